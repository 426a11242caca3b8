/// A Dynamic Type text style (UIKit's `UIFont.TextStyle`), with UIKit's raw values
/// (`UICTFontTextStyleBody`), as Interface Builder writes them in `<fontDescription style=…>`.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle = "UICTFontTextStyleLargeTitle"
    case title1 = "UICTFontTextStyleTitle1"
    case title2 = "UICTFontTextStyleTitle2"
    case title3 = "UICTFontTextStyleTitle3"
    case headline = "UICTFontTextStyleHeadline"
    case body = "UICTFontTextStyleBody"
    case callout = "UICTFontTextStyleCallout"
    case subheadline = "UICTFontTextStyleSubhead"
    case footnote = "UICTFontTextStyleFootnote"
    case caption1 = "UICTFontTextStyleCaption1"
    case caption2 = "UICTFontTextStyleCaption2"

    /// The style's weight: semibold for ``headline``, regular for the others.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The point size at a content size category: Apple's Human Interface Guidelines,
    /// Typography › Specifications, "iOS, iPadOS Dynamic Type sizes" (17-point body at the
    /// default ``ContentSizeCategory/large``, 14 at extra small, 53 at the largest
    /// accessibility size).
    public func pointSize(for category: ContentSizeCategory) -> Double {
        TextStyle.sizes[self]![category.index]
    }

    /// Point sizes per style, one column per category from extra small to accessibility XXXL.
    static let sizes: [TextStyle: [Double]] = [
        //             xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        .largeTitle:  [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2:      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3:      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline:    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body:        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout:     [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote:    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2:    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}

extension Font {
    /// The system font for a text style at a content size category (UIKit's
    /// `preferredFont(forTextStyle:compatibleWith:)`; default the default category, large).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith category: ContentSizeCategory = .large) -> Font {
        var f = systemFont(ofSize: style.pointSize(for: category), weight: style.weight)
        f.textStyle = style
        return f
    }

    /// This font, made at the default category (large), at another content size category: a
    /// text-style font takes the style's size there (a custom size keeps its ratio to the
    /// style's default size, as `UIFontMetrics.scaledFont(for:)` scales); a fixed-size font is
    /// unchanged.
    public func adjusted(to category: ContentSizeCategory) -> Font {
        guard let style = textStyle, category != .large else { return self }
        return withSize(pointSize / style.pointSize(for: .large) * style.pointSize(for: category))
    }
}
