/// A ``TextMeasurer`` that scales another's results: advances by ``widthScale`` (so text wraps
/// at `maxWidth / widthScale` in the base measurer) and line heights by ``heightScale``.
///
/// Interface Builder documents use one per label or button, fitted on the design device so
/// that the measured size equals the size Xcode stored there; other devices then re-wrap the
/// text with the same correction.
public struct CalibratedTextMeasurer: TextMeasurer {
    public var base: any TextMeasurer
    public var widthScale: Double
    public var heightScale: Double

    public init(base: any TextMeasurer, widthScale: Double = 1, heightScale: Double = 1) {
        self.base = base
        self.widthScale = widthScale > 0 && widthScale.isFinite ? widthScale : 1
        self.heightScale = heightScale > 0 && heightScale.isFinite ? heightScale : 1
    }

    public func size(of text: String, font: Font, maxWidth: Double?) -> Size {
        size(of: text, font: font, maxWidth: maxWidth, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    }

    public func size(of text: String, font: Font, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size {
        let s = base.size(of: text, font: font, maxWidth: maxWidth.map { $0 / widthScale },
                          numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        return Size(width: s.width * widthScale, height: s.height * heightScale)
    }
}
