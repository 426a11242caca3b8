import Testing
@testable import Trellis

/// Seed 002's tree walk, on a design made for the 375-point iPhone 8 and shown on 320 (iPhone
/// SE, 2×), 375 (iPhone 8, 2×), 414 (iPhone 8 Plus, 3×) and 768 (iPad, 2×) points wide:
/// a card at leading 15, top 20, 345 × 55 with corner radius 10, a bold 15-point label and a
/// 15-point button in it, and a page control 10 below the card, full width, 8 tall.
@MainActor
struct AdaptToScreenWidthTests {
    final class Card: View {}

    struct Design {
        let window: Window
        let card = Card()
        let label = Label(text: "Title", font: .boldSystemFont(ofSize: 15))
        let button = Button(title: "Go")
        let page = View()
        var cardConstraints: [LayoutConstraint] = []
        var labelConstraints: [LayoutConstraint] = []

        init(device: String) {
            window = Window(screen: Screen(device: Device.named(device)!))
            for v in [card, page] { v.translatesAutoresizingMaskIntoConstraints = false; window.addSubview(v) }
            for v in [label, button] as [View] { v.translatesAutoresizingMaskIntoConstraints = false; card.addSubview(v) }
            card.layer.cornerRadius = 10
            cardConstraints = [card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 15),
                               card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                               card.widthAnchor.constraint(equalToConstant: 345),
                               card.heightAnchor.constraint(equalToConstant: 55)]
            labelConstraints = [label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
                                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                                button.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                                button.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)]
            LayoutConstraint.activate(cardConstraints + labelConstraints + [
                page.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
                page.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                page.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                page.heightAnchor.constraint(equalToConstant: 8)])
        }
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    /// Device, card frame, page frame, adapted font size and radius. Frames are the exact
    /// values rounded edge by edge to the pixel grid (Auto Layout's rounding):
    nonisolated static let cases: [(String, Rect, Rect, Double)] = [
        // 320/375 = 0.8533: card 12.8, 17.07, 294.4 × 46.93 → edges 13|307, 17|64 at 2×;
        // page top 72.53 → 72.5, bottom 72.53 + 6.83 = 79.36 → 79.5. Font 12.8, radius 8.533.
        ("retina4_0", Rect(x: 13, y: 17, width: 294, height: 47), Rect(x: 0, y: 72.5, width: 320, height: 7), 320.0 / 375),
        // 375: the design itself.
        ("retina4_7", Rect(x: 15, y: 20, width: 345, height: 55), Rect(x: 0, y: 85, width: 375, height: 8), 1),
        // 414/375 = 1.104: card 16.56, 22.08, 380.88 × 60.72 → edges 16.667|397.333, 22|82.667 at 3×;
        // page 93.84 → 94, bottom 102.672 → 102.667.
        ("retina5_5", Rect(x: 50.0 / 3, y: 22, width: 1142.0 / 3, height: 182.0 / 3), Rect(x: 0, y: 94, width: 414, height: 26.0 / 3), 1.104),
        // 768/375 = 2.048: card 30.72, 40.96, 706.56 × 112.64 → edges 30.5|737.5, 41|153.5 at 2×;
        // page 174.08 → 174, bottom 190.464 → 190.5.
        ("ipad9_7", Rect(x: 30.5, y: 41, width: 707, height: 112.5), Rect(x: 0, y: 174, width: 768, height: 16.5), 2.048),
    ]

    @Test(arguments: cases)
    func adaptsConstraintsFontsAndRadii(device: String, card: Rect, page: Rect, factor: Double) throws {
        let d = Design(device: device)
        try d.window.adaptToScreenWidth()
        d.window.layoutIfNeeded()
        #expect(Self.close(d.card.frame, card), "card \(d.card.frame)")
        #expect(Self.close(d.page.frame, page), "page \(d.page.frame)")
        #expect(abs(d.label.font.pointSize - 15 * factor) < 1e-9)
        #expect(abs(d.button.font.pointSize - 15 * factor) < 1e-9)
        #expect(abs(d.card.layer.cornerRadius - 10 * factor) < 1e-9)
        // Face and weight are kept (the seed's category reset them to the regular system font).
        #expect(d.label.font.weight == .bold && d.label.font.fontName == Font.boldSystemFont(ofSize: 1).fontName)
        #expect(d.button.font.fontName == Button.defaultFont.fontName)
    }

    @Test func applyingTwiceDoesNotScaleTwice() throws {
        let d = Design(device: "retina5_5")
        try d.window.adaptToScreenWidth()
        try d.window.adaptToScreenWidth()
        d.window.layoutIfNeeded()
        // Still 15 × 1.104 = 16.56 (not 15 × 1.104²) and the 414 frames.
        #expect(abs(d.cardConstraints[0].constant - 16.56) < 1e-9)
        #expect(abs(d.label.font.pointSize - 16.56) < 1e-9)
        #expect(abs(d.card.layer.cornerRadius - 11.04) < 1e-9)
        #expect(Self.close(d.card.frame, Rect(x: 50.0 / 3, y: 22, width: 1142.0 / 3, height: 182.0 / 3)))
        // Another width scales from the design: 15 × 320/375 = 12.8.
        d.window.adaptToScreenWidth(adapter: try ScreenAdapter(screenWidth: 320))
        #expect(abs(d.cardConstraints[0].constant - 12.8) < 1e-9)
        // The reference width restores the design.
        d.window.adaptToScreenWidth(adapter: try ScreenAdapter(screenWidth: 375))
        #expect(d.cardConstraints.map(\.constant) == [15, 20, 345, 55])
        #expect(d.label.font.pointSize == 15 && d.card.layer.cornerRadius == 10)
    }

    @Test func valuesChangedByHandBecomeTheNewDesign() throws {
        let d = Design(device: "retina5_5")
        try d.window.adaptToScreenWidth()
        d.cardConstraints[3].constant = 100
        d.label.font = d.label.font.withSize(20)
        try d.window.adaptToScreenWidth()
        // 100 × 1.104 = 110.4; 20 × 1.104 = 22.08; untouched values stay at their adapted design.
        #expect(abs(d.cardConstraints[3].constant - 110.4) < 1e-9)
        #expect(abs(d.label.font.pointSize - 22.08) < 1e-9)
        #expect(abs(d.cardConstraints[2].constant - 380.88) < 1e-9)
    }

    @Test func kindsAreIndependent() throws {
        let d = Design(device: "ipad9_7")
        try d.window.adaptToScreenWidth(.fonts)
        #expect(d.label.font.pointSize == 30.72)
        #expect(d.card.layer.cornerRadius == 10)
        #expect(d.cardConstraints[0].constant == 15)
        try d.window.adaptToScreenWidth(.cornerRadii)
        #expect(d.card.layer.cornerRadius == 20.48)
        #expect(d.cardConstraints[0].constant == 15)
    }

    @Test func excludedTypeWithItsSubtree() throws {
        let d = Design(device: "ipad9_7")
        try d.window.adaptToScreenWidth(.all, excluding: [Card.self])
        // The card's own radius, and the label/button constraints installed on the card, stay;
        // its subviews are skipped too (the seed's behaviour), so the fonts stay 15.
        #expect(d.card.layer.cornerRadius == 10)
        #expect(d.labelConstraints.map(\.constant) == [12, 8, -12, 8])
        #expect(d.label.font.pointSize == 15)
        // Constraints installed on the window are adapted: 15 × 2.048 = 30.72.
        #expect(abs(d.cardConstraints[0].constant - 30.72) < 1e-9)
    }

    @Test func excludedTypeWithoutItsSubtree() throws {
        let d = Design(device: "ipad9_7")
        try d.window.adaptToScreenWidth(.all, excluding: [Card.self], skippingSubtrees: false)
        // The card itself keeps its radius and its installed constraints; its subviews adapt.
        #expect(d.card.layer.cornerRadius == 10)
        #expect(d.labelConstraints.map(\.constant) == [12, 8, -12, 8])
        #expect(d.label.font.pointSize == 30.72)
        #expect(d.button.font.pointSize == 30.72)
    }

    @Test func excludingASuperclassExcludesSubclasses() throws {
        let d = Design(device: "ipad9_7")
        // Label and Button are both Views, but only Label (and subclasses) is excluded here;
        // excluding View itself would exclude the whole tree.
        try d.window.adaptToScreenWidth(.fonts, excluding: [Label.self])
        #expect(d.label.font.pointSize == 15 && d.button.font.pointSize == 30.72)
        try d.window.adaptToScreenWidth(.all, excluding: [View.self])
        #expect(d.cardConstraints[0].constant == 15 && d.card.layer.cornerRadius == 10)
    }

    @Test func onlyFlaggedConstraints() throws {
        // Seed 002's second way: the `adapterScreen` inspectable on single constraints.
        let d = Design(device: "retina4_0")
        d.cardConstraints[3].adaptsToScreenWidth = true
        try d.window.adaptToScreenWidth(.flaggedConstraints)
        // Only the height: 55 × 320/375 = 46.93; the font stays.
        #expect(d.cardConstraints.map(\.constant)[0..<3] == [15, 20, 345])
        #expect(abs(d.cardConstraints[3].constant - 46.933333333) < 1e-6)
        #expect(d.label.font.pointSize == 15)
        d.window.layoutIfNeeded()
        // Height edges 20|66.93 → 20|67 at 2×.
        #expect(d.card.frame == Rect(x: 15, y: 20, width: 345, height: 47))
    }

    @Test func singleConstraintAdaptation() throws {
        let c = View().widthAnchor.constraint(equalToConstant: 10)
        c.adaptConstant(try ScreenAdapter(screenWidth: 750))
        c.adaptConstant(try ScreenAdapter(screenWidth: 750))
        #expect(c.constant == 20)
    }

    @Test func stackViewsAdaptTheirSpacing() throws {
        // A horizontal stack at (0, 0) 300 × 100 designed with spacing 10 and a custom 20 after
        // the first view; on the iPad (2.048) the spacings become 20.48 and 40.96, and the
        // stack's generated constraints follow on rebuild rather than being scaled themselves.
        let window = Window(screen: Screen(device: Device.named("ipad9_7")!))
        let views = [View(), View()]
        for v in views { v.explicitIntrinsicContentSize = Size(width: 50, height: 10) }
        let stack = StackView(arrangedSubviews: views, frame: Rect(x: 0, y: 0, width: 300, height: 100))
        stack.spacing = 10
        stack.setCustomSpacing(20, after: views[0])
        window.addSubview(stack)
        window.layoutIfNeeded()
        try window.adaptToScreenWidth(.constraints)
        try window.adaptToScreenWidth(.constraints)
        #expect(stack.spacing == 20.48)
        #expect(stack.customSpacing(after: views[0]) == 40.96)
        window.layoutIfNeeded()
        // 50 + 40.96 → second view at 90.96 → 91 at 2×, stretched to 300.
        #expect(views[1].frame == Rect(x: 91, y: 0, width: 209, height: 100))
    }
}
