import Synchronization

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
