/// The display of a ``Device`` in an orientation (UIKit's `UIScreen`).
///
/// ``bounds`` is in points and follows the interface orientation: width and height are swapped in
/// landscape, as `UIScreen.bounds` has done since iOS 8. ``nativeBounds`` is in physical pixels and
/// always portrait. ``rotate(to:)`` changes the orientation and resizes every ``Window`` on the screen
/// to the new bounds, which autoresizes their subviews and marks them as needing layout.
public final class Screen {
    /// The device this screen belongs to.
    public let device: Device
    /// The current interface orientation.
    public private(set) var orientation: Orientation

    private var windowRefs: [WeakWindow] = []

    /// Creates the screen of `device` in `orientation`.
    public init(device: Device, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// The screen rectangle in points, origin zero; width and height swapped in landscape.
    /// A TV screen never rotates: its bounds are always its natural 1920 × 1080 size.
    public var bounds: Rect {
        Rect(origin: .zero, size: device.size(for: orientation))
    }

    /// Points to rendered pixels (`UIScreen.scale`): 1, 2 or 3.
    public var scale: Double { device.scale }

    /// Points to physical pixels (`UIScreen.nativeScale`); differs from ``scale`` on devices that
    /// downsample their rendering (iPhone 6/7/8 Plus: 1080 / 414 ≈ 2.608).
    public var nativeScale: Double { device.nativeScale }

    /// The physical pixel rectangle, always portrait (`UIScreen.nativeBounds`).
    public var nativeBounds: Rect {
        Rect(origin: .zero, size: device.nativePixels)
    }

    /// The safe-area insets of a full-screen window in the current orientation
    /// (status bar, sensor housing, home indicator). See ``Device/safeAreaInsets(for:)``.
    public var safeAreaInsets: EdgeInsets { device.safeAreaInsets(for: orientation) }

    /// The windows currently on this screen, in creation order.
    public var windows: [Window] {
        windowRefs.compactMap(\.window)
    }

    /// Changes the interface orientation and sets every window's frame to the new ``bounds``.
    /// Window subviews are autoresized immediately and the windows are marked as needing layout;
    /// call `layoutIfNeeded()` on a window to run the layout pass, as UIKit does on the next frame.
    public func rotate(to orientation: Orientation) {
        guard orientation != self.orientation else { return }
        self.orientation = orientation
        for window in windows {
            window.frame = bounds
            window.setNeedsLayout()
        }
    }

    func register(_ window: Window) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
    }

    private struct WeakWindow {
        weak var window: Window?
    }
}
