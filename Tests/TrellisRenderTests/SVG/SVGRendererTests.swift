import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The SVG picture of a laid-out tree: each visible view one rectangle in the root's coordinate
/// space (`convert(bounds, to: root)`), its background colour as the fill, a faint bounds outline,
/// its identifier as a caption when asked; `clipsToBounds` clips the subviews; hidden views are
/// not drawn (UIKit does not draw a hidden view or its subviews).
@Suite struct SVGRendererTests {
    /// root 100×80 (white) ⊃ card (10, 10, 50, 40) red, clips ⊃ badge (40, 30, 20, 20) in card,
    /// which is (50, 40, 20, 20) in the root; plus a hidden view.
    static func tree() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 80))
        root.accessibilityIdentifier = "root"
        root.backgroundColor = .white
        let card = View(frame: Rect(x: 10, y: 10, width: 50, height: 40))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.clipsToBounds = true
        let badge = View(frame: Rect(x: 40, y: 30, width: 20, height: 20))
        badge.accessibilityIdentifier = "badge"
        let ghost = View(frame: Rect(x: 70, y: 5, width: 10, height: 10))
        ghost.accessibilityIdentifier = "ghost"
        ghost.isHidden = true
        root.addSubview(card)
        card.addSubview(badge)
        root.addSubview(ghost)
        return root
    }

    @Test func rectanglesInRootCoordinates() {
        let svg = SVGRenderer(showsLabels: true).render(Self.tree())
        let bounds = "stroke=\"#8e8e93\" stroke-opacity=\"0.5\" stroke-width=\"0.5\"/>"
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"80\" viewBox=\"0 0 100 80\""))
        #expect(svg.contains("<g data-id=\"root\"><rect x=\"0\" y=\"0\" width=\"100\" height=\"80\" fill=\"#ffffff\" \(bounds)<text x=\"2\" y=\"10\" fill=\"#222222\">root</text>"))
        #expect(svg.contains("<g data-id=\"card\"><rect x=\"10\" y=\"10\" width=\"50\" height=\"40\" fill=\"#ff0000\" \(bounds)"))
        // The badge sits at (40, 30) in the card, so at (50, 40) in the root; no background: no fill.
        #expect(svg.contains("<g data-id=\"badge\"><rect x=\"50\" y=\"40\" width=\"20\" height=\"20\" fill=\"none\" \(bounds)"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func clipsToBoundsClipsTheSubviews() {
        let svg = SVGRenderer().render(Self.tree())
        // The card's clip path is its own rectangle, and the badge is drawn inside the clipped group.
        #expect(svg.contains("<clipPath id=\"clip1\"><rect x=\"10\" y=\"10\" width=\"50\" height=\"40\"/></clipPath><g clip-path=\"url(#clip1)\">\n<g data-id=\"badge\">"))
        #expect(svg.components(separatedBy: "<clipPath").count == 2)
    }

    @Test func hiddenViewsAreNotDrawn() {
        let svg = SVGRenderer().render(Self.tree())
        #expect(!svg.contains("ghost"))
        #expect(svg.components(separatedBy: "<rect x=").count == 5)   // 4 rectangles: root, card, badge, the clip path
    }

    @Test func scaleShrinksThePictureNotTheCoordinates() {
        let svg = SVGRenderer(scale: 0.5).render(Self.tree())
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"50\" height=\"40\" viewBox=\"0 0 100 80\""))
        #expect(!svg.contains("<text"))
    }

    @Test func fractionalFramesPrintShortestDecimals() {
        // Seed 000 on the iPhone 8: the blue half is 333.5 pt tall.
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let blue = View(frame: Rect(x: 0, y: 0, width: 375, height: 333.5))
        blue.accessibilityIdentifier = "blue"
        root.addSubview(blue)
        #expect(SVGRenderer().render(root).contains("<rect x=\"0\" y=\"0\" width=\"375\" height=\"333.5\""))
    }
}

/// Several trees (the scenes of a storyboard) in one picture, side by side.
@Suite struct SVGSideBySideTests {
    @Test func scenesAreNestedPicturesAtTheirOffsets() {
        let a = View(frame: Rect(x: 0, y: 0, width: 100, height: 80))
        let b = View(frame: Rect(x: 0, y: 0, width: 50, height: 120))
        let svg = SVGRenderer(scale: 0.5).render([a, b], gap: 20)
        // Width (100 + 20 + 50) × 0.5 = 85, height max(80, 120) × 0.5 = 60.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"85\" height=\"60\" font-family="))
        // The second scene starts at (100 + 20) × 0.5 = 60 pixels.
        #expect(svg.contains("<svg x=\"0\" y=\"0\" width=\"50\" height=\"40\" viewBox=\"0 0 100 80\""))
        #expect(svg.contains("<svg x=\"60\" y=\"0\" width=\"25\" height=\"60\" viewBox=\"0 0 50 120\""))
        #expect(SVGRenderer().render([a]) == SVGRenderer().render(a))
    }

    @Test func eachSceneHasItsOwnIds() {
        // Pictures inlined in one HTML page must not share clip-path ids.
        let svg = SVGRenderer().render([SVGRendererTests.tree(), SVGRendererTests.tree()], idPrefix: "p-")
        #expect(svg.contains("<clipPath id=\"p-s0-clip1\">") && svg.contains("url(#p-s0-clip1)"))
        #expect(svg.contains("<clipPath id=\"p-s1-clip1\">") && svg.contains("url(#p-s1-clip1)"))
    }
}
