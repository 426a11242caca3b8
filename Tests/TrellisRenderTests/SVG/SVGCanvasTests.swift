import Testing
import Trellis
@testable import TrellisRender
import TrellisTestSupport

/// What the picture shows of each kind of view, as Xcode's canvas does.
@Suite struct SVGCanvasTests {
    func renderer() -> SVGRenderer {
        var r = SVGRenderer()
        r.measurer = FixedAdvanceText.tenPoint
        r.showsBounds = false
        return r
    }

    @Test func labelTextIsPlacedAsLaidOut() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(text: "Hello", font: .boldSystemFont(ofSize: 20), frame: Rect(x: 10, y: 20, width: 100, height: 40))
        label.textAlignment = .center
        label.textColor = Color(red: 1, green: 0, blue: 0)
        root.addSubview(label)
        let svg = renderer().render(root)
        // Centred: x at the frame's middle, 60; one line of San Francisco's 2444/2048 em (23.867
        // points at 20) centred in 40 points starts at y = 20 + 8.066, and its baseline is an
        // ascender (1950/2048 em, 19.043) lower: 47.109375. The width the measurer gave, 50, is
        // kept with textLength.
        #expect(svg.contains("<text fill=\"#ff0000\" font-size=\"20\" font-weight=\"700\" text-anchor=\"middle\"><tspan x=\"60\" y=\"47.109375\" textLength=\"50\" lengthAdjust=\"spacingAndGlyphs\">Hello</tspan></text>"))
    }

    @Test func aNarrowLabelIsTruncated() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(Label(text: "Truncated text", frame: Rect(x: 0, y: 0, width: 60, height: 21)))
        #expect(renderer().render(root).contains(">Trunc…</tspan>"))
    }

    @Test func buttonTitleTakesTheTintColour() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.tintColor = Color(red: 0, green: 1, blue: 0)
        root.addSubview(Button(title: "Go", frame: Rect(x: 0, y: 0, width: 100, height: 30)))
        #expect(renderer().render(root).contains("<text fill=\"#00ff00\" font-size=\"15\" text-anchor=\"middle\"><tspan x=\"50\""))
    }

    @Test func textFieldShowsItsPlaceholderInsideARoundedBorder() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 150, height: 34))
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        root.addSubview(field)
        let svg = renderer().render(root)
        #expect(svg.contains("<rect x=\"10\" y=\"10\" width=\"150\" height=\"34\" rx=\"5\" fill=\"#ffffff\" stroke=\"#d1d1d6\" stroke-width=\"1\"/>"))
        // Placeholder colour: (60, 60, 67) at 30 %, 7 points in from the left edge.
        #expect(svg.contains("<text fill=\"#3c3c43\" fill-opacity=\"0.3\" font-size=\"14\" text-anchor=\"start\"><tspan x=\"17\""))
        #expect(svg.contains(">Email</tspan>"))
    }

    @Test func imageViewShowsTheImageNameOverAPattern() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(ImageView(image: Image(name: "star.fill", size: Size(width: 150, height: 40))))
        let svg = renderer().render(root)
        #expect(svg.contains("<pattern id=\"image-placeholder\""))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"150\" height=\"40\" fill=\"url(#image-placeholder)\"/>"))
        #expect(svg.contains(">star.fill</text>"))
    }

    @Test func barsShowTheirTitlesAndItems() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let nav = NavigationBar(frame: Rect(x: 0, y: 0, width: 300, height: 44))
        nav.title = "Inbox"
        let tabs = TabBar(frame: Rect(x: 0, y: 151, width: 300, height: 49))
        tabs.items = [BarItem(title: "Home"), BarItem(title: "Settings")]
        root.addSubview(nav)
        root.addSubview(tabs)
        let svg = renderer().render(root)
        // The title 17-point semibold, centred at x 150; tabs centred in halves: 75 and 225,
        // the first in the tint colour, the second grey.
        #expect(svg.contains("font-size=\"17\" font-weight=\"600\" text-anchor=\"middle\"><tspan x=\"150\""))
        #expect(svg.contains(">Inbox</tspan>"))
        #expect(svg.contains("<text fill=\"#007aff\" font-size=\"10\" font-weight=\"500\" text-anchor=\"middle\"><tspan x=\"75\""))
        #expect(svg.contains("<text fill=\"#8e8e93\" font-size=\"10\" font-weight=\"500\" text-anchor=\"middle\"><tspan x=\"225\""))
    }

    @Test func dynamicColoursTakeTheAppearancesValue() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.backgroundColor = .systemBackground
        var r = renderer()
        #expect(r.render(root).contains("fill=\"#ffffff\""))
        r.appearance = .dark
        #expect(r.render(root).contains("fill=\"#000000\""))
        #expect(Color.systemBlue.resolved(for: .dark).hexString == "#0a84ff")
    }

    @Test func cornerRadiusAndBorderFromTheLayer() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let card = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        card.layer.borderColor = Color(red: 0, green: 0, blue: 1)
        root.addSubview(card)
        #expect(renderer().render(root).contains("<rect x=\"0\" y=\"0\" width=\"50\" height=\"50\" rx=\"8\" fill=\"none\" stroke=\"#0000ff\" stroke-width=\"2\"/>"))
    }
}

