extension View {
    /// The layout margins, leading/trailing relative to the layout direction (UIKit's
    /// `directionalLayoutMargins`; default 8 on every side).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { directionalMarginsStorage }
        set { directionalMarginsStorage = newValue; layoutInputsDidChange() }
    }

    /// The layout margins as left/right insets for the current layout direction (UIKit's `layoutMargins`).
    public var layoutMargins: EdgeInsets {
        get { directionalMarginsStorage.resolved(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) }
        set {
            directionalMarginsStorage = DirectionalEdgeInsets(newValue, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            layoutInputsDidChange()
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

    /// A guide inset from the view's edges by its margins (UIKit's `layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide {
        if let g = marginsGuideStorage { return g }
        let g = LayoutGuide(kind: .margins, owner: self, identifier: "\(debugName).layoutMarginsGuide")
        marginsGuideStorage = g
        layoutInputsDidChange()
        return g
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

    /// The app's layout direction (UIKit's `UIApplication.userInterfaceLayoutDirection`); left to right by default.
    nonisolated(unsafe) public static var defaultLayoutDirection = LayoutDirection.leftToRight
}
