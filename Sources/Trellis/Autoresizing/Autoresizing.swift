/// The springs-and-struts rule for one axis.
///
/// The axis of a subview is three parts: the leading margin (`x`), the length (`w`) and the
/// trailing margin (`parent − x − w`). When the parent's length changes by `Δ`, the flexible parts
/// share `Δ` **in proportion to their current lengths** (Apple's UIView documentation: "the
/// view's size is adjusted proportionally"; AppKit does the same — GNUstep's tests record
/// x = 10, width 30 in 100 → 200 with flexible left and right margins giving x ≈ 24.29, shown
/// as 24). When every flexible part has length zero, `Δ` is split evenly among them. With no
/// flexible part, the trailing margin absorbs the change. A part of negative length (a view hanging
/// outside its superview) weighs zero, so the shares stay bounded, and a length never goes below
/// zero.
///
/// Results are exact (no rounding here); ``View`` floors the resulting edges to its screen's
/// pixel grid, or to whole points when the view is not on a screen, and keeps the exact frame as
/// the source of the next resize.
public enum Autoresizing {
    /// The new (position, length) on one axis.
    public static func resize(position x: Double, length w: Double, oldParent: Double, newParent: Double,
                              flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool) -> (position: Double, length: Double) {
        let delta = newParent - oldParent
        var parts = [x, w, oldParent - x - w]
        let flexible = [flexibleLeading, flexibleLength, flexibleTrailing]
        guard flexible.contains(true), delta != 0 else { return (x, w) }
        let shares = shares(of: parts, flexible: flexible)
        for i in 0..<3 { parts[i] += delta * shares[i] }
        return (parts[0], max(0, parts[1]))
    }

    /// The share of a change of the parent's length each part of an axis takes (leading margin,
    /// length, trailing margin): flexible parts in proportion to their lengths, a negative part
    /// weighing zero; evenly when every flexible part weighs zero; zero for a fixed part. The
    /// shares of an axis with a flexible part sum to 1. Auto Layout's autoresizing constraints
    /// use the same shares as coefficients of the parent's length.
    static func shares(of parts: [Double], flexible: [Bool]) -> [Double] {
        let count = Double(flexible.filter { $0 }.count)
        let weights: [Double] = (0..<3).map { flexible[$0] ? max(0, parts[$0]) : 0 }
        let total = weights[0] + weights[1] + weights[2]
        return (0..<3).map { i in
            guard flexible[i] else { return 0 }
            return total > 0 ? weights[i] / total : 1 / count
        }
    }

    /// A subview's new frame after its superview's bounds size changed from `old` to `new`.
    public static func frame(_ frame: Rect, mask: AutoresizingMask, oldSuperviewSize old: Size, newSuperviewSize new: Size) -> Rect {
        let h = resize(position: frame.origin.x, length: frame.size.width, oldParent: old.width, newParent: new.width,
                       flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                       flexibleTrailing: mask.contains(.flexibleRightMargin))
        let v = resize(position: frame.origin.y, length: frame.size.height, oldParent: old.height, newParent: new.height,
                       flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                       flexibleTrailing: mask.contains(.flexibleBottomMargin))
        return Rect(x: h.position, y: v.position, width: h.length, height: v.length)
    }
}
