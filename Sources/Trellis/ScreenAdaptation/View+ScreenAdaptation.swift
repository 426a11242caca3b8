extension View {
    /// Scales this view and its descendants from the design width to the screen width
    /// (seed 002's `adaptScreenWidthWithType:exceptViews:`): constraint constants, font sizes
    /// and corner radii, as `kinds` selects.
    ///
    /// - Views whose type is one of `excluding` (or a subclass of one) are not adapted: their
    ///   own installed constraints, font and corner radius stay. With `skippingSubtrees` (the
    ///   default, as in the seed) their descendants are skipped too; without, descendants are
    ///   still visited.
    /// - Applying twice never scales twice: each value remembers its design value (the value
    ///   before the first adaptation) and is always computed from it, so adapting for 414 then
    ///   for 320 gives the 320 values, and adapting for the reference width restores the
    ///   design. A value changed by hand since the last adaptation becomes the new design value.
    /// - Unlike the seed's category, fonts keep their face and weight (the seed replaced them
    ///   with the regular system font), stack views scale their spacing rather than their
    ///   generated constraints, and a constraint's sign is kept (negative constants scale too).
    public func adaptToScreenWidth(_ kinds: AdaptationKinds = .all, excluding: [View.Type] = [],
                                   skippingSubtrees: Bool = true, adapter: ScreenAdapter) {
        let excludedIDs = Set(excluding.map { ObjectIdentifier($0) })
        func isExcluded(_ view: View) -> Bool {
            guard !excludedIDs.isEmpty else { return false }
            var mirror: Mirror? = Mirror(reflecting: view)
            while let m = mirror {
                if excludedIDs.contains(ObjectIdentifier(m.subjectType)) { return true }
                mirror = m.superclassMirror
            }
            return false
        }
        func visit(_ view: View) {
            let excluded = isExcluded(view)
            if !excluded { view.adaptOwnValues(kinds, adapter: adapter) }
            if excluded && skippingSubtrees { return }
            for sub in view.subviews { visit(sub) }
        }
        visit(self)
    }

    /// The same, with the width of the screen of the view's window.
    /// Throws ``ScreenAdaptationError/noScreen(_:)`` when the view is not in a window and
    /// ``ScreenAdaptationError/invalidReferenceWidth(_:)`` for a bad reference width.
    public func adaptToScreenWidth(_ kinds: AdaptationKinds = .all, excluding: [View.Type] = [],
                                   skippingSubtrees: Bool = true,
                                   referenceWidth: Double = ScreenAdapter.defaultReferenceWidth) throws(ScreenAdaptationError) {
        guard let screen = window?.screen else { throw .noScreen(debugName) }
        let adapter = try ScreenAdapter(screen: screen, referenceWidth: referenceWidth)
        adaptToScreenWidth(kinds, excluding: excluding, skippingSubtrees: skippingSubtrees, adapter: adapter)
    }

    /// A design value adapted to the width of this view's screen (seed 002's `AdaptW`); the value
    /// itself when the view is not in a window.
    public func adapted(_ value: Double, referenceWidth: Double = ScreenAdapter.defaultReferenceWidth) -> Double {
        guard let screen = window?.screen, let adapter = try? ScreenAdapter(screen: screen, referenceWidth: referenceWidth) else { return value }
        return adapter.adapted(value)
    }

    /// Adapts this view's own constraints, font and corner radius.
    func adaptOwnValues(_ kinds: AdaptationKinds, adapter: ScreenAdapter) {
        let generated = Set(((self as? StackView)?.arrangementConstraints ?? []).map { ObjectIdentifier($0) })
        if !kinds.isDisjoint(with: [.constraints, .flaggedConstraints]) {
            for c in constraints where !generated.contains(ObjectIdentifier(c)) {
                if kinds.contains(.constraints) || c.adaptsToScreenWidth { c.adaptConstant(adapter) }
            }
        }
        if kinds.contains(.constraints), let stack = self as? StackView { stack.adaptSpacing(adapter) }
        if kinds.contains(.fonts) {
            (self as? Label)?.adaptFont(adapter)
            (self as? Button)?.adaptFont(adapter)
            (self as? TextView)?.adaptFont(adapter)
        }
        if kinds.contains(.cornerRadii) { adaptCornerRadius(adapter) }
    }
}

extension LayoutConstraint {
    /// Scales the constant from its design value to the adapter's screen width (what seed 002's
    /// `adapterScreen = YES` does), remembering the design value so a second call does not
    /// compound.
    public func adaptConstant(_ adapter: ScreenAdapter) {
        constant = screenAdaptationRecord.adapt(.constant, current: constant, adapter: adapter)
    }
}

extension View {
    /// Scales the layer's corner radius from its design value (0 stays 0 until a radius is set).
    func adaptCornerRadius(_ adapter: ScreenAdapter) {
        guard layer.cornerRadius != 0 || screenAdaptation?.remembers(.cornerRadius) == true else { return }
        layer.cornerRadius = screenAdaptationRecord.adapt(.cornerRadius, current: layer.cornerRadius, adapter: adapter)
    }
}
