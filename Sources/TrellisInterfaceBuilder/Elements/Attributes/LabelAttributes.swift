import Trellis

/// What a `<label>` states about its `UILabel` (its font and colour are read from their child
/// elements, ``SceneBuilder/setFont(_:fallback:_:)``): text, number of lines, alignment, line
/// breaks, `preferredMaxLayoutWidth` and `adjustsFontForContentSizeCategory`.
struct LabelAttributes: ElementAttributes {
    /// UIKit's `text` (an attribute, or a `<string key="text">` child).
    let text: String?
    /// UIKit's `numberOfLines` (0: as many as needed); nil when not written (UIKit's 1) or negative.
    let numberOfLines: Int?
    /// UIKit's `textAlignment`; nil when not written (UIKit's natural).
    let textAlignment: TextAlignment?
    /// UIKit's `lineBreakMode`; nil when not written (UIKit's truncating tail).
    let lineBreakMode: LineBreakMode?
    /// UIKit's `preferredMaxLayoutWidth`; nil when not written, 0 (automatic) or not a finite
    /// number (reported).
    let preferredMaxLayoutWidth: Double?
    /// UIKit's `adjustsFontForContentSizeCategory`.
    let adjustsFontForContentSizeCategory: Bool
    /// UIKit's `adjustsFontSizeToFitWidth` (Trellis's labels do not shrink their text; the text
    /// fidelity analysis leaves such labels out, ``IBDocument/intrinsicWidthLabels(dynamicType:)``).
    let adjustsFontSizeToFitWidth: Bool

    init(_ d: inout AttributeDecoder) {
        text = d.text("text")
        numberOfLines = d.integer("numberOfLines").flatMap { $0 >= 0 ? $0 : nil }
        textAlignment = d.value("textAlignment", readAs: "natural")
        lineBreakMode = d.value("lineBreakMode", LineBreakMode.documentNames, readAs: "truncating tail")
        preferredMaxLayoutWidth = d.finiteNumber("preferredMaxLayoutWidth").flatMap { $0 > 0 ? $0 : nil }
        adjustsFontForContentSizeCategory = d.flag("adjustsFontForContentSizeCategory")
        adjustsFontSizeToFitWidth = d.flag("adjustsFontSizeToFitWidth")
    }
}
