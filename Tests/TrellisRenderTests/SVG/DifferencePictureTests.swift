import Testing
import Trellis
import TrellisRender

/// Two versions of a layout side by side (`trellis diff --format svg|png|html`): the old on the
/// left, the new on the right, moved views outlined in both with their old frame dashed over the
/// new picture, appeared views green, disappeared views red.
@Suite struct DifferencePictureTests {
    /// A 200×100 root with a 40×40 box at `x`, 20 from the top, and one more 10×10 view.
    static func tree(boxAt x: Double, other: String) -> (root: View, box: View, other: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let box = View(frame: Rect(x: x, y: 20, width: 40, height: 40))
        box.accessibilityIdentifier = "box"
        let extra = View(frame: Rect(x: 150, y: 70, width: 10, height: 10))
        extra.accessibilityIdentifier = other
        root.addSubview(box)
        root.addSubview(extra)
        return (root, box, extra)
    }

    static func picture() -> String {
        let old = tree(boxAt: 20, other: "gone"), new = tree(boxAt: 100, other: "new")
        var renderer = SVGRenderer()
        renderer.showsBounds = false
        return renderer.renderDifference([(old.root, new.root)],
                                         changes: LayoutChanges(moved: [(old.box, new.box)], appeared: [new.other], disappeared: [old.other]),
                                         titles: ("v1", "v2"))
    }

    @Test func marksSitOnTheViewsInEachSide() {
        let svg = Self.picture()
        // 200 + 20 + 200 wide; a 20-point header, the 100-point row, a 20-point gap, the legend.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"420\" height=\"160\" viewBox=\"0 0 420 160\""))
        #expect(svg.contains("<text x=\"2\" y=\"14\">v1</text><text x=\"222\" y=\"14\">v2</text>"))
        #expect(svg.contains("<svg x=\"0\" y=\"20\" width=\"200\" height=\"100\" viewBox=\"0 0 200 100\" data-side=\"before\" data-row=\"0\">"))
        #expect(svg.contains("<svg x=\"220\" y=\"20\" width=\"200\" height=\"100\" viewBox=\"0 0 200 100\" data-side=\"after\" data-row=\"0\">"))
        // In each side's own coordinates: the box where it was (left), where it is and, dashed,
        // where it was (right); the view that went on the left, the new one on the right.
        let marks = svg.split(separator: "\n").filter { $0.contains("data-change") }.map { line in
            String(line[line.range(of: "<rect x=\"", options: .backwards)!.lowerBound...])
        }
        #expect(marks == [
            "<rect x=\"20\" y=\"20\" width=\"40\" height=\"40\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\" data-change=\"moved\"/>",
            "<rect x=\"150\" y=\"70\" width=\"10\" height=\"10\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"2\" data-change=\"disappeared\"/>",
            "<rect x=\"20\" y=\"20\" width=\"40\" height=\"40\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\" stroke-dasharray=\"4 3\" data-change=\"moved-from\"/>",
            "<rect x=\"100\" y=\"20\" width=\"40\" height=\"40\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\" data-change=\"moved\"/>",
            "<rect x=\"150\" y=\"70\" width=\"10\" height=\"10\" fill=\"none\" stroke=\"#34c759\" stroke-width=\"2\" data-change=\"appeared\"/>",
        ])
        #expect(svg.contains("moved: where it is now") && svg.contains("moved: where it was") && svg.contains(">appeared<") && svg.contains(">disappeared<"))
    }

    /// A window is drawn inside its device's 12-point bezel: the marks are moved in with it.
    @Test func marksOnAWindowAreInsideTheBezel() {
        let window = Window(screen: Screen(device: Device.named("retina4_7")!))
        let view = View(frame: Rect(x: 10, y: 30, width: 50, height: 20))
        window.addSubview(view)
        let svg = SVGRenderer().renderDifference([(nil, window)], changes: LayoutChanges(appeared: [view]))
        #expect(svg.contains("<rect x=\"22\" y=\"42\" width=\"50\" height=\"20\" fill=\"none\" stroke=\"#34c759\" stroke-width=\"2\" data-change=\"appeared\"/>"))
        #expect(!svg.contains("data-side=\"before\""))   // a scene only the new version has
    }

    @Test func noChangeSaysSo() {
        let a = Self.tree(boxAt: 20, other: "x")
        let svg = SVGRenderer().renderDifference([(a.root, a.root)], changes: LayoutChanges())
        #expect(svg.contains(">no change</text>") && !svg.contains("data-change"))
    }
}
