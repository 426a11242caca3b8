import Synchronization

/// The process's main screen; a `Screen` is a class that is only read here, so the box is Sendable.
private struct ScreenBox: @unchecked Sendable { var screen: Screen? }
private let mainScreenStorage = Mutex(ScreenBox())

extension Screen {
    /// The device `UIScreen.main` shows until it is set: the iPhone 8 (375 × 667 points at 2×),
    /// the 375-point design width seed 002 adapts from.
    public static let defaultMainDevice = "retina4_7"

    /// UIKit's `UIScreen.main`: the screen that `UIWindow(frame:)` and code such as seed 002's
    /// `AdaptW` (`value * UIScreen.main.bounds.size.width / 375`) read.
    ///
    /// UIKit's is read-only, fixed by the device the app runs on. Here there is no device, so it is
    /// settable: a test chooses the device, e.g. `UIScreen.main = UIScreen(device: .named("iPhone SE (1st generation)")!)`.
    /// Until set it is a screen of ``defaultMainDevice`` in portrait. Views already made keep
    /// their screen; set it before making the window.
    public static var main: Screen {
        get {
            mainScreenStorage.withLock { box in
                if let screen = box.screen { return screen }
                // The catalog always has this entry (Device+Catalog.swift); a missing one is a bug here.
                guard let device = Device.named(defaultMainDevice) else {
                    fatalError("device catalog lost \(defaultMainDevice)")
                }
                let screen = Screen(device: device)
                box.screen = screen
                return screen
            }
        }
        set { mainScreenStorage.withLock { $0.screen = newValue } }
    }
}
