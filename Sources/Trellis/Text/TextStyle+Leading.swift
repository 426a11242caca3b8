extension TextStyle {
    /// The leading (the distance from one line's baseline to the next) of Dynamic Type text
    /// at a point size, in points: Apple's Human Interface Guidelines, Typography ›
    /// Specifications, "iOS, iPadOS Dynamic Type sizes", whose "Leading" column gives it for
    /// each style and category (read in the copy of the page kept in the public repository
    /// `6639835/apple-hig`, `foundations/human-interface-guidelines-Typography/`, which has the
    /// xSmall and AX1 tables). The leading depends on the point size alone — Title 3 at xSmall
    /// and Body at Large are both 17 points with 22 of leading — so one table by size serves
    /// every style and category; sizes between two of the table's are interpolated linearly
    /// and rounded to whole points (the table's are whole), sizes beyond its ends keep the
    /// ratio of the nearest end.
    ///
    /// TextKit sets a text view's lines at this leading (analogcode Swift-Radio-Pro
    /// Main.storyboard: body text views 8 × 22 + 16 and 11 × 22 + 16 high; tinode ios
    /// Main.storyboard: a subheadline one 20 + 16 high); a label's first line is the font's
    /// ``Font/lineHeight`` and each further line this leading (``Font/labelTextHeight(lines:)``).
    public static func leading(pointSize: Double) -> Double {
        let table = leadings
        guard let first = table.first, let last = table.last, pointSize.isFinite, pointSize > 0 else { return 0 }
        if pointSize <= first.size { return pointSize * first.leading / first.size }
        if pointSize >= last.size { return pointSize * last.leading / last.size }
        let upper = table.firstIndex { $0.size >= pointSize }!
        let (a, b) = (table[upper - 1], table[upper])
        if b.size == pointSize { return b.leading }
        return (a.leading + (pointSize - a.size) / (b.size - a.size) * (b.leading - a.leading)).rounded()
    }

    /// (size, leading) in points from the HIG tables (xSmall: 11–31 points; AX1: 20–44), by size.
    static let leadings: [(size: Double, leading: Double)] = [
        (11, 13), (12, 16), (13, 18), (14, 19), (17, 22), (19, 24), (20, 25), (22, 28), (23, 29),
        (25, 31), (26, 32), (28, 34), (31, 38), (34, 41), (38, 46), (44, 52),
    ]
}

extension Font {
    /// The leading of this font's Dynamic Type text style at its point size
    /// (``TextStyle/leading(pointSize:)``), or `nil` for a font without a text style.
    public var textStyleLeading: Double? {
        textStyle == nil ? nil : TextStyle.leading(pointSize: pointSize)
    }

    /// The height of `lines` lines of a label's text in this font (UIKit's `UILabel`), before
    /// rounding to the pixel grid: the first line is ``lineHeight``, each further line the
    /// Dynamic Type style's leading (``textStyleLeading``) for a text-style font, else
    /// ``lineHeight`` again. A two-line body label is 20.29 + 22 = 42.29 high (42.5 at 2×),
    /// not 2 × 20.29; a fixed-size system font's lines are its line height apart.
    ///
    /// Evidence (Xcode's canvas, which draws with UIKit): of the multi-line text-style labels
    /// of the three shared corpora and their pair sets stored two or more lines high, 104 (21
    /// projects) are the first line plus the leading per further line, none is lines × the
    /// line height (docs/text-measurement.md, "Labels in a Dynamic Type style").
    public func labelTextHeight(lines: Int) -> Double {
        guard lines > 1 else { return Double(max(lines, 0)) * lineHeight }
        return lineHeight + Double(lines - 1) * (textStyleLeading ?? lineHeight)
    }

    /// A label's text height (``labelTextHeight(lines:)``) from the height a text measurer
    /// gave it, `measured`, with the measurer's lines `measuredLineHeight` apart (a calibrated
    /// measurer's line height is scaled, and the leading with it): the measured lines counted
    /// (rounded to the nearest whole line) and set again, the first at the line height, each
    /// further one at the leading, in the measurer's scale. One line, or none, keeps the
    /// measured height; so does a fixed-size font unless `fixedSizeFonts` (its further lines
    /// are its line height apart, as the measurer's: `Label` keeps its measurer's height, the
    /// label calibration of Interface Builder documents sets it again).
    public func labelTextHeight(measured height: Double, measuredLineHeight line: Double, fixedSizeFonts: Bool = false) -> Double {
        guard fixedSizeFonts || textStyleLeading != nil, lineHeight > 0, line > 0 else { return height }
        let lines = Int((height / line).rounded())
        guard lines > 1 else { return height }
        // In the font's own line heights there is nothing to scale.
        return line == lineHeight ? labelTextHeight(lines: lines) : labelTextHeight(lines: lines) * line / lineHeight
    }
}
