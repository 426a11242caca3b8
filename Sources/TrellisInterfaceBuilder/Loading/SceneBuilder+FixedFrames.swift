extension SceneBuilder {
    /// A view Xcode marks `fixedFrame="YES"` with `translatesAutoresizingMaskIntoConstraints="NO"`
    /// and that no constraint of the document mentions: no constraint moves it in UIKit, so it
    /// stays where the nib put it. Trellis keeps its frame by translating it (fixed margins)
    /// instead of leaving a view without constraints ambiguous at the origin.
    func keepsFixedFrame(_ e: XMLTree, id: String) -> Bool {
        guard e["fixedFrame"] == "YES", e["translatesAutoresizingMaskIntoConstraints"] == "NO" else { return false }
        if constrainedIDs == nil {
            var ids = Set<String>()
            for c in document.root.descendants where c.name == "constraint" {
                if let first = c["firstItem"] { ids.insert(first) } else if let owner = c.parent?.parent?["id"] { ids.insert(owner) }
                if let second = c["secondItem"] { ids.insert(second) }
            }
            constrainedIDs = ids
        }
        return !(constrainedIDs?.contains(id) ?? false)
    }
}
