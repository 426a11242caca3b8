/// The root view shown on a ``Screen`` (UIKit's `UIWindow`): it fills the screen and is resized
/// when the screen rotates.
open class Window: View {
    /// The screen the window is on.
    public let screen: Screen

    /// Called when the screen rotated, after the window took the new bounds and before the next
    /// layout pass: the moment UIKit changes the trait collection (size classes) and calls
    /// `traitCollectionDidChange(_:)`. Interface Builder documents re-apply their size-class
    /// variations here.
    public var rotationHandler: ((Window) -> Void)?

    /// The layout direction of this window's views (UIKit's `traitOverrides.layoutDirection` on a
    /// window, iOS 17), or `nil`, the default, for the app's (``View/defaultLayoutDirection``).
    /// Views whose ``semanticContentAttribute`` forces a direction keep theirs. Followed at the
    /// next layout pass, as a change of the app's direction is (leading and trailing are derived
    /// again); lets windows side by side in one process, and tests running at once, lay out in
    /// different directions.
    public var layoutDirectionOverride: LayoutDirection? {
        didSet {
            guard layoutDirectionOverride != oldValue else { return }
            ProcessWideSettings.windowLayoutDirectionDidChange()
            setNeedsLayout()
        }
    }

    /// The measurer of the text of this window's labels, buttons, text fields, text views and
    /// segmented controls that have no ``Label/measurer`` of their own, or `nil`, the default,
    /// for the app's (``Label/defaultTextMeasurer``). UIKit measures with the system's fonts
    /// everywhere; Trellis lets windows side by side in one process, and tests running at once,
    /// measure differently. Setting it measures this window's views again at the next layout
    /// pass (other windows are not touched).
    public var textMeasurer: (any TextMeasurer)? {
        didSet {
            ProcessWideSettings.windowTextMeasurerDidChange()
            // The engine is made again at the next pass, reading every intrinsic size and baseline anew.
            rootView.autoLayout.engine?.needsRebuild = true
            setNeedsLayout()
        }
    }

    /// A window filling the screen.
    public init(screen: Screen) {
        self.screen = screen
        super.init(frame: screen.bounds)
        hierarchy.window = self
        // Boxes of freed windows are dropped here too, not only on rotation: a long-lived screen
        // showing many short-lived windows would otherwise keep a box per window ever made.
        screen.windows.removeAll { $0.value == nil }
        screen.windows.append(WeakBox(value: self))
        insetState.windowSafeAreaInsets = screen.safeAreaInsets
    }

    /// The view controller whose view fills the window (UIKit's `rootViewController`): setting
    /// it puts the controller's view in the window at the window's bounds, resizing with it, in
    /// place of the previous controller's.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            guard let vc = rootViewController else { return }
            let root = vc.view
            root.frame = bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(root)
        }
    }

    /// Where the software keyboard covers the window, in the window's coordinates; `nil` (the
    /// default) when it is hidden. Trellis has no keyboard: set it to lay out for one (a
    /// 375-point iPhone's English keyboard is 291 points tall with the home indicator's 34).
    /// Views' ``View/keyboardLayoutGuide`` follow it at the next layout pass.
    public var keyboardFrame: Rect? {
        didSet {
            guard keyboardFrame != oldValue else { return }
            autoLayout.engine?.guidesNeedRefresh = true
            autoLayout.engine?.needsSolve = true
            setNeedsLayout()
        }
    }

    func safeAreaDidChange() {
        insetState.windowSafeAreaInsets = screen.safeAreaInsets
        // Margins and safe-area guides follow the new insets at the next solve (incremental).
        safeAreaInsetsMayHaveChanged()
    }
}

extension Window {
    /// A window on `screen` with an explicit frame (UIKit's `UIWindow(frame:)`, which uses the main
    /// screen; Trellis names the screen). Rotating the screen still gives it the screen's bounds.
    public convenience init(frame: Rect, screen: Screen) {
        self.init(screen: screen)
        self.frame = frame
    }
}
