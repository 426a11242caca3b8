import Testing
@testable import Trellis

/// `Button` (UIButton, system type): title size plus 6 points above and below; a 15-point
/// "Button" is 46×30 and an untitled one 30×34, as Interface Builder shows them.
struct ButtonTests {
    @Test func defaultTitledButtonIs46By30() {
        // "Button": B .66 u .56 t .35 t .35 o .56 n .56 = 3.04 em × 15 = 45.6 → 46;
        // 15 × 1.192 = 17.88 + 6 + 6 = 29.88 → 30.
        #expect(Button(title: "Button").intrinsicContentSize == Size(width: 46, height: 30))
    }

    @Test func untitledButtonIs30By34() {
        #expect(Button().intrinsicContentSize == Size(width: 30, height: 34))
        #expect(Button(title: "").intrinsicContentSize == Size(width: 30, height: 34))
    }

    @Test func contentInsetsAndFontChangeTheSize() {
        let b = Button(title: "Button")
        b.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        // 45.6 + 40 = 85.6 → 86; 17.90 + 20 = 37.90 → 38.
        #expect(b.intrinsicContentSize == Size(width: 86, height: 38))
        b.font = b.font.withSize(30)
        // 91.2 + 40 = 131.2 → 132; 35.80 + 20 = 55.80 → 56.
        #expect(b.intrinsicContentSize == Size(width: 132, height: 56))
        // The title is centred between the insets: its line (35.80 measured) starts 17.90 above
        // the middle and its baseline is the ascender (28.564) below that, 10.664 below the
        // middle; at the intrinsic 56 that is 38.664 below the top (10 + 28.564 = 38.564 at the
        // unrounded 55.80).
        #expect(b.baselineHeightFraction == 0.5)
        let line = Label.defaultTextMeasurer.size(of: "Button", font: b.font, maxWidth: nil).height
        #expect(abs(line - 35.80) < 0.01)
        #expect(abs(b.firstBaselineOffsetFromTop - (30 * 1950 / 2048 - line / 2)) < 1e-9)
        #expect(abs(b.lastBaselineOffsetFromBottom + b.firstBaselineOffsetFromTop) < 1e-9)
    }
}

/// `Button.Configuration` (UIButton.Configuration, iOS 15): the title in the size's font plus
/// the size's insets, rounded to the pixel grid; an image beside or above the title.
/// Measured here with the per-character estimate (``ApproximateTextMeasurer``): "Button" is
/// 3.04 em wide and 1.192 em tall.
struct ButtonConfigurationTests {
    @Test func mediumTitleIsBodyPlusSevenAndTwelve() {
        var c = Button.Configuration.filled()
        c.title = "Button"
        let b = Button(configuration: c)
        // 3.04 × 17 = 51.68 + 24 = 75.68 → 76; 1.192 × 17 = 20.26 + 14 = 34.26 → 35 at 1×.
        // (Xcode stores 75 wide for "Button" in OsmAnd OAIconsPaletteCell.xib, SF being narrower.)
        #expect(b.intrinsicContentSize == Size(width: 76, height: 35))
        b.contentScaleFactor = 3
        // Up to the 3× grid: 75.68 × 3 = 227.04 → 228 pixels = 76; 34.26 → 34.333.
        #expect(b.intrinsicContentSize == Size(width: 76, height: 103.0 / 3))
        // The pre-iOS 15 title and insets do not count once a configuration is set.
        b.title = "A much longer title"
        b.contentEdgeInsets = EdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
        #expect(b.intrinsicContentSize == Size(width: 76, height: 103.0 / 3))
    }

    @Test func sizesChangeFontAndInsets() {
        var c = Button.Configuration.plain()
        c.title = "Button"
        c.buttonSize = .small
        // Subheadline 15 points: 45.6 + 20 = 65.6 → 66; 17.88 + 10 = 27.88 → 28.
        #expect(Button(configuration: c).intrinsicContentSize == Size(width: 66, height: 28))
        c.buttonSize = .large
        // Body 17 points: 51.68 + 40 = 91.68 → 92; 20.26 + 28 = 48.26 → 49.
        #expect(Button(configuration: c).intrinsicContentSize == Size(width: 92, height: 49))
        c.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        c.titleFont = .systemFont(ofSize: 30)
        // 3.04 × 30 = 91.2 → 92; 1.192 × 30 = 35.76 → 36.
        #expect(Button(configuration: c).intrinsicContentSize == Size(width: 92, height: 36))
    }

    @Test func imageBesideOrAboveTheTitle() {
        var c = Button.Configuration.tinted()
        c.title = "Button"
        c.image = Image(name: "star", size: Size(width: 24, height: 30))
        c.imagePadding = 8
        // Leading: 24 + 8 + 51.68 + 24 = 107.68 → 108; max(30, 20.26) + 14 = 44.
        #expect(Button(configuration: c).intrinsicContentSize == Size(width: 108, height: 44))
        c.imagePlacement = .top
        // Top: max(24, 51.68) + 24 = 75.68 → 76; 30 + 8 + 20.26 + 14 = 72.26 → 73.
        #expect(Button(configuration: c).intrinsicContentSize == Size(width: 76, height: 73))
        c.title = nil
        // The image alone: 24 + 24 = 48; 30 + 14 = 44.
        #expect(Button(configuration: c).intrinsicContentSize == Size(width: 48, height: 44))
        // Nothing at all: 50 × 34, Xcode's empty configured button.
        #expect(Button(configuration: .plain()).intrinsicContentSize == Size(width: 50, height: 34))
    }

