import Trellis

/// What every view element of an Interface Builder document states about its `UIView`, decoded
/// once from the XML into UIKit's types: its id and kind, the frame Xcode stored
/// (`<rect key="frame">`), `autoresizingMask`, `translatesAutoresizingMaskIntoConstraints`,
/// `isHidden`, `clipsToBounds`, content hugging and compression-resistance priorities, layout
/// margins and `semanticContentAttribute`. ``SceneBuilder/makeView(_:superviewID:)`` applies it to
/// every view; the readers of each kind read what only their kind has.
///
/// A value Interface Builder did not write keeps UIKit's default (nil or the default stated
/// below); a malformed number is ignored, as Interface Builder would not write one.
struct ViewAttributes {
    /// The element's document id (``SceneBuilder/documentID(of:)``).
    let id: String
    /// The element's kind, nil for an element Trellis does not know.
    let kind: ElementKind?
    /// The frame Xcode stored, nil when none (or a malformed or non-finite one) is written.
    let storedFrame: Rect?
    /// `translatesAutoresizingMaskIntoConstraints`: true unless the document says `NO`.
    let translatesAutoresizingMaskIntoConstraints: Bool
    /// The `<autoresizingMask>` written, nil when none is (the view keeps UIKit's default).
    let autoresizingMask: AutoresizingMask?
    /// `isHidden` for the scene's size classes (a matching `<variation>` overrides the element's own value).
    let isHidden: Bool
    /// `clipsToBounds` (`clipsSubviews="YES"`).
    let clipsToBounds: Bool
    /// Content hugging priorities written, per axis; nil where the document writes none.
    let contentHuggingPriority: (horizontal: LayoutPriority?, vertical: LayoutPriority?)
    /// Compression-resistance priorities written, per axis; nil where the document writes none.
    let contentCompressionResistancePriority: (horizontal: LayoutPriority?, vertical: LayoutPriority?)
    /// `layoutMargins` (`<edgeInsets key="layoutMargins">`), nil when not written.
    let layoutMargins: EdgeInsets?
    /// `directionalLayoutMargins` (`<directionalEdgeInsets key="directionalLayoutMargins">`), nil when not written.
    let directionalLayoutMargins: DirectionalEdgeInsets?
    /// `preservesSuperviewLayoutMargins` (UIKit's default false unless `YES`).
    let preservesSuperviewLayoutMargins: Bool
    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default true unless `NO`).
    let insetsLayoutMarginsFromSafeArea: Bool
    /// The `semanticContentAttribute` name written, nil when none; ``semanticContentAttribute``
    /// is nil for a name UIKit does not have (reported by ``SceneBuilder/makeView(_:superviewID:)``
    /// through ``SceneBuilder/readingUnknownValues(_:of:id:)``).
    let semanticContentAttributeName: String?
    /// UIKit's `semanticContentAttribute` for ``semanticContentAttributeName``.
    let semanticContentAttribute: SemanticContentAttribute?
    /// What Xcode wrote about the view on its own canvas (`misplaced`, `ambiguous`).
    let xcodeFlags: XcodeFlags
    /// Whether Xcode flagged the view as misplaced (`misplaced="YES"`).
    var isMisplacedInDocument: Bool { xcodeFlags.isMisplaced }
    /// Whether Xcode flagged the view as ambiguous (`ambiguous="YES"`).
    var isAmbiguousInDocument: Bool { xcodeFlags.isAmbiguous }
    /// Whether Xcode flagged the view as misplaced or ambiguous.
    var isFlaggedInDocument: Bool { xcodeFlags.isFlagged }

    /// The attributes of `e` for size classes `traits`; nil for an element without a document id.
    init?(_ e: XMLTree, traits: TraitCollection) {
        guard let id = SceneBuilder.documentID(of: e) else { return nil }
        self.init(e, id: id, traits: traits)
    }

    /// The attributes of `e`, whose document id is `id`, for size classes `traits`.
    init(_ e: XMLTree, id: String, traits: TraitCollection) {
        self.id = id
        kind = e.kind
        storedFrame = IBScene.rect(e.child("rect", key: "frame"))
        translatesAutoresizingMaskIntoConstraints = ViewAttributes.translatesAutoresizingMask(e)
        autoresizingMask = e.child("autoresizingMask", key: "autoresizingMask").map { m in
            ViewAttributes.autoresizingFlags.reduce(into: AutoresizingMask()) { mask, flag in
                if AttributeDecoder.flag(m[flag.name]) == true { mask.insert(flag.mask) }
            }
        }
        isHidden = ViewAttributes.isHidden(e, traits: traits)
        clipsToBounds = AttributeDecoder.flag(e["clipsSubviews"]) ?? false
        func priority(_ name: String) -> LayoutPriority? { e[name].flatMap(Double.init).map { LayoutPriority($0) } }
        contentHuggingPriority = (priority("horizontalHuggingPriority"), priority("verticalHuggingPriority"))
        contentCompressionResistancePriority = (priority("horizontalCompressionResistancePriority"), priority("verticalCompressionResistancePriority"))
        func number(_ m: XMLTree, _ name: String) -> Double { m[name].flatMap(Double.init) ?? 0 }
        layoutMargins = e.child("edgeInsets", key: "layoutMargins").map {
            EdgeInsets(top: number($0, "top"), left: number($0, "left"), bottom: number($0, "bottom"), right: number($0, "right"))
        }
        directionalLayoutMargins = e.child("directionalEdgeInsets", key: "directionalLayoutMargins").map {
            DirectionalEdgeInsets(top: number($0, "top"), leading: number($0, "leading"), bottom: number($0, "bottom"), trailing: number($0, "trailing"))
        }
        preservesSuperviewLayoutMargins = AttributeDecoder.flag(e["preservesSuperviewLayoutMargins"]) ?? false
        insetsLayoutMarginsFromSafeArea = AttributeDecoder.flag(e["insetsLayoutMarginsFromSafeArea"]) ?? true
        semanticContentAttributeName = e["semanticContentAttribute"]
        semanticContentAttribute = semanticContentAttributeName.flatMap { SceneBuilder.semanticContentAttributes[$0] }
        xcodeFlags = XcodeFlags(e)
    }

    /// `translatesAutoresizingMaskIntoConstraints` of `e`: true unless the document says `NO`.
    /// Read for ``translatesAutoresizingMaskIntoConstraints`` and by
    /// ``ConstraintPins/placesByConstraintsAlone(_:id:)``.
    static func translatesAutoresizingMask(_ e: XMLTree) -> Bool {
        AttributeDecoder.flag(e["translatesAutoresizingMaskIntoConstraints"]) ?? true
    }

    /// `isHidden` of `e` for size classes `traits` (a matching `<variation>` overrides the
    /// element's own `hidden`): true only for `YES`. Read for ``isHidden`` and again when a
    /// rotation changes the size classes (``SizeClassVariations``).
    static func isHidden(_ e: XMLTree, traits: TraitCollection) -> Bool {
        AttributeDecoder.flag(traits.value(e, "hidden")) ?? false
    }

    /// Interface Builder's `<autoresizingMask>` attribute names and UIKit's flags.
    static let autoresizingFlags: [(name: String, mask: AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
}
