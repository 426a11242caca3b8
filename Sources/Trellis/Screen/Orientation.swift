/// The interface orientation of a screen (UIKit's `UIInterfaceOrientation`).
///
/// `landscapeLeft`/`landscapeRight` follow UIKit's *interface* orientation names: in
/// `landscapeRight` the home button (or home indicator side) is on the right.
public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    /// True for `landscapeLeft` and `landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// True for `portrait` and `portraitUpsideDown`.
    public var isPortrait: Bool { !isLandscape }
}
