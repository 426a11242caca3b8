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
    /// The user's text size, a trait of every view on the screen (UIKit's
    /// `UIApplication.preferredContentSizeCategory`; default ``ContentSizeCategory/large``). A
    /// change calls ``View/traitCollectionDidChange(_:)`` on the windows' views.
    public var preferredContentSizeCategory = ContentSizeCategory.large {
        didSet { if preferredContentSizeCategory != oldValue { traitsChanged { $0.preferredContentSizeCategory = oldValue } } }
    }
    /// Light or dark appearance, a trait of every view on the screen (default light). A change
    /// calls ``View/traitCollectionDidChange(_:)`` on the windows' views.
    public var userInterfaceStyle = UserInterfaceStyle.light {
        didSet { if userInterfaceStyle != oldValue { traitsChanged { $0.userInterfaceStyle = oldValue } } }
    }

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
    ///
    /// Each window's views whose ``View/traitCollection`` changed (a size class) then hear
    /// ``View/traitCollectionDidChange(_:)``, after the window's ``Window/rotationHandler``.
    public func rotate(to orientation: Orientation) {
        let before = TraitCollection(screen: self)
        self.orientation = orientation
        windows.removeAll { $0.value == nil }
        for box in windows {
            box.value?.frame = bounds
            box.value?.safeAreaDidChange()
            if let w = box.value { w.rotationHandler?(w) }
        }
        announceTraitChange(from: before)
    }

    /// A trait other than the orientation changed: `restore` puts the old value back into a collection.
    private func traitsChanged(_ restore: (inout TraitCollection) -> Void) {
        var before = TraitCollection(screen: self)
        restore(&before)
        announceTraitChange(from: before)
    }

    private func announceTraitChange(from before: TraitCollection) {
        guard before != TraitCollection(screen: self) else { return }
        for case let w? in windows.map(\.value) { View.announceTraitChange(from: before, in: w.subtree) }
    }
}
