import Trellis

extension SceneBuilder {
    /// A scroll view's content area (UIKit's `contentLayoutGuide`), at content offset zero: its
    /// top-left corner is the scroll view's bounds origin, its size is the content size, left to
    /// the constraints. A ``ScrollView``'s (text views' too, ``TextView``) is its own
    /// ``ScrollView/contentLayoutGuide``; a view of another class gets a guide of the same
    /// geometry here.
    ///
    /// Where the constraints leave the content size undecided, Xcode's canvas shows the content
    /// as large as the scroll view (savoirfairelinux jami CreateAccountViewController.storyboard:
    /// buttons across a content view whose width nothing decides keep their stored widths only
    /// so): a weak preference for the frame's size — priority 2, above the content size a
    /// ``ScrollView`` asks for when none is set in code (zero, at priority 1).
    func makeContentGuide(for scrollView: View, id: String) -> LayoutGuide {
        if let existing = contentGuides[id] { return existing }
        let scroll = scrollView as? ScrollView
        let guide = scroll?.contentLayoutGuide ?? LayoutGuide(identifier: "\(id).contentLayoutGuide")
        if scroll == nil { scrollView.addLayoutGuide(guide) }
        contentGuides[id] = guide
        let corner: [(LayoutAttribute, LayoutPriority)] = scroll == nil ? [(.left, .required), (.top, .required)] : []
        for (attribute, priority) in corner + [(.width, LayoutPriority(2)), (.height, LayoutPriority(2))] {
            do {
                let c = try LayoutConstraint(item: guide, attribute: attribute, relatedBy: .equal, toItem: scrollView,
                                             attribute: attribute, multiplier: 1, constant: 0)
                try c.setPriority(priority)
                try c.activate()
            } catch {
                result.diagnostics.append(Diagnostic(.warning, "unsupported", "content area of scroll view: \(error)", ids: [id]))
            }
        }
        return guide
    }

    /// UIKit's rule for constraints between a scroll view and its content ("Working with Scroll
    /// Views", Auto Layout Guide): edges (and margins) attach to the content area, width, height
    /// and centres to the scroll view's frame. Returns the item to use in place of `item`.
    func scrollContentSubstitute(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem {
        // The elements of ``ElementKind/isScrollView`` kinds are all read into a `ScrollView`: the class is checked
        // first, which rules out most items without looking their element up.
        guard let scroll = item as? ScrollView, let id = scroll.accessibilityIdentifier,
              let element = elements[id], element.kind?.isScrollView == true,
              let other, let otherView = (other as? View) ?? (other as? LayoutGuide)?.owningView,
              otherView !== scroll, isDescendant(otherView, of: scroll) else { return item }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: return makeContentGuide(for: scroll, id: id)
        default: return item
        }
    }

    func isDescendant(_ view: View, of ancestor: View) -> Bool {
        var v = view.superview
        while let current = v {
            if current === ancestor { return true }
            v = current.superview
        }
        return false
    }
}
