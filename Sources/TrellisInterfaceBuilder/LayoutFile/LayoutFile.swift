import Trellis

/// A YAML layout file: a view tree with frames, colours, intrinsic sizes, autoresizing masks,
/// hugging and compression resistance, plus constraints written as Visual Format Language lines or
/// as equations. It is the hand-written counterpart of a storyboard scene (see `docs/cli.md`):
///
/// ```yaml
/// device: retina4_7          # optional, Interface Builder id or name; default retina4_7
/// orientation: portrait      # optional
/// metrics: {gap: 8}          # optional, names usable in VFL lines
/// view:                      # the root view, sized to the screen
///   id: root
///   color: "#FFFFFF"
///   subviews:
///     - id: blue
///       color: "#007AFF"
/// constraints:
///   - "H:|[blue]|"
///   - blue.height == root.height / 2
/// ```
///
/// Reading the file (``LayoutFile/parse(_:)``) checks its shape, its device and the syntax of its
/// equations; ``LayoutFile/layout(device:orientation:storedRootSize:)`` builds the views, activates the
/// constraints and lays them out, giving the same ``IBLayout`` a storyboard gives.
public struct LayoutFile: Equatable, Sendable {
    /// One view of the file and its subviews.
    public struct ViewSpec: Equatable, Sendable {
        /// The id used in constraints and in reports (letters, digits, `_`).
        public var id: String
        /// Interface Builder's element name: `view`, `label`, `button`, `imageView`, … (default `view`).
        public var className: String = "view"
        /// A note for readers (Interface Builder's `userLabel`); layout and pictures use the id.
        public var label: String?
        /// `backgroundColor` as red, green, blue, alpha in 0…1.
        public var color: [Double]?
        /// `frame` as x, y, width, height in the superview's coordinates.
        public var frame: [Double]?
        /// `intrinsicContentSize`; a `nil` component is `noIntrinsicMetric`.
        public var intrinsicSize: [Double?]?
        /// `autoresizingMask` flag names (`flexibleWidth`, `flexibleHeight`, `flexibleLeftMargin`, …).
        public var autoresizingMask: [String]?
        /// Content hugging priorities, horizontal and vertical; `nil` keeps UIKit's default 250.
        public var hugging: [Double?]?
        /// Compression resistance priorities, horizontal and vertical; `nil` keeps UIKit's default 750.
        public var compressionResistance: [Double?]?
        /// `translatesAutoresizingMaskIntoConstraints`; `nil` = NO when a constraint names the view, else YES.
        public var translatesAutoresizingMaskIntoConstraints: Bool?
        public var clipsToBounds = false
        public var isHidden = false
        public var subviews: [ViewSpec] = []
        /// Line of the file where the view starts.
        public var line = 0

        public init(id: String) { self.id = id }
    }

    /// A constraint line of the file.
    public enum ConstraintSpec: Equatable, Sendable {
        /// A Visual Format Language string such as `H:|-[a]-|`.
        case visualFormat(String, line: Int)
        /// An equation such as `a.width == 2 * b.width @750`.
        case equation(LayoutEquation, line: Int)
    }

    /// The design device (`device:` key, an Interface Builder id or name); default iPhone 8 (`retina4_7`).
    public var device: Device = Device.named("retina4_7") ?? Device.all[0]
    /// The design orientation (`orientation:` key); default portrait.
    public var orientation: Orientation = .portrait
    /// Named numbers for VFL lines.
    public var metrics: [String: Double] = [:]
    public var root: ViewSpec
    public var constraints: [ConstraintSpec] = []

    public init(root: ViewSpec) { self.root = root }

    /// Every view of the file, depth first, the root first.
    public var allViews: [ViewSpec] {
        var out: [ViewSpec] = []
        func walk(_ v: ViewSpec) { out.append(v); v.subviews.forEach(walk) }
        walk(root)
        return out
    }
}
