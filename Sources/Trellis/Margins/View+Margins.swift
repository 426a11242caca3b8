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
            guard let vc = viewControllerStorage, vc.viewRespectsSystemMinimumLayoutMargins else { return directionalMarginsStorage }
            let m = directionalMarginsStorage, least = vc.systemMinimumLayoutMargins
            return DirectionalEdgeInsets(top: max(m.top, least.top), leading: max(m.leading, least.leading),
                                         bottom: max(m.bottom, least.bottom), trailing: max(m.trailing, least.trailing))
        }
        set { directionalMarginsStorage = newValue; marginsDidChange() }
    }

    /// The layout margins as left/right insets for the current layout direction (UIKit's `layoutMargins`).
    public var layoutMargins: EdgeInsets {
        get { directionalLayoutMargins.resolved(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) }
        set {
            directionalMarginsStorage = DirectionalEdgeInsets(newValue, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            marginsDidChange()
        }
    }

    /// The margins the layout uses: ``layoutMargins``, measured from the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` (the safe-area inset is added on each edge — a root
    /// view on an iPhone X in portrait has top margin 44 + 0), and grown to the superview's
    /// margins where they overlap when ``preservesSuperviewLayoutMargins``.
    public var effectiveLayoutMargins: EdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea { m = m + safeAreaInsets }
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
    public var layoutMarginsGuide: LayoutGuide {
        if let g = marginsGuideStorage { return g }
        let g = ensureMarginsGuide()
        rootView.engineStorage?.didAddInsetsGuide(of: self)
        setNeedsLayout()
        return g
    }

    /// Creates the margins guide without scheduling anything (the engine calls it while building).
    @discardableResult
    func ensureMarginsGuide() -> LayoutGuide {
        if let g = marginsGuideStorage { return g }
        let g = LayoutGuide(kind: .margins, owner: self, identifier: "\(debugName).layoutMarginsGuide")
        marginsGuideStorage = g
        return g
    }

    /// New margins move only the margins guides' constraints, at the next solve.
    func marginsDidChange() {
        if let engine = rootView.engineStorage {
            engine.needsSolve = true
            engine.guidesNeedRefresh = true
        }
        setNeedsLayout()
        for s in subviews where s.preservesSuperviewLayoutMargins { s.setNeedsLayout() }
    }

    /// UIKit's minimum side margins for the root view of a view controller on a device
    /// (`systemMinimumLayoutMargins`) in portrait: 16 points on iPhones narrower than 414 points
    /// (iPhone SE, 8, X, 11 Pro, 12…), 20 on the wider iPhones (Plus, Max, XR) and on iPads; 0 at
    /// top and bottom (the safe area supplies those). A ``ViewController`` applies its own
    /// ``ViewController/systemMinimumLayoutMargins`` (by its view's width) to its root view.
    public static func systemMinimumLayoutMargins(for device: Device) -> DirectionalEdgeInsets {
        let side: Double = device.family == .phone && device.portraitSize.width < 414 ? 16 : 20
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The direction leading and trailing follow for this view (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`): forced by ``semanticContentAttribute``, else
    /// ``View/defaultLayoutDirection``.
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified, .spatial: View.defaultLayoutDirection
        }
    }

    /// The app's layout direction (UIKit's `UIApplication.userInterfaceLayoutDirection`); left to
    /// right by default. Process-wide and thread-safe; a change is followed by every hierarchy at
    /// its next layout pass (leading/trailing constraints and guides are derived again).
    public static var defaultLayoutDirection: LayoutDirection {
        get { ProcessWideSettings.layoutDirection }
        set { ProcessWideSettings.layoutDirection = newValue }
    }
}
