import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// A stack view's size-class variations re-applied when a rotation changes the size classes
/// (``SizeClassVariations``): read through ``StackViewAttributes`` as when the stack was made, so
/// that after each rotation the stack is the one a layout made directly in that orientation has.
struct StackVariationRotationTests {
    /// An iPhone 8 storyboard whose stack "st" is vertical, 4 apart, with no `distribution`;
    /// in compact height (the phone in landscape) a variation makes it horizontal, 20 apart,
    /// `fillEqually`, `center` aligned.
    func storyboard() throws -> IBDocument {
        try IBDocument(data: DocumentFixture.storyboard(DocumentFixture.scene("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="20" y="40" width="100" height="100"/>
                <variation key="heightClass=compact" axis="horizontal" distribution="fillEqually" alignment="center" spacing="20"/>
            </stackView>
            """, constraints: DocumentFixture.place("st", in: "root", leading: 20, top: 40),
            rootFrame: #"x="0.0" y="0.0" width="375" height="667""#), toolsVersion: "21701", device: "retina4_7"))
    }

    struct Arrangement: Equatable {
        let axis: LayoutAxis, distribution: StackView.Distribution, alignment: StackView.Alignment, spacing: Double
        init(_ stack: StackView) {
            axis = stack.axis; distribution = stack.distribution; alignment = stack.alignment; spacing = stack.spacing
        }
        init(_ axis: LayoutAxis, _ distribution: StackView.Distribution, _ alignment: StackView.Alignment, _ spacing: Double) {
            self.axis = axis; self.distribution = distribution; self.alignment = alignment; self.spacing = spacing
        }
    }

    func arrangement(_ layout: IBLayout) throws -> Arrangement {
        Arrangement(try #require(layout.views["st"] as? StackView))
    }

    /// Portrait: vertical, fill, fill, 4. Rotated to landscape: horizontal, fillEqually, center,
    /// 20, as laid out directly in landscape. Back in portrait: vertical, fill, fill, 4 again —
    /// the distribution and alignment too, which the document writes only in the variation
    /// (the stack does not keep landscape's).
    @Test func rotationReadsTheStackForTheNewSizeClasses() throws {
        let portrait = Arrangement(.vertical, .fill, .fill, 4), landscape = Arrangement(.horizontal, .fillEqually, .center, 20)
        let layout = try storyboard().layout(device: Device.named("retina4_7")!)
        #expect(try arrangement(layout) == portrait)
        let window = try #require(layout.windows.first)
        window.screen.rotate(to: .landscapeRight)
        window.layoutIfNeeded()
        #expect(try arrangement(layout) == landscape)
        #expect(try arrangement(storyboard().layout(device: Device.named("retina4_7")!, orientation: .landscapeRight)) == landscape)
        window.screen.rotate(to: .portrait)
        window.layoutIfNeeded()
        #expect(try arrangement(layout) == portrait)
    }
}
