/// A translated view that nothing else in its hierarchy refers to, laid out by the engine without
/// solver variables: its frame is the same linear function of its superview's frame that its
/// autoresizing constraints would state (``AutoresizedAxis``), evaluated when the engine writes
/// frames back.
///
/// Such a view — `translatesAutoresizingMaskIntoConstraints`, no subviews, no constraints naming
/// it, no layout guides, no intrinsic content size, a plain ``View`` — can neither conflict with
/// anything nor change another view's frame: its four constraints would only define its four
/// variables. Springs-and-struts documents are mostly such views (a storyboard of 100,000 of them
/// spent a quarter of its time and most of its memory on their 400,000 solver constraints). A leaf
/// becomes an ordinary item (variables and constraints, ``LayoutEngine/materialize(_:)``) as soon
/// as something needs its variables: a constraint naming it, a subview, a guide, an intrinsic size.
final class AutoresizedLeaf {
    var horizontal: AutoresizedAxis
    var vertical: AutoresizedAxis
    /// The superview the functions are of.
    var superview: ItemKey

    init(of view: View, in superview: View) {
        (horizontal, vertical) = AutoresizedAxis.axes(of: view, in: superview)
        self.superview = ItemKey(superview)
    }

    /// Makes the functions again from the view's frame and mask.
    func update(_ view: View, in superview: View) {
        (horizontal, vertical) = AutoresizedAxis.axes(of: view, in: superview)
        self.superview = ItemKey(superview)
    }

    /// Whether the leaf's position and size are fixed across and down, given whether its
    /// superview's left, width, top and height are (four answers), as the solver decides for the
    /// leaf's constraints; nil when that does not decide.
    func fixedAxes(superview answers: ArraySlice<Bool>) -> (horizontal: Bool, vertical: Bool)? {
        let k = answers.startIndex
        guard let h = horizontal.isFixed(position: answers[k], length: answers[k + 1]),
              let v = vertical.isFixed(position: answers[k + 2], length: answers[k + 3]) else { return nil }
        return (h, v)
    }

    /// Whether `view` can be laid out as a leaf under a superview with variables, provided no
    /// constraint of the hierarchy names it (``LayoutEngine/autoresizedLeaves(among:)`` checks that).
    static func qualifies(_ view: View) -> Bool {
        type(of: view) == View.self && view.translatesAutoresizingMaskIntoConstraints && view.subviews.isEmpty
            && view.constraints.isEmpty && view.layoutGuides.isEmpty && !view.hasInsetsGuide
            && view.explicitIntrinsicContentSize == nil
    }
}

/// One axis of a translated frame as linear functions of the superview's position `P` and length
/// `L` on that axis (in the engine's space): position = `positionOffset + P + positionShare·L`,
/// length = `lengthOffset + lengthShare·L` — the autoresizing constraints' equations, whose shares
/// are ``Autoresizing``'s.
struct AutoresizedAxis {
    var positionShare, positionOffset, lengthShare, lengthOffset: Double

    /// The axis of a frame part `x`, `w` in a superview of length `parentLength`, with the
    /// leading margin, length and trailing margin flexible as `flexible` says.
    init(position x: Double, length w: Double, parentLength: Double, flexible: [Bool]) {
        // Each flexible part p becomes p + (L' − L)·share: linear in the parent's length L'.
        let parts = [x, w, parentLength - x - w]
        let shares = Autoresizing.shares(of: parts, flexible: flexible)
        positionShare = shares[0]; lengthShare = shares[1]
        positionOffset = parts[0] - parentLength * shares[0]
        lengthOffset = parts[1] - parentLength * shares[1]
    }

    /// Both axes of a translated view's current frame in its superview.
    static func axes(of view: View, in parent: View) -> (horizontal: AutoresizedAxis, vertical: AutoresizedAxis) {
        let f = view.untransformedFrame, size = parent.bounds.size, mask = view.autoresizingMask
        return (AutoresizedAxis(position: f.minX, length: f.width, parentLength: size.width,
                                flexible: [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)]),
                AutoresizedAxis(position: f.minY, length: f.height, parentLength: size.height,
                                flexible: [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)]))
    }

    /// Whether position and length are both fixed, given whether the superview's are, as the
    /// solver decides a definition: a sum of fixed terms is fixed; a non-zero multiple of one term
    /// that is not, plus fixed ones, is not. Nil when the superview's position and length both
    /// may move and the position takes both (they could cancel).
    func isFixed(position: Bool, length: Bool) -> Bool? {
        if !position && !length && positionShare != 0 { return nil }
        return position && (length || positionShare == 0) && (length || lengthShare == 0)
    }

    /// The position and length for a superview at `position`, `length`, added in the order the
    /// solver evaluates the same equations (constant first, then each term), so that a leaf's
    /// frame is the one its constraints would give, to the last bit.
    func values(parentPosition position: Double, parentLength length: Double) -> (position: Double, length: Double) {
        var p = positionOffset
        p += position
        if positionShare != 0 { p += positionShare * length }
        var l = lengthOffset
        if lengthShare != 0 { l += lengthShare * length }
        return (p, l)
    }
}
