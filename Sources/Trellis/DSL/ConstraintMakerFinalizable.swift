/// A DSL chain after its priority (SnapKit's `ConstraintMakerFinalizable`): only a label can
/// follow, so half-sentences such as `.priority(750).offset(8)` do not compile — the constant and
/// multiplier come before the priority, as in SnapKit.
public final class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Names the constraints: the label becomes each constraint's `identifier`, shown in its
    /// description, in layout diagnostics and in DSL errors.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }
}