    @Test func titleAndSubtitle() {
        var c = Button.Configuration.gray()
        c.title = "Button"
        c.subtitle = "Sub"
        c.titlePadding = 2
        // Subtitle in subheadline 15: "Sub" S .6 u .56 b .56 ≈ narrower than the title; heights
        // 20.26 + 2 + 17.88 + 14 = 54.14 → 55.
        let size = Button(configuration: c).intrinsicContentSize
        #expect(size == Size(width: 76, height: 55))
    }

    @Test func attributedTitleRunsEachInTheirFont() {
        var c = Button.Configuration.plain()
        c.title = "A much longer title"
        c.attributedTitle = [TextRun("Sign in ", font: .systemFont(ofSize: 15)), TextRun("now", font: .systemFont(ofSize: 20, weight: .bold))]
        // The runs replace the title: "Sign in " 3.42 em × 15 = 51.3, "now" 1.97 em × 20 × 1.05
        // (bold) = 41.37; 92.67 + 24 = 116.67 → 117. One line as tall as the 20-point run:
        // 23.87 + 14 = 37.87 → 38.
        #expect(Button(configuration: c).intrinsicContentSize == Size(width: 117, height: 38))
        c.attributedSubtitle = [TextRun("Sub", font: .systemFont(ofSize: 12))]
        // The subtitle's run below: 23.87 + 14.32 + 14 = 52.19 → 53; "Sub" (21.36) is narrower.
        #expect(Button(configuration: c).intrinsicContentSize == Size(width: 117, height: 53))
    }

    @Test func defaultTitleFontFollowsTheContentSizeCategory() {
        var c = Button.Configuration.plain()
        c.title = "Button"
        #expect(c.resolvedTitleFont(for: .large).pointSize == 17)
        #expect(c.resolvedTitleFont(for: .accessibilityExtraLarge).pointSize == 40)
        c.titleFont = .systemFont(ofSize: 15)
        #expect(c.resolvedTitleFont(for: .accessibilityExtraLarge).pointSize == 15)
        // 3.04 × 40 = 121.6 + 24 = 145.6; 40 × 2444/2048 = 47.73 + 14 = 61.73.
        c.titleFont = nil
        let s = c.size(measurer: ApproximateTextMeasurer(), category: .accessibilityExtraLarge)
        #expect(abs(s.width - 145.6) < 0.05 && abs(s.height - 61.73) < 0.01)
    }
}

/// A classic button with an image: image then title side by side; image alone, its own size.
struct ButtonImageTests {
    @Test func imageAndTitleSideBySide() {
        let b = Button(title: "Button")
        b.image = Image(name: "star", size: Size(width: 20, height: 40))
        // 20 + 45.6 = 65.6 → 66; max(40, 17.88) + 6 + 6 = 52.
        #expect(b.intrinsicContentSize == Size(width: 66, height: 52))
        b.title = nil
        // The 6-point padding is the title's: the image alone is 20 × 40.
        #expect(b.intrinsicContentSize == Size(width: 20, height: 40))
        b.contentEdgeInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(b.intrinsicContentSize == Size(width: 26, height: 44))
    }

    @Test func classicButtonsRoundToWholePoints() {
        let b = Button(title: "Button", font: .systemFont(ofSize: 17))
        b.contentScaleFactor = 3
        // 20.26 + 12 = 32.26 → 33 even on a 3× screen, as Xcode stores 17-point system buttons.
        #expect(b.intrinsicContentSize.height == 33)
    }
}

/// A classic button's background image and attributed title (UIKit's `setBackgroundImage` and
/// `setAttributedTitle`), measured with the per-character estimate: "Button" is 3.04 em wide
/// and 1.192 em tall.
struct ButtonBackgroundAndAttributedTitleTests {
    @Test func backgroundImageIsTheLeastSize() {
        let b = Button(title: "Button")
        b.backgroundImage = Image(name: "btn", size: Size(width: 16.5, height: 34))
        // Width: the title's 45.6 → 46 is wider than the image's 16.5; height: the image's 34
        // is taller than 17.88 + 12 = 29.88 (dji-sdk DJISDKSwiftDemo Main.storyboard "Activate":
        // a 17-point title 33 high with its padding, stored 34, its background image's height).
        #expect(b.intrinsicContentSize == Size(width: 46, height: 34))
        b.backgroundImage = Image(name: "wide", size: Size(width: 120.2, height: 10))
        // 120.2 → 121 wide; the title's 29.88 → 30 high.
        #expect(b.intrinsicContentSize == Size(width: 121, height: 30))
        b.title = nil
        // Without title or image the background image alone gives the size.
        #expect(b.intrinsicContentSize == Size(width: 121, height: 10))
    }

    @Test func attributedTitleRunsEachInItsFont() {
        let b = Button(title: "ignored")
        b.attributedTitle = [TextRun("But", font: .systemFont(ofSize: 15)), TextRun("ton", font: .systemFont(ofSize: 30))]
        // "But": B .66 u .56 t .35 = 1.57 em × 15 = 23.55; "ton": t .35 o .56 n .56 = 1.47 em
        // × 30 = 44.1; side by side 67.65 → 68. The taller run's line: 1.192 × 30 = 35.76 + 12
        // = 47.76 → 48.
        #expect(b.intrinsicContentSize == Size(width: 68, height: 48))
        b.attributedTitle = [TextRun("Button", font: .systemFont(ofSize: 15))]
        // One run in the button's own font: the same size as the plain title, 46 × 30.
        #expect(b.intrinsicContentSize == Size(width: 46, height: 30))
    }

    @Test func customButtonsDefaultTo18Points() {
        // 3.04 × 18 = 54.72 → 55; 1.192 × 18 = 21.46 + 12 = 33.46 → 34 (xmartlabs
        // XLPagerTabStrip Storyboard.storyboard: custom "Reload" stored 56 × 34).
        #expect(Button(title: "Button", font: Button.customTypeFont).intrinsicContentSize == Size(width: 55, height: 34))
    }
}
