import Trellis

/// A document scene built into Trellis views and laid out for one device and orientation.
public final class IBLayout {
    /// The device and orientation laid out for.
    public let device: Device
    public let orientation: Orientation
    /// The root views, one per scene, in document order.
    public internal(set) var roots: [View] = []
    /// The windows the view-controller roots are shown in (kept alive here; views hold their
    /// superview weakly, as in UIKit).
    public internal(set) var windows: [Window] = []
    /// The view controllers of the laid-out scenes, by document id: each a ``ViewController``
    /// whose ``ViewController/view`` is its scene's root view (kept alive here; a view holds its
    /// controller weakly, as in UIKit).
    public internal(set) var viewControllers: [String: ViewController] = [:]
    /// Every view by document id.
    public internal(set) var views: [String: View] = [:]
    /// Every view's document id, element name (class) and stored frame, in document order.
    public private(set) var entries: [Entry] = []
    /// The index in ``entries`` of each view, by identity.
    private var entryIndex: [ObjectIdentifier: Int] = [:]
    /// Required constraints the stored frames cannot satisfy (see ``StoredFrameContradiction``).
    public internal(set) var storedFrameContradictions: [StoredFrameContradiction] = []
    /// Every required constraint the stored frames do not satisfy, as reported in
    /// `stored-frame-contradiction` warnings: those of ``storedFrameContradictions`` and those read
    /// with what the design device adds (margins, a guide's frame, baselines, a stack view's own
    /// constraints), which the fidelity figures do not count apart. Empty when the layout does
    /// not check its stored frames (``IBDocument/checksStoredFrames``).
    public internal(set) var storedFrameWarnings: [StoredFrameContradiction] = []
    /// What was found while reading and laying out.
    public internal(set) var diagnostics: [Diagnostic] = []
    /// The framed elements of the laid-out scenes that have no view here, in document order.
    public internal(set) var omissions: [Omission] = []
    /// Elements of the laid-out scenes that Xcode marked `misplaced` or `ambiguous`.
    public internal(set) var flaggedIDs: [String] = []
    /// Views a `<variation>` mask leaves out for the device's size classes, with their subviews.
    var notInstalledIDs: Set<String> = []
    /// Views whose stored size stands for their intrinsic content size (text Trellis does not measure).
    var estimatedIDs: Set<String> = []

    public struct Entry {
        public let id: String
        public let elementName: String
        public let superviewID: String?
        public let view: View
        /// The frame Xcode stored in the document.
        public let storedFrame: Rect?
        /// The document marks the view misplaced or ambiguous.
        public let flaggedInDocument: Bool
        /// 1-based line of the element in the document (0 for a YAML layout file's view).
        public let line: Int

        /// The element scrolls its subviews (`<scrollView>`, `<tableView>`, `<collectionView>`,
        /// `<textView>`): where they are on screen is the content's business, not their frame's.
        public var scrollsItsSubviews: Bool { ElementKind(elementName: elementName)?.isScrollView == true }
    }

    init(device: Device, orientation: Orientation) {
        self.device = device
        self.orientation = orientation
    }

    /// The solved frame of a view, in its superview's coordinates.
    public func frame(of id: String) -> Rect? { views[id]?.frame }

    /// The entry of a laid-out view: its document id, element name and stored frame (constant
    /// time; nil for a view the document did not make).
    public func entry(for view: View) -> Entry? { entryIndex[ObjectIdentifier(view)].map { entries[$0] } }

    /// The line of the element a view was made from (``Entry/line``), without copying its entry.
    func line(of view: View) -> Int? { entryIndex[ObjectIdentifier(view)].map { entries[$0].line } }

    /// Records a view made from the document: in ``entries`` and ``views`` by its id.
    func add(_ entry: Entry) {
        entryIndex[ObjectIdentifier(entry.view)] = entries.count
        entries.append(entry)
        views[entry.id] = entry.view
    }

    /// Auto Layout's issues as diagnostics, with the views concerned and their document ids:
    /// a conflict (`unsatisfiable`, with the constraint it broke) and a solver stopped at its work
    /// limit are errors, an ambiguity a warning.
    func report(_ issues: [LayoutIssue]) {
        for issue in issues {
            var diagnostic = Diagnostic(
                issue.kind == .ambiguous ? .warning : .error, issue.kind.rawValue,
                issue.kind == .unsatisfiable
                    ? "Unable to simultaneously satisfy constraints: \(issue.constraints.joined(separator: "; ")); broke \(issue.broken ?? "?")"
                    : issue.message,
                ids: issue.views.compactMap { entry(for: $0)?.id }, views: issue.views)
            diagnostic.conflict = issue.parts
            diagnostics.append(diagnostic)
        }
    }
}
