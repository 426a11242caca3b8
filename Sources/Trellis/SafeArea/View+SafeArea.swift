extension View {
    /// How far the safe area is inset from the view's edges (UIKit's `safeAreaInsets`): the part
    /// of the view covered by the window's unsafe edges (status bar, notch, home indicator), from
    /// the frames of the last layout pass. A window's insets are its screen's; a view with
    /// ``simulatedSafeAreaInsets`` has those, and its subviews measure from it.
    public var safeAreaInsets: EdgeInsets {
        if let simulated = simulatedSafeAreaInsets { return simulated }
        if let w = self as? Window { return w.screen.safeAreaInsets }
        var ancestor = superview
        while let a = ancestor, !(a is Window), a.simulatedSafeAreaInsets == nil { ancestor = a.superview }
        guard let anchor = ancestor else { return .zero }
        let safe = anchor.bounds.inset(by: anchor.safeAreaInsets)
        let mine = convert(bounds, to: anchor)
        return EdgeInsets(top: max(0, min(safe.minY - mine.minY, mine.height)),
                          left: max(0, min(safe.minX - mine.minX, mine.width)),
                          bottom: max(0, min(mine.maxY - safe.maxY, mine.height)),
                          right: max(0, min(mine.maxX - safe.maxX, mine.width)))
    }

    /// A guide covering the part of the view inside the safe area (UIKit's `safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = safeAreaGuideStorage { return g }
        let g = LayoutGuide(kind: .safeArea, owner: self, identifier: "\(debugName).safeAreaLayoutGuide")
        safeAreaGuideStorage = g
        rootView.engineStorage?.didAddInsetsGuide(of: self)
        setNeedsLayout()
        return g
    }
}
