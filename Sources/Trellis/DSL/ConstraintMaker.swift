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
    /// The view being constrained.
    public let view: View
    var descriptions: [ConstraintDescription] = []

    init(view: View) { self.view = view }

    /// Starts a chain for `attributes` of ``view``.
    public func adding(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        let d = ConstraintDescription(view: view, attributes: attributes)
        descriptions.append(d)
        return ConstraintMakerExtendable(d)
    }

    /// `width == height × width/height`: a fixed aspect ratio, e.g. `aspectRatio(16, to: 9)`.
    /// Both numbers must be positive and finite.
    @discardableResult
    public func aspectRatio(_ width: Double, to height: Double, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        let d = ConstraintDescription(view: view, attributes: [.width])
        d.relation = .equal
        d.target = .item(view, attributes: [.height])
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
