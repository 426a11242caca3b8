import Trellis

/// What a `<stackView>` states about its `UIStackView` for the scene's size classes (a matching
/// `<variation>` overrides `axis`, `distribution`, `alignment` and `spacing`): axis,
/// distribution, alignment, spacing and the two arrangement flags.
struct StackViewAttributes: ElementAttributes {
    /// UIKit's `axis`; horizontal when not written.
    let axis: LayoutAxis
    /// UIKit's `distribution`; `fill` when not written (or unknown).
    let distribution: StackView.Distribution
    /// UIKit's `alignment`; `fill` when not written (or unknown).
    let alignment: StackView.Alignment
    /// UIKit's `spacing`: `spacingType="standard"` is UIKit's standard 8, else `spacing` (0 when not written).
    let spacing: Double
    /// UIKit's `isBaselineRelativeArrangement` (`baselineRelativeArrangement="YES"`).
    let isBaselineRelativeArrangement: Bool
    /// `layoutMarginsRelativeArrangement="YES"` (Xcode never writes it; stored margins decide,
    /// ``SceneBuilder/readStackView(_:_:shared:)``).
    let isLayoutMarginsRelativeArrangementWritten: Bool
    /// Whether a `<variation>` of the stack view sets anything (it is re-applied on rotation).
    let hasVariations: Bool

    init(_ d: inout AttributeDecoder) {
        axis = d.value("axis", of: d.varying("axis"), Self.axes, readAs: "horizontal") ?? .horizontal
        distribution = d.value("distribution", of: d.varying("distribution"), Self.distributions, readAs: "fill") ?? .fill
        alignment = d.value("alignment", of: d.varying("alignment"), Self.alignments, readAs: "fill") ?? .fill
        let standard = d.value("spacingType", Self.spacingTypes, readAs: "custom") ?? false
        let spacing = d.number("spacing", value: d.varying("spacing"))
        self.spacing = standard ? 8 : spacing ?? 0
        isBaselineRelativeArrangement = d.flag("baselineRelativeArrangement")
        isLayoutMarginsRelativeArrangementWritten = d.flag("layoutMarginsRelativeArrangement")
        hasVariations = d.element.children.contains { $0.name == "variation" }
    }

    /// Interface Builder's names of the axes (it leaves a horizontal stack's out).
    static let axes: [String: LayoutAxis] = ["horizontal": .horizontal, "vertical": .vertical]
    /// UIKit's distributions by Interface Builder's names (``StackView/Distribution/init(documentName:)``).
    static let distributions: [String: StackView.Distribution] = Dictionary(uniqueKeysWithValues:
        StackView.Distribution.allCases.compactMap { d in StackView.Distribution(documentName: d.rawValue).map { (d.rawValue, $0) } })
    /// UIKit's alignments by Interface Builder's names (`top` and `bottom` for leading and
    /// trailing, ``StackView/Alignment/init(documentName:)``).
    static let alignments: [String: StackView.Alignment] = {
        var names: [String: StackView.Alignment] = [:]
        for a in StackView.Alignment.allCases { names[a.rawValue] = a }
        for name in ["top", "bottom"] { names[name] = StackView.Alignment(documentName: name) }
        return names
    }()
    /// `spacingType`: `standard` is UIKit's standard spacing.
    static let spacingTypes: [String: Bool] = ["standard": true, "custom": false]
}
