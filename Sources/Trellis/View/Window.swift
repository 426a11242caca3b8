/// The root of a view hierarchy shown on a ``Screen`` (UIKit's `UIWindow`).
///
/// A window's frame is the screen's bounds; ``Screen/rotate(to:)`` resizes it, which autoresizes its subviews.
/// Its ``View/window`` is itself.
open class Window: View {
    /// The screen the window is on.
    public let screen: Screen

    /// Creates a window filling `screen.bounds` (in the screen's current orientation).
    public convenience init(screen: Screen) {
        self.init(frame: screen.bounds, screen: screen)
    }

    /// Creates a window on `screen` with an explicit frame (`UIWindow(frame:)`, which uses the main screen;
    /// Trellis has no main screen, so the screen is named). ``Screen/rotate(to:)`` still resizes it to the
    /// screen's bounds, as UIKit does for its windows.
    public init(frame: Rect, screen: Screen) {
        self.screen = screen
        super.init(frame: frame)
        screen.register(self)
    }

    /// The safe-area insets of the screen in its current orientation (the window fills the screen).
    public var screenSafeAreaInsets: EdgeInsets { screen.safeAreaInsets }
}
