import Synchronization

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

private struct KeyWindowBox: @unchecked Sendable { weak var window: Window? }
private let keyWindowStorage = Mutex(KeyWindowBox())

extension Window {
    /// UIKit's `makeKeyAndVisible()`: shows the window (`isHidden = false`), makes it the key
    /// window and lays it out. UIKit lays a shown window out at the end of the run loop's turn;
    /// Trellis has no run loop, so the pass happens here, and again whenever
    /// `layoutIfNeeded()` is called after a change.
    public func makeKeyAndVisible() {
        isHidden = false
        keyWindowStorage.withLock { $0.window = self }
        layoutIfNeeded()
    }

    /// UIKit's `isKeyWindow`: whether this is the window `makeKeyAndVisible()` was last called on.
    public var isKeyWindow: Bool { keyWindowStorage.withLock { $0.window === self } }
}
