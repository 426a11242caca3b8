import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// A button whose `titleLabel` was made draws its title once: the label is the button's title.
@MainActor
struct ButtonTitleLabelPictureTests {
    @Test func theTitleIsDrawnOnce() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 60))
        let button = Button(title: "Continue", frame: Rect(x: 20, y: 10, width: 120, height: 40))
        root.addSubview(button)
        _ = button.titleLabel
        root.layoutIfNeeded()
        let svg = SVGRenderer().render(root)
        #expect(svg.components(separatedBy: "Continue").count - 1 == 1)
    }
}
