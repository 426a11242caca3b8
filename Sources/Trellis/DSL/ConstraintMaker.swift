/// The `make` of `view.makeConstraints { make in … }`: each attribute name starts a chain
/// that becomes one constraint per attribute.
///
/// ```swift
/// try title.makeConstraints { make in
///     make.leading.trailing.equalToSuperview()
///     make.top.equalToSuperview()
///     make.height.equalTo(55).labeled("title.height")
/// }
/// try pager.makeConstraints { make in
///     make.top.equalTo(title.layout.bottom).offset(8)
///     make.aspectRatio(4, to: 1)
/// }
/// ```
public final class ConstraintMaker: ConstraintAttributeNames {
    /// The view or layout guide being constrained.
    public let item: LayoutItem
    var descriptions: [ConstraintDescription] = []

    init(item: LayoutItem) { self.item = item }

    /// Starts a chain for `attributes` of ``item``.
    public func adding(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        let d = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(d)
        return ConstraintMakerExtendable(d)
    }

    /// `width == height × width/height`: a fixed aspect ratio, e.g. `aspectRatio(16, to: 9)`.
    /// Both numbers must be positive and finite.
    @discardableResult
    public func aspectRatio(_ width: Double, to height: Double, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        let d = ConstraintDescription(item: item, attributes: [.width])
        d.relation = .equal
        d.target = .item(item, attributes: [.height])
        d.location = "\(file):\(line)"
        if width.isFinite && height.isFinite && width > 0 && height > 0 {
            d.multiplier = width / height
        } else {
            d.problems.append(.invalidValue("aspect ratio \(formatPoints(width)):\(formatPoints(height)) must use positive finite numbers"))
        }
        descriptions.append(d)
        return ConstraintMakerEditable(d)
    }

    /// Every chain's constraints, inactive; throws the first mistake.
    func constraints() throws(ConstraintDSLError) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for d in descriptions { result += try d.constraints() }
        return result
    }
}
