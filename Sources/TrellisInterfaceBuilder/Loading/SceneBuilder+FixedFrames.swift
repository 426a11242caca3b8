extension SceneBuilder {
    /// A view with `translatesAutoresizingMaskIntoConstraints="NO"` that no constraint of the
    /// document mentions (Xcode marks most such views `fixedFrame="YES"`): no constraint moves
    /// it — Interface Builder gives a view without constraints prototyping constraints at its
    /// frame — so it stays where the nib put it. Trellis keeps its frame by translating it (fixed
    /// margins) instead of leaving a view without constraints ambiguous at the origin. Without
    /// `fixedFrame` too: threema's Ballot, MyIdentity and Settings storyboards (22505–23504) hold
    /// 8 switches and a slider in table cells, appcenter Sasquatch Main (21701) 11 fields,
    /// labels, a switch and a slider, all stored where the nib puts them (threema Ballot's
    /// `eLW-fA-1Hn` at (162, 6)). Only a subview in its superview's `<subviews>`, not an
    /// arranged view of a stack view (the stack places it), a top-level object or a cell (their
    /// container or canvas places them).
    func keepsFixedFrame(_ e: XMLTree, _ shared: ViewAttributes) -> Bool {
        guard !shared.translatesAutoresizingMaskIntoConstraints, e.parent?.name == "subviews",
              e.parent?.parent?.kind != .stackView else { return false }
        return !document.constrainedIDs.contains(shared.id)
    }
}
