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
        axis = d.value("axis", of: d.varying("axis"), readAs: "horizontal") ?? .horizontal
        distribution = d.value("distribution", of: d.varying("distribution"), readAs: "fill", StackView.Distribution.init(documentName:)) ?? .fill
        alignment = d.value("alignment", of: d.varying("alignment"), readAs: "fill", StackView.Alignment.init(documentName:)) ?? .fill
        let standard = d.value("spacingType", Self.spacingTypes, readAs: "custom") ?? false
        let spacing = d.number("spacing", value: d.varying("spacing"))
        self.spacing = standard ? 8 : spacing ?? 0
        isBaselineRelativeArrangement = d.flag("baselineRelativeArrangement")
        isLayoutMarginsRelativeArrangementWritten = d.flag("layoutMarginsRelativeArrangement")
        hasVariations = d.element.children.contains { $0.name == "variation" }
    }

    /// `spacingType`: `standard` is UIKit's standard spacing.
    static let spacingTypes: [String: Bool] = ["standard": true, "custom": false]
}
