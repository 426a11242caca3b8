/// A DSL chain before its relation: more attributes (`make.leading.trailing`), then
/// `equalTo`, `lessThanOrEqualTo` or `greaterThanOrEqualTo`.
public final class ConstraintMakerExtendable: ConstraintAttributeNames {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Adds attributes to the chain.
    public func adding(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        description.attributes += attributes
        return self
    }

    private func relate(_ relation: LayoutRelation, _ target: LayoutTargetValue?, _ file: StaticString, _ line: UInt) -> ConstraintMakerEditable {
        description.location = "\(file):\(line)"
        if description.relation != nil {
            description.problems.append(.relationAlreadySet)
        } else if let target {
            description.relation = relation
            description.target = target
        } else {
            description.problems.append(.noSuperview)
        }
        return ConstraintMakerEditable(description)
    }

    /// `attribute == target` — a view or guide (same attribute), `other.layout.bottom`, an
    /// anchor, or a constant (a size for width/height; for a location, the distance from the
    /// superview's same attribute).
    @discardableResult
    public func equalTo(_ target: LayoutTarget, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, target.layoutTargetValue, file, line)
    }

    /// `attribute <= target`.
    @discardableResult
    public func lessThanOrEqualTo(_ target: LayoutTarget, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, target.layoutTargetValue, file, line)
    }

    /// `attribute >= target`.
    @discardableResult
    public func greaterThanOrEqualTo(_ target: LayoutTarget, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, target.layoutTargetValue, file, line)
    }

    /// `attribute == superview.attribute`.
    @discardableResult
    public func equalToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, superviewTarget, file, line)
    }

    /// `attribute <= superview.attribute`.
    @discardableResult
    public func lessThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, superviewTarget, file, line)
    }

    /// `attribute >= superview.attribute`.
    @discardableResult
    public func greaterThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, superviewTarget, file, line)
    }

    private var superviewTarget: LayoutTargetValue? {
        description.superview.map { .item($0, attributes: nil) }
    }
}
