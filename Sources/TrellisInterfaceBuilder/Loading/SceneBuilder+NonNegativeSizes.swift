import Trellis

extension SceneBuilder {
    /// On Xcode's canvas no view laid out by its constraints ends up with a negative width or
    /// height (``CanvasRule/canvasNonNegativeSizes``): after the layout cycle, a view whose
    /// constraints make a side negative gets a required `≥ 0` constraint on that side and the
    /// scene is laid out again, until no view is negative (each round holds at least one more
    /// side, so the rounds end: at most two per view). Where the document's own required
    /// constraints leave no room for it, the hold is broken quietly
    /// (``LayoutConstraint/reportsConflicts``): it is Trellis's, not a conflict of the document.
    /// At run time (`layout(device:)`) UIKit's engine keeps what the constraints say, negative
    /// or not, and so does Trellis.
    func holdNegativeSizesAtZero(_ top: View) {
        guard simulatesCanvas, CanvasRule.canvasNonNegativeSizes.applies(to: document.tools) else { return }
        var heldSides: [LayoutAttribute: Set<ObjectIdentifier>] = [:]
        while true {
            var added = false
            for entry in result.entries where !entry.view.translatesAutoresizingMaskIntoConstraints {
                let size = entry.view.frame.size
                guard size.width < -0.01 || size.height < -0.01 else { continue }
                for (attribute, value) in [(LayoutAttribute.width, size.width), (.height, size.height)] where value < -0.01 {
                    guard heldSides[attribute, default: []].insert(ObjectIdentifier(entry.view)).inserted else { continue }
                    do {
                        let hold = try LayoutConstraint(item: entry.view, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
                                                    attribute: .notAnAttribute, multiplier: 1, constant: 0)
                        hold.reportsConflicts = false
                        try hold.activate()
                        added = true
                    } catch {
                        continue
                    }
                }
            }
            guard added else { break }
            top.setNeedsLayout()
            top.layoutIfNeeded()
        }
    }
}
