/// Which way up a device is held (UIKit's `UIInterfaceOrientation`).
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    /// Whether the long side is horizontal.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Reads "portrait" or "landscape" (landscape means `landscapeRight`, the home button or
    /// indicator on the right, as Interface Builder draws it), or any case name.
    public init?(name: String) {
        switch name.lowercased() {
        case "portrait": self = .portrait
        case "landscape", "landscaperight": self = .landscapeRight
        case "landscapeleft": self = .landscapeLeft
        case "portraitupsidedown": self = .portraitUpsideDown
        default: return nil
        }
    }
}
