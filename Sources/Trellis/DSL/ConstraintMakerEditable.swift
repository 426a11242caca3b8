/// A DSL chain after its relation: adjust the constant, multiplier, priority and label.
/// Offsets and insets add up; `multipliedBy`/`dividedBy` replace the multiplier (which is
/// ignored when the target is a constant).
public final class ConstraintMakerEditable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    private func check(_ value: Double, _ what: String) -> Bool {
        guard value.isFinite else { description.problems.append(.invalidValue("\(what) \(value) is not a finite number")); return false }
        return true
    }

    /// Adds `amount` to the constant of every attribute of the chain.
    @discardableResult
    public func offset(_ amount: Double) -> ConstraintMakerEditable {
        if check(amount, "offset") { description.offset += amount }
        return self
    }

    /// Moves edges inward by `amount`: +amount for top/left/leading, −amount for
    /// bottom/right/trailing, −2×amount for width/height, 0 for centres.
    @discardableResult
    public func inset(_ amount: Double) -> ConstraintMakerEditable {
        inset(EdgeInsets(top: amount, left: amount, bottom: amount, right: amount))
    }

    /// Moves each edge inward by its inset (leading uses `left`, trailing `right`); width and
    /// height shrink by both sides; centres shift by half the difference.
    @discardableResult
    public func inset(_ insets: EdgeInsets) -> ConstraintMakerEditable {
        guard check(insets.top, "inset") && check(insets.left, "inset") && check(insets.bottom, "inset") && check(insets.right, "inset") else { return self }
        description.insets.top += insets.top
        description.insets.left += insets.left
        description.insets.bottom += insets.bottom
        description.insets.right += insets.right
        return self
    }

    /// Sets the multiplier: `attribute == target × factor + constant`.
    @discardableResult
    public func multipliedBy(_ factor: Double) -> ConstraintMakerEditable {
        if check(factor, "multiplier") { description.multiplier = factor }
        return self
    }

    /// Sets the multiplier to `1 / divisor`; a zero divisor is an error.
    @discardableResult
    public func dividedBy(_ divisor: Double) -> ConstraintMakerEditable {
        if divisor == 0 {
            description.problems.append(.invalidValue("cannot divide by 0"))
        } else if check(divisor, "divisor") {
            description.multiplier = 1 / divisor
        }
        return self
    }

    /// Sets the priority (1…1000; default required). Only ``ConstraintMakerFinalizable/labeled(_:)``
    /// may follow, as in SnapKit.
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> ConstraintMakerFinalizable {
        if priority.isValid { description.priority = priority } else { description.problems.append(.invalidPriority(priority.rawValue)) }
        return ConstraintMakerFinalizable(description)
    }

    /// Names the constraints: the label becomes each constraint's `identifier`, shown in its
    /// description, in layout diagnostics and in DSL errors. Ends the chain, as in SnapKit.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        ConstraintMakerFinalizable(description).labeled(label)
    }
}
