/// Properties that change what a view's constraints mean without changing the constraints: the
/// constraints concerned are translated again and their solver constraints move in place (a
/// new constant: the alignment insets) or are replaced (new terms: leading becomes right), as
/// UIKit's engine follows them without starting over.
extension LayoutEngine {
    /// `view`'s ``View/alignmentRectInsets`` changed: the constraints naming the view (installed
    /// on it or on an ancestor) and its intrinsic-size constraints are translated again.
    func alignmentRectInsetsDidChange(of view: View) {
        guard !needsRebuild, isManaged(view) else { return }
        let naming: Set<ItemKey> = [ItemKey(view)]
        var host: View? = view
        while let h = host {
            for c in h.constraints where installed[ItemKey(c)] != nil && c.names(naming) { update(c) }
            host = h.superview
        }
        updateIntrinsic(view)
    }

    /// `view`'s ``View/semanticContentAttribute`` changed, so may the layout direction of it and
    /// of its subtree: the constraints on leading or trailing installed in the subtree or above
    /// it are translated again (those measured elsewhere come out the same), and the margins
    /// guides follow their owners' directional margins at the next solve.
    func layoutDirectionDidChange(below view: View) {
        guard !needsRebuild, isManaged(view) else { return }
        func retranslate(_ h: View) {
            for c in h.constraints where installed[ItemKey(c)] != nil
                && (c.firstAttribute.isLeadingOrTrailing || c.secondAttribute.isLeadingOrTrailing) { update(c) }
        }
        view.subtree.forEach(retranslate)
        var above = view.superview
        while let h = above { retranslate(h); above = h.superview }
        guidesNeedRefresh = true
        needsSolve = true
        root.setNeedsLayout()
    }
}
