extension View {
    /// A view's layout margins, the safe area simulated for it, and the guides that expose both.
    struct InsetState {
        var directionalMargins = View.defaultLayoutMargins
        var preservesSuperviewLayoutMargins = false
        var insetsLayoutMarginsFromSafeArea = true
        var simulatedSafeAreaInsets: EdgeInsets?
        /// A window's safe-area insets: its screen's, kept in step on rotation; nil for a view
        /// that is not a window.
        var windowSafeAreaInsets: EdgeInsets?
        /// ``View/layoutMarginsGuide``, ``View/safeAreaLayoutGuide``,
        /// ``View/readableContentGuide`` and ``View/keyboardLayoutGuide``, once asked for.
        var marginsGuide: LayoutGuide?
        var safeAreaGuide: LayoutGuide?
        var readableGuide: LayoutGuide?
        var keyboardGuide: LayoutGuide?
    }

    /// Whether the view's margins grow to its superview's where they overlap.
    public var preservesSuperviewLayoutMargins: Bool {
        get { insetState.preservesSuperviewLayoutMargins }
        set { insetState.preservesSuperviewLayoutMargins = newValue; marginsDidChange() }
    }

    /// Whether layout margins are measured from the safe area (default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetState.insetsLayoutMarginsFromSafeArea }
        set { insetState.insetsLayoutMarginsFromSafeArea = newValue; marginsDidChange() }
    }

    /// Fixed safe-area insets for a view that is not in a window — Interface Builder simulates the
    /// device's safe area on a free-form top-level view. Its subviews measure theirs from it.
    public var simulatedSafeAreaInsets: EdgeInsets? {
        get { insetState.simulatedSafeAreaInsets }
        set { insetState.simulatedSafeAreaInsets = newValue; safeAreaInsetsMayHaveChanged() }
    }
}

