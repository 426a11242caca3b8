extension AutoresizingMask {
    /// The frame a view with this mask takes when its superview's bounds size changes from
    /// `oldSuperviewSize` to `newSuperviewSize` — UIKit's springs-and-struts rule.
    ///
    /// `frame` is measured from the superview's visible top-left corner (its `bounds.origin`).
    /// Each axis is handled alone. With the leading margin `m₁ = minX`, the length `w = width` and the
    /// trailing margin `m₂ = oldSuperviewWidth − maxX`, the change `Δ = new − old` is shared among the
    /// flexible parts in proportion to their current lengths, as Apple documents for
    /// `UIView.AutoresizingMask` ("the size difference is distributed proportionally among the flexible
    /// portions"): a flexible part of length `p` gets `Δ · p / Σ(flexible lengths)`.
    /// - Parts of negative length (a view hanging outside its superview) weigh as zero.
    /// - When the flexible lengths sum to zero, Δ is split evenly among the flexible parts.
    /// - No flexible part: the view keeps its origin and length (the trailing margin absorbs Δ).
    /// - A flexible length never goes below zero; Trellis clamps it at 0.
    /// - No rounding: UIKit does not round autoresizing results to pixels (frames may be fractional).
    public func resizedFrame(_ frame: Rect, oldSuperviewSize: Size, newSuperviewSize: Size) -> Rect {
        let f = frame.standardized
        let h = Self.resizeAxis(origin: f.origin.x, length: f.size.width,
                                oldContainer: oldSuperviewSize.width, newContainer: newSuperviewSize.width,
                                flexibleLeading: contains(.flexibleLeftMargin),
                                flexibleLength: contains(.flexibleWidth),
                                flexibleTrailing: contains(.flexibleRightMargin))
        let v = Self.resizeAxis(origin: f.origin.y, length: f.size.height,
                                oldContainer: oldSuperviewSize.height, newContainer: newSuperviewSize.height,
                                flexibleLeading: contains(.flexibleTopMargin),
                                flexibleLength: contains(.flexibleHeight),
                                flexibleTrailing: contains(.flexibleBottomMargin))
        return Rect(x: h.origin, y: v.origin, width: h.length, height: v.length)
    }

    /// One axis of the rule; see ``resizedFrame(_:oldSuperviewSize:newSuperviewSize:)``.
    static func resizeAxis(origin: Double, length: Double, oldContainer: Double, newContainer: Double,
                           flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool)
        -> (origin: Double, length: Double) {
        let delta = newContainer - oldContainer
        guard delta != 0, flexibleLeading || flexibleLength || flexibleTrailing else {
            return (origin, length)
        }
        let leading = origin
        let trailing = oldContainer - origin - length
        let flexible: [(on: Bool, length: Double)] = [
            (flexibleLeading, leading), (flexibleLength, length), (flexibleTrailing, trailing),
        ]
        let weights = flexible.map { $0.on ? Swift.max(0, $0.length) : 0 }
        let total = weights.reduce(0, +)
        let count = Double(flexible.filter(\.on).count)
        func share(_ i: Int) -> Double {
            guard flexible[i].on else { return 0 }
            return total > 0 ? delta * weights[i] / total : delta / count
        }
        let newOrigin = origin + share(0)
        let newLength = Swift.max(0, length + share(1))
        return (newOrigin, newLength)
    }
}