/// The device around a window: bezel, status bar, notch or Dynamic Island, home indicator.
@Suite struct DeviceChromeTests {
    func svg(_ id: String, _ orientation: Orientation = .portrait, safeArea: Bool = false) throws -> String {
        let device = try #require(Device.named(id))
        let window = Window(screen: Screen(device: device, orientation: orientation))
        var r = SVGRenderer()
        r.showsSafeArea = safeArea
        return r.render(window)
    }

    @Test func aNotchedPhoneHasANotchAndAHomeIndicator() throws {
        let svg = try svg("retina5_9")   // iPhone 11 Pro, 375×812
        // 12-point bezel: 399×836. The notch is 209 wide, centred: x = (375 − 209) / 2 = 83.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"399\" height=\"836\""))
        #expect(svg.contains("<rect x=\"83\" y=\"-30\" width=\"209\" height=\"60\" rx=\"20\" fill=\"#000000\" data-chrome=\"notch\"/>"))
        #expect(svg.contains("<rect x=\"120.5\" y=\"799\" width=\"134\" height=\"5\" rx=\"2.5\" fill=\"#000000\" data-chrome=\"home-indicator\"/>"))
        #expect(!svg.contains("dynamic-island"))
    }

    @Test func dynamicIslandOnTheIPhone15() throws {
        let svg = try svg("retina6_12")   // 393 wide, top inset 59
        #expect(svg.contains("<rect x=\"133.5\" y=\"11\" width=\"126\" height=\"37\" rx=\"18.5\" fill=\"#000000\" data-chrome=\"dynamic-island\"/>"))
    }

    @Test func inLandscapeRightTheNotchIsOnTheLeft() throws {
        let svg = try svg("retina5_9", .landscapeRight)   // 812×375
        #expect(svg.contains("<rect x=\"-30\" y=\"83\" width=\"60\" height=\"209\" rx=\"20\" fill=\"#000000\" data-chrome=\"notch\"/>"))
        #expect(!svg.contains("9:41"))   // iPhones hide the status bar in landscape
    }

    @Test func aHomeButtonPhoneHasNeither() throws {
        let svg = try svg("retina4_7")
        #expect(!svg.contains("notch") && !svg.contains("home-indicator"))
        #expect(svg.contains(">9:41</text>"))
    }

    /// An Apple TV in landscape (1920 × 1080): a thin square frame (corner radius 3, not a
    /// tablet's 30), square screen corners, no home indicator and no status bar (issue 32).
    @Test func aTVHasASquareFrameAndNoHomeIndicator() throws {
        let svg = try svg("appleTV", .landscapeRight)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1944\" height=\"1104\""))
        #expect(svg.contains("<rect width=\"1944\" height=\"1104\" rx=\"3\" fill=\"#1c1c1e\" data-chrome=\"tv\"/>"))
        #expect(svg.contains("<rect width=\"1920\" height=\"1080\" rx=\"0\"/>"))
        #expect(!svg.contains("home-indicator") && !svg.contains("9:41"))
    }

    @Test func safeAreaOnDemand() throws {
        #expect(!(try svg("retina5_9")).contains("safe-area"))
        let svg = try svg("retina5_9", safeArea: true)
        // 44 points at the top, 34 at the bottom of the 375×812 screen.
        #expect(svg.contains("<g data-overlay=\"safe-area\" fill=\"#007aff\" fill-opacity=\"0.15\"><rect x=\"0\" y=\"0\" width=\"375\" height=\"44\"/><rect x=\"0\" y=\"778\" width=\"375\" height=\"34\"/></g>"))
    }
}

/// Layout issues drawn on the picture, with a legend.
@Suite struct SVGIssueTests {
    @Test func aConflictIsOutlinedRedWithTheBrokenConstraintNamed() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = View()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let a = box.widthAnchor.constraint(equalToConstant: 50), b = box.widthAnchor.constraint(equalToConstant: 80)
        a.identifier = "w50"
        b.identifier = "w80"
        LayoutConstraint.activate([a, b, box.heightAnchor.constraint(equalToConstant: 20),
                                   box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                   box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        let svg = SVGRenderer().render(root)
        #expect(svg.contains("stroke=\"#ff3b30\" stroke-width=\"2\" data-issue=\"conflicting\"/>"))
        let note = svg.components(separatedBy: ">broke: ").dropFirst().first?.prefix { $0 != "<" } ?? ""
        #expect(note.contains("w80") || note.contains("w50"), "\(note)")
        // The legend adds a 20-point band below the picture.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"120\""))
        #expect(svg.contains(">conflict (broken constraint named)</text>"))
    }

    @Test func anAmbiguousViewIsOutlinedOrange() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 20),
                                   box.topAnchor.constraint(equalTo: root.topAnchor)])   // no horizontal position
        root.layoutIfNeeded()
        #expect(SVGRenderer().render(root).contains("stroke=\"#ff9500\" stroke-width=\"2\" data-issue=\"ambiguous\"/>"))
    }

    @Test func aMisplacedViewShowsItsStoredFrameDashed() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(box)
        var r = SVGRenderer()
        r.misplaced = [(box, Rect(x: 40, y: 10, width: 20, height: 20))]
        let svg = r.render(root)
        #expect(svg.contains("<rect x=\"40\" y=\"10\" width=\"20\" height=\"20\" fill=\"none\" stroke=\"#af52de\" stroke-width=\"1\" stroke-dasharray=\"4 3\" data-issue=\"misplaced\"/>"))
        #expect(svg.contains(">misplaced: stored frame</text>"))
    }
}