extension View {
    /// UIKit's default margins of a view: 8 points on every side.
    static let defaultLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// The layout margins, leading/trailing relative to the layout direction (UIKit's
    /// `directionalLayoutMargins`; default 8 on every side). For a view controller's root view
    /// that respects the system minimum, each edge is the greater of the value set and
    /// ``ViewController/systemMinimumLayoutMargins`` (Apple's `systemMinimumLayoutMargins`: "the
    /// root view's actual margins are set to either your custom values or the system minimum,
    /// whichever is greater").
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            guard let vc = hierarchy.viewController, vc.viewRespectsSystemMinimumLayoutMargins else { return insetState.directionalMargins }
            let m = insetState.directionalMargins, least = vc.systemMinimumLayoutMargins
            return DirectionalEdgeInsets(top: max(m.top, least.top), leading: max(m.leading, least.leading),
                                         bottom: max(m.bottom, least.bottom), trailing: max(m.trailing, least.trailing))
        }
        set { insetState.directionalMargins = newValue; marginsDidChange() }
    }

    /// The layout margins as left/right insets for the current layout direction (UIKit's `layoutMargins`).
    public var layoutMargins: EdgeInsets {
        get { directionalLayoutMargins.resolved(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) }
        set {
            insetState.directionalMargins = DirectionalEdgeInsets(newValue, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            marginsDidChange()
        }
    }

    /// The margins the layout uses: ``layoutMargins``, measured from the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` (the safe-area inset is added on each edge — a root
    /// view on an iPhone X in portrait has top margin 44 + 0), and grown to the superview's
    /// margins where they overlap when ``preservesSuperviewLayoutMargins``.
    public var effectiveLayoutMargins: EdgeInsets {
        effectiveLayoutMargins(safeArea: insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero)
    }

    /// ``effectiveLayoutMargins`` for a view whose ``safeAreaInsets`` are `safeArea`.
    func effectiveLayoutMargins(safeArea: EdgeInsets) -> EdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea { m = m + safeArea }
        if preservesSuperviewLayoutMargins, let s = superview {
            let sm = s.effectiveLayoutMargins, f = frame, sb = s.bounds
            m.left = max(m.left, sm.left - f.minX)
            m.top = max(m.top, sm.top - f.minY)
            m.right = max(m.right, sm.right - (sb.width - f.maxX))
            m.bottom = max(m.bottom, sm.bottom - (sb.height - f.maxY))
        }
        return m
    }

    /// A guide inset from the view's edges by its margins (UIKit's `layoutMarginsGuide`). Margin
    /// attributes (`leadingMargin`, `centerXWithinMargins`, …) are this guide's edges and centres.
    public var layoutMarginsGuide: LayoutGuide { insetsGuide(\.marginsGuide, .margins, name: "layoutMarginsGuide") }

    /// Creates the margins guide without scheduling anything (the engine calls it while building).
    @discardableResult
    func ensureMarginsGuide() -> LayoutGuide { ensureInsetsGuide(\.marginsGuide, .margins, name: "layoutMarginsGuide") }

    /// The guide kept at `slot` of the view's inset state (margins, safe area, readable content,
    /// keyboard), made on first use: a `kind` guide named `<view>.<name>`, which the engine, if
    /// one manages the view, places from its next solve.
    func insetsGuide(_ slot: WritableKeyPath<InsetState, LayoutGuide?>, _ kind: LayoutGuide.Kind, name: String) -> LayoutGuide {
        if let g = insetState[keyPath: slot] { return g }
        let g = ensureInsetsGuide(slot, kind, name: name)
        insetsGuideAdded()
        return g
    }

    /// The guide kept at `slot`, made on first use without scheduling anything.
    func ensureInsetsGuide(_ slot: WritableKeyPath<InsetState, LayoutGuide?>, _ kind: LayoutGuide.Kind, name: String) -> LayoutGuide {
        if let g = insetState[keyPath: slot] { return g }
        let g = LayoutGuide(kind: kind, owner: self, identifier: "\(debugName).\(name)")
        insetState[keyPath: slot] = g
        return g
    }

    /// A guide of the view's own was just made: the engine, if one manages the view, places it,
    /// and the view is laid out again.
    func insetsGuideAdded() {
        rootView.autoLayout.engine?.didAddInsetsGuide(of: self)
        setNeedsLayout()
    }

    /// New margins move only the margins guides' constraints, at the next solve.
    func marginsDidChange() {
        insetInputsDidChange()
        if let engine = rootView.autoLayout.engine {
            engine.needsSolve = true
            engine.guidesNeedRefresh = true
        }
        setNeedsLayout()
        for s in subviews where s.preservesSuperviewLayoutMargins { s.setNeedsLayout() }
    }

    /// UIKit's minimum side margins for the root view of a view controller
    /// (`systemMinimumLayoutMargins`), by the root's width: 16 points below 414 points, 20 from
    /// 414 on; 0 at top and bottom (the safe area supplies those). Apple publishes no figures;
    /// the rule is what Interface Builder's stored frames show, and it goes by the root's width,
    /// not by the device: 20 on a 375-point iPhone in landscape (dji-sdk Mobile-SDK-iOS
    /// DJISDKSwiftDemo Main.storyboard, 667 × 375 canvas: views pinned to the root's margins
    /// stored at x 20) and in a 600-point free-form view on an iPhone 8 canvas (SwiftMessages
    /// TacoDialogView.xib: content at 20 + 10); 16 in portrait on the 320-, 375- and 390-point
    /// iPhones. ``ViewController`` and the storyboard reader both use this rule.
    public static func systemMinimumLayoutMargins(forRootWidth width: Double) -> DirectionalEdgeInsets {
        let side = width >= 414 ? 20.0 : 16.0
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// ``systemMinimumLayoutMargins(forRootWidth:)`` for a root that fills the device's screen
    /// in `orientation`: 16 on the iPhones narrower than 414 points in portrait (SE, 8, X,
    /// 11 Pro, 12…), 20 on the wider ones (Plus, Max, XR), on iPads, and in landscape.
    public static func systemMinimumLayoutMargins(for device: Device, orientation: Orientation = .portrait) -> DirectionalEdgeInsets {
        systemMinimumLayoutMargins(forRootWidth: device.size(for: orientation).width)
    }

    /// The direction leading and trailing follow for this view (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`): forced by ``semanticContentAttribute``, else
    /// its window's ``Window/layoutDirectionOverride``, else ``View/defaultLayoutDirection``.
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified, .spatial:
            if ProcessWideSettings.windowLayoutDirectionsInUse, let direction = window?.layoutDirectionOverride { direction }
            else { View.defaultLayoutDirection }
        }
    }

    /// The app's layout direction (UIKit's `UIApplication.userInterfaceLayoutDirection`); left to
    /// right by default. Process-wide and thread-safe; a change is followed by every hierarchy at
    /// its next layout pass (leading/trailing constraints and guides are derived again). A window
    /// with its own ``Window/layoutDirectionOverride`` does not follow it.
    public static var defaultLayoutDirection: LayoutDirection {
        get { ProcessWideSettings.layoutDirection }
        set { ProcessWideSettings.layoutDirection = newValue }
    }
}
