/// A device's display in an orientation (UIKit's `UIScreen` plus the interface orientation).
///
/// ```swift
/// let screen = Screen(device: Device.named("retina4_7")!)
/// let window = Window(screen: screen)       // 375×667
/// screen.rotate(to: .landscapeRight)        // window becomes 667×375 and lays out again
/// ```
public final class Screen {
    /// The hardware.
    public let device: Device
    /// The current interface orientation.
    public private(set) var orientation: Orientation
    /// Windows shown on this screen; they are resized when it rotates.
    var windows: [WeakBox<Window>] = []

    public init(device: Device, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// The screen in points for the current orientation, origin (0, 0).
    public var bounds: Rect {
        let s = device.size(for: orientation)
        return Rect(x: 0, y: 0, width: s.width, height: s.height)
    }

    /// Points to rendered pixels.
    public var scale: Double { device.scale }
    /// Points to physical pixels.
    public var nativeScale: Double { device.nativeScale }
    /// The physical panel in pixels, always portrait (UIKit's `nativeBounds`).
    public var nativeBounds: Rect { Rect(origin: .zero, size: device.nativePixels) }
    /// The safe-area insets of a full-screen window in the current orientation.
    public var safeAreaInsets: EdgeInsets { device.safeAreaInsets(for: orientation) }

    /// Turns the device: every window on the screen takes the new bounds (a bounds-size change,
    /// which triggers autoresizing and a layout pass).
    public func rotate(to orientation: Orientation) {
        self.orientation = orientation
        windows.removeAll { $0.value == nil }
        for box in windows {
            box.value?.frame = bounds
            box.value?.safeAreaDidChange()
            if let w = box.value { w.rotationHandler?(w) }
        }
    }
}

/// A weak reference, for lists that must not keep their members alive.
struct WeakBox<T: AnyObject> {
    weak var value: T?
}
