/// An iPhone or iPad model as Interface Builder and UIKit see it: its screen in points, its scale
/// factors and its safe-area insets. ``all`` is the catalog (see `docs/views.md` for sources).
public struct Device: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Phone, pad or TV (UIKit's `UIUserInterfaceIdiom`).
    public enum Family: String, Hashable, Sendable, Codable {
        case phone
        case pad
        /// Apple TV; landscape only, so its ``Device/portraitSize`` is its natural 1920 × 1080 size.
        case tv
    }

    /// Interface Builder's device id (`<device id="retina4_7"/>` in a storyboard). Several hardware
    /// generations share one id when their screens are identical.
    public let id: String
    /// The marketing name of the representative model, e.g. "iPhone 8".
    public let name: String
    /// Other marketing names with the same screen, e.g. "iPhone 6", "iPhone SE (2nd generation)".
    public let otherNames: [String]
    /// Phone, pad or TV.
    public let family: Family
    /// The screen size in points in portrait orientation.
    public let portraitSize: Size
    /// Rendered pixels per point (`UIScreen.scale`).
    public let scale: Double
    /// Physical pixels per point (`UIScreen.nativeScale`).
    public let nativeScale: Double
    /// The physical panel size in pixels, portrait (`UIScreen.nativeBounds.size`).
    public let nativePixels: Size
    /// Safe-area insets of a full-screen window in portrait.
    public let portraitSafeAreaInsets: EdgeInsets
    /// Safe-area insets of a full-screen window in landscape (both landscape orientations).
    public let landscapeSafeAreaInsets: EdgeInsets
    /// True when the safe-area values are estimates rather than verified (see `docs/views.md`).
    public let safeAreaIsEstimated: Bool

    /// Creates a device description. `nativePixels` defaults to `portraitSize × scale` and
    /// `nativeScale` to `nativePixels.width / portraitSize.width`.
    public init(id: String, name: String, otherNames: [String] = [], family: Family,
                portraitSize: Size, scale: Double, nativePixels: Size? = nil,
                portraitSafeAreaInsets: EdgeInsets, landscapeSafeAreaInsets: EdgeInsets,
                safeAreaIsEstimated: Bool = false) {
        self.id = id
        self.name = name
        self.otherNames = otherNames
        self.family = family
        self.portraitSize = portraitSize
        self.scale = scale
        let pixels = nativePixels ?? Size(width: portraitSize.width * scale, height: portraitSize.height * scale)
        self.nativePixels = pixels
        self.nativeScale = portraitSize.width > 0 ? pixels.width / portraitSize.width : scale
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.safeAreaIsEstimated = safeAreaIsEstimated
    }

    /// The size UIKit renders at, portrait: points × ``scale`` (`1242 × 2208` on an iPhone 8 Plus,
    /// which the panel then downsamples to its 1080 × 1920 ``nativePixels``).
    public var renderedPixels: Size {
        Size(width: portraitSize.width * scale, height: portraitSize.height * scale)
    }

    /// The screen size in points for an orientation (width and height swapped in landscape; a TV keeps
    /// its natural size in every orientation).
    public func size(for orientation: Orientation) -> Size {
        guard orientation.isLandscape, family != .tv else { return portraitSize }
        return Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The safe-area insets of a full-screen window in `orientation`. Upside-down portrait uses the
    /// portrait insets (notched iPhones do not support it; older devices keep the status bar on top).
    public func safeAreaInsets(for orientation: Orientation) -> EdgeInsets {
        orientation.isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
    }

    /// Looks a device up by Interface Builder id (`"retina4_7"`) or marketing name (`"iPhone 8"`,
    /// `"iPhone SE (2nd generation)"`), ignoring case. Returns nil when nothing matches.
    public static func named(_ idOrName: String) -> Device? {
        let key = idOrName.lowercased()
        return all.first { $0.id.lowercased() == key }
            ?? all.first { $0.name.lowercased() == key || $0.otherNames.contains { $0.lowercased() == key } }
    }

    public var description: String {
        "\(name) (\(id), \(portraitSize) @\(formatGeometry(scale))x)"
    }
}
