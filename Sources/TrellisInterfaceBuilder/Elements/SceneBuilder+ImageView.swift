import Trellis

extension SceneBuilder {
    /// `<imageView>`: `UIImageView` with the image its ``ImageViewAttributes`` name, at the size
    /// ``image(_:pointSize:)`` gives (`<resources>`'s, or an SF
    /// Symbol's estimate).
    func readImageView(_ e: XMLTree, _ a: ImageViewAttributes, shared: ViewAttributes) -> ImageView {
        let iv = ImageView()
        if let named = a.image {
            if var image = image(named) {
                if image.isSymbol, let insets = symbolAlignmentInsets(e, id: shared.id, stored: shared.storedFrame) {
                    image.alignmentRectInsets = insets
                }
                iv.image = image
            } else {
                result.diagnostics.append(Diagnostic(.warning, "unknown-image", "image '\(named.name)' has no size in <resources>", ids: [shared.id]))
            }
        }
        return iv
    }

    /// The alignment insets of the SF Symbol an image view shows, read from its stored frame
    /// (``CanvasRule/symbolAlignmentInsets``): on an axis whose length one of the view's own
    /// constraints sets (`width` or `height` equal to a constant, required, without size-class
    /// variations), the stored frame's length less that constant, half on each side (negative:
    /// the frame inside its alignment rectangle). UIKit takes an image view's alignment insets
    /// from its image, and a symbol's are its glyph's metrics, which Trellis does not have; they
    /// do not depend on the view's size. Where no constant sets the height but the view's own
    /// aspect ratio ties it to the width (``ownAspectRatio(_:id:)``), the vertical insets are the
    /// stored height less the ratio of the alignment width, the width constant or else the stored
    /// width (``CanvasRule/symbolInsetsThroughAspectRatio``). Nil when no axis is so set, or the
    /// stored frame is its length.
    func symbolAlignmentInsets(_ e: XMLTree, id: String, stored: Rect?) -> EdgeInsets? {
        guard let stored, CanvasRule.symbolAlignmentInsets.applies(to: tools) else { return nil }
        // The view's own constraints that can set a length: required equalities without
        // size-class variations.
        let own = (e.child("constraints")?.children ?? []).compactMap(\.constraint).filter {
            $0.problems.isEmpty && ($0.firstItem == nil || $0.firstItem == id) && $0.values.relation == .equal
                && $0.values.effectivePriority == .required && $0.variations.isEmpty
        }
        func constant(_ attribute: LayoutAttribute) -> Double? {
            let constants = own.filter { $0.firstAttribute == attribute && $0.secondAttribute == nil && $0.secondItem == nil }
            return constants.count == 1 ? constants[0].values.constant : nil
        }
        let width = constant(.width), height = constant(.height)
        let across = width.map { (stored.width - $0) / 2 } ?? 0
        var along = height.map { (stored.height - $0) / 2 } ?? 0
        // An own aspect ratio sets the alignment rectangle's height from its width: the width
        // constant's, else the stored width (a symbol's horizontal insets are 0,
        // ``CanvasRule/symbolInsetsThroughAspectRatio``).
        if height == nil, CanvasRule.symbolInsetsThroughAspectRatio.applies(to: tools),
           let ratio = ownAspectRatio(own, id: id) {
            let alignmentWidth = width ?? stored.width
            let alignmentHeight = ratio.heightFollowsWidth
                ? ratio.multiplier * alignmentWidth + ratio.constant
                : (alignmentWidth - ratio.constant) / ratio.multiplier
            if alignmentHeight > 0 { along = (stored.height - alignmentHeight) / 2 }
        }
        guard abs(across) > 1e-9 || abs(along) > 1e-9 else { return nil }
        return EdgeInsets(top: along, left: across, bottom: along, right: across)
    }

    /// The view's own aspect-ratio constraint among `own`, its required equalities without
    /// size-class variations (`width` = multiplier × `height` + constant, or `height` =
    /// multiplier × `width` + constant, both items the view); nil unless exactly one.
    /// `heightFollowsWidth` when the height is its first attribute.
    private func ownAspectRatio(_ own: [ConstraintElement], id: String) -> (multiplier: Double, constant: Double, heightFollowsWidth: Bool)? {
        let ratios = own.filter {
            $0.secondItem == id && [.width, .height].contains($0.firstAttribute) && [.width, .height].contains($0.secondAttribute)
                && $0.firstAttribute != $0.secondAttribute && $0.values.multiplier > 0
        }
        guard ratios.count == 1 else { return nil }
        return (ratios[0].values.multiplier, ratios[0].values.constant, ratios[0].firstAttribute == .height)
    }

    /// The image `a` names at its size in points: `<resources>`'s, or for an SF Symbol
    /// (`catalog="system"`) the size ``symbolImageSize(normalized:pointSize:scale:)`` estimates
    /// from the symbol configuration (its point size, else `pointSize`) and its scale.
    /// `nil` when `<resources>` gives the image no size.
    func image(_ a: ImageAttributes, pointSize: Double = SceneBuilder.defaultSymbolPointSize) -> Image? {
        let name = a.name
        guard var size = document.images[name] else { return nil }
        if document.systemImages.contains(name) {
            size = SceneBuilder.symbolImageSize(normalized: size, pointSize: a.symbolPointSize ?? pointSize, scale: a.symbolScale)
        }
        return Image(name: name, size: size, isSymbol: document.systemImages.contains(name))
    }

    /// UIKit's default symbol point size: a symbol image without a configuration takes the body
    /// text style's 17 points.
    static let defaultSymbolPointSize = 17.0
    /// The longer side of a symbol image at medium scale, per point of its point size. Xcode
    /// stores no symbol's real size: `<image catalog="system">` in `<resources>` gives the
    /// symbol's proportions scaled to 128 on the longer side. Measured from image views that
    /// Xcode stored at their symbol's size at 17 points: info.circle 20 × 19 (nRF Mesh),
    /// qrcode.viewfinder 20.5 × 18.5 (threema MyIdentity), trash 19.5 × 20.5 (siskin), tag.fill
    /// 22.7 × 21 and rectangle.portrait.and.arrow.right 23.3 × 20 (tinode Main); at 20 points
    /// circle is 24 wide (safe-ios Passcode). Symbols differ (without Apple's glyph metrics a
    /// symbol's own size is not known), so this is an estimate: 1.2 points per point.
    static let symbolLongerSidePerPoint = 1.2

    /// How much larger a symbol is at a symbol scale than at medium (`UIImage.SymbolScale`;
    /// `default` is medium). Estimates from stored frames: exclamationmark.triangle.fill small at
    /// 17 points is 17 wide (orbot Main: 0.83 of the medium estimate); large, checkerboard.shield
    /// and lock.shield are 25.7 high and plus 23.3 wide (tinode Main: 1.26, 1.26, 1.14).
    static let symbolScaleFactors: [String: Double] = ["small": 0.83, "medium": 1, "default": 1, "unspecified": 1, "large": 1.22]

    /// The size of an SF Symbol image: the stored proportions with the longer side
    /// ``symbolLongerSidePerPoint`` times the point size times the scale's factor
    /// (``symbolScaleFactors``).
    static func symbolImageSize(normalized: Size, pointSize: Double, scale: String?) -> Size {
        let longer = max(normalized.width, normalized.height)
        guard longer > 0 else { return normalized }
        let factor = scale.flatMap { symbolScaleFactors[$0] } ?? 1
        let ratio = symbolLongerSidePerPoint * pointSize * factor / longer
        return Size(width: normalized.width * ratio, height: normalized.height * ratio)
    }
}
