/// UIKit's `UIWindow`: a Trellis ``Window`` that can also be made UIKit's way, from a frame on
/// ``Screen/main``. Everything else is ``Window``'s (and a `UIWindow` is one).
///
/// A subclass rather than an alias only because Swift does not let an extension add
/// `init(frame:)` to ``Window``: ``View`` already declares it.
open class UIWindow: Window {
    /// UIKit's `UIWindow(frame:)`: a window on ``Screen/main`` with this frame. Rotating the main
    /// screen gives it the screen's bounds, as Trellis's windows do.
    public init(frame: Rect) {
        super.init(screen: .main)
        self.frame = frame
    }

    /// A window filling `screen` (UIKit's `UIWindow(windowScene:)` fills its scene's screen).
    public override init(screen: Screen) {
        super.init(screen: screen)
    }
}
