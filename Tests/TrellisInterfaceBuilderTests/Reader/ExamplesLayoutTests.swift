import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// The shipped examples, laid out from their documents, give the seeds' frames to the point.
struct ExamplesLayoutTests {
    @Test func aspectFitOnItsDesignDevice() throws {
        // Seed 000 on the iPhone 8 (375×667 @2x): halves 333.5 high; light green 375×93.75 centred
        // → edges 120 and 213.5; dark green 83.375 wide centred → edges 146 and 229.
        let layout = try Corpus.examples.document("AspectFit.storyboard").layout()
        #expect(layout.device.id == "retina4_7")
        #expect(layout.frame(of: "AsF-bl-001") == Rect(x: 0, y: 0, width: 375, height: 333.5))
        #expect(layout.frame(of: "AsF-lg-001") == Rect(x: 0, y: 120, width: 375, height: 93.5))
        #expect(layout.frame(of: "AsF-pk-001") == Rect(x: 0, y: 333.5, width: 375, height: 333.5))
        #expect(layout.frame(of: "AsF-dg-001") == Rect(x: 146, y: 0, width: 83, height: 333.5))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func aspectFitOnOtherDevices() throws {
        let doc = try Corpus.examples.document("AspectFit.storyboard")
        // iPhone 4s portrait: halves 240; light 320×80 at y 80; dark 60×240 at x 130.
        let p = try doc.layout(device: Device.named("retina3_5"), orientation: .portrait)
        #expect(p.frame(of: "AsF-rt-001") == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(p.frame(of: "AsF-lg-001") == Rect(x: 0, y: 80, width: 320, height: 80))
        #expect(p.frame(of: "AsF-dg-001") == Rect(x: 130, y: 0, width: 60, height: 240))
        // iPhone 8 landscape: halves 187.5; light 667 × 166.75 centred → 10.5…177; dark 46.875 → 310…357.
        let l = try doc.layout(orientation: .landscapeRight)
        #expect(l.frame(of: "AsF-lg-001") == Rect(x: 0, y: 10.5, width: 667, height: 166.5))
        #expect(l.frame(of: "AsF-dg-001") == Rect(x: 310, y: 0, width: 47, height: 187.5))
    }

    @Test func contentPressureScenes() throws {
        // Seed 001: the 200×200 image keeps its size with compression resistance 501 and yields
        // to the priority-500 100×100 constraints with 499.
        let layout = try Corpus.examples.document("ContentPressure.storyboard").layout()
        #expect(layout.frame(of: "CPr-iv-501") == Rect(x: 50, y: 50, width: 200, height: 200))
        #expect(layout.frame(of: "CPr-iv-499") == Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(layout.roots.count == 2)
    }

    @Test func adaptedCardKeepsItsFreeformSizeAndReadsTheAdapterFlag() throws {
        let layout = try Corpus.examples.document("AdaptedCard.xib").layout(device: Device.named("retina5_5"))
        // A free-form top-level xib view keeps its stored 375×200 size on any device.
        #expect(layout.frame(of: "AdC-rt-001") == Rect(x: 0, y: 0, width: 375, height: 200))
        let adapted = layout.views["AdC-rt-001"]!.subtree.flatMap(\.constraints).filter(\.adaptsToScreenWidth)
        #expect(Set(adapted.compactMap(\.identifier)).count == 2)
        // On the 414-point iPhone 8 Plus the flagged title height scales 55 × 414 / 375 = 60.72,
        // whose bottom edge rounds to the third of a point: 182 / 3.
        #expect(layout.frame(of: "AdC-tt-001") == Rect(x: 0, y: 0, width: 375, height: 182.0 / 3))
        // On the 375-point design width nothing changes.
        let design = try Corpus.examples.document("AdaptedCard.xib").layout()
        #expect(design.frame(of: "AdC-tt-001") == Rect(x: 0, y: 0, width: 375, height: 55))
    }

    @Test func multiplierForms() {
        #expect(IBDocument.parseMultiplier(nil) == 1)
        #expect(IBDocument.parseMultiplier("4:1") == 4)
        #expect(IBDocument.parseMultiplier("1:4") == 0.25)
        #expect(IBDocument.parseMultiplier("1/3") == 1.0 / 3)
        #expect(IBDocument.parseMultiplier("0.25") == 0.25)
        #expect(IBDocument.parseMultiplier("1:0") == nil)
        #expect(IBDocument.parseMultiplier("abc") == nil)
    }

    @Test func sizeClasses() {
        let phone = Device.named("retina4_7")!, plus = Device.named("retina5_5")!, pad = Device.named("ipad9_7")!
        func traits(_ device: Device, _ orientation: Orientation) -> TraitCollection { TraitCollection(screen: Screen(device: device, orientation: orientation)) }
        #expect(traits(phone, .portrait).matches(variationKey: "heightClass=regular-widthClass=compact"))
        #expect(traits(phone, .portraitUpsideDown).matches(variationKey: "heightClass=regular-widthClass=compact"))
        #expect(traits(phone, .landscapeLeft).matches(variationKey: "heightClass=compact-widthClass=compact"))
        #expect(traits(plus, .landscapeLeft).matches(variationKey: "widthClass=regular"))
        #expect(!traits(plus, .landscapeLeft).matches(variationKey: "widthClass=compact"))
        #expect(traits(pad, .portrait).matches(variationKey: "heightClass=regular-widthClass=regular"))
        #expect(!traits(phone, .portrait).matches(variationKey: "default"))
        #expect(!traits(phone, .portrait).matches(variationKey: "widthClass=any"))
        // A 320-point Split View column on a landscape 9.7-inch iPad is compact width (Xcode's `splitview1_3`).
        let column = TraitCollection(screen: Screen(device: pad, orientation: .landscapeLeft), windowWidth: 320)
        #expect(column.matches(variationKey: "heightClass=regular-widthClass=compact"))
        #expect(TraitCollection(screen: Screen(device: pad, orientation: .landscapeLeft), windowWidth: 694).horizontalSizeClass == .regular)
        #expect(TraitCollection(screen: Screen(device: phone, orientation: .portrait), windowWidth: 320).horizontalSizeClass == .compact)
    }
}
