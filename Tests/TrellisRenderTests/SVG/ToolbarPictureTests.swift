import Testing
import Trellis
import TrellisRender

/// A toolbar's buttons are drawn where its row puts them (`Toolbar.itemFrames(in:)`), not in
/// even slots: a title at the leading margin, one after a flexible space at the trailing margin,
/// an image item as a symbol placeholder; a custom view draws itself.
@Suite struct ToolbarPictureTests {
    @Test func itemsAreDrawnInTheirRowSlots() {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 200))
        let bar = Toolbar(frame: Rect(x: 0, y: 156, width: 375, height: 44))
        root.addSubview(bar)
        bar.items = [BarButtonItem(title: "Edit"), .flexibleSpace(), BarButtonItem(imageName: "gear", imageSize: Size(width: 22, height: 22)),
                     BarButtonItem(title: "Done")]
        let svg = SVGRenderer().render(root)
        // "Edit" centred in its slot from x 16 (the 16-point margin of a 375-point bar): its
        // middle well left of the even-slot centre 375 / 6 = 62.5; "Done" ends at 359.
        let edit = svg.components(separatedBy: "><tspan x=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
        #expect(edit.count == 2)
        #expect(edit[0] > 16 && edit[0] < 40)
        #expect(edit[1] > 330 && edit[1] < 359)
        // The gear image: a symbol placeholder with its name.
        #expect(svg.contains("<g class=\"symbol\">"))
        #expect(svg.contains(">gear</text>"))
    }
}
