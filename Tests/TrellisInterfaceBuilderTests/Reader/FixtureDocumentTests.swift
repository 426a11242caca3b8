import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Four corpus documents shipped in Fixtures/ (MIT, licences beside them), so these run in any
/// clone. Expected frames are the ones Xcode stored, unless stated.
struct FixtureDocumentTests {
    @Test func masonryLaunchScreenMultiplierFraction() throws {
        // centerY = root.bottom × 1/3 + 1 = 223.33; the 43-point label's top 201.83 lands on the
        // 2x pixel grid at 202. The other label: bottom 34 above the root's (633), centred, its
        // stored 281 × 41 as intrinsic size → x 187.5 − 140.5 = 47 (Xcode stored 47.5).
        let layout = try Corpus.fixtures.document("SnapKit__Masonry__Examples__Masonry_iOS_Examples__Launch_Screen.storyboard").layout()
        #expect(layout.frame(of: "GJd-Yh-RWb") == Rect(x: 114.5, y: 202, width: 146, height: 43))
        #expect(layout.frame(of: "obG-Y5-kRd") == Rect(x: 47, y: 592, width: 281, height: 41))
    }

    @Test func cardViewFreeformOnItsNotchedCanvas() throws {
        // Xcode 12 (toolsVersion 17506) draws the iPhone 11 with a 44-point top and 34-point
        // bottom safe area on a free-form top-level view; the card is pinned to the margins
        // (20 at the sides of a view at least 414 wide, plus the safe area), the stack view 20
        // inside it, and its width ≤ 500 constraint is excluded in compact width.
        let doc = try Corpus.fixtures.document("SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CardView.xib")
        let layout = try doc.layout()
        #expect(layout.frame(of: "uEa-1P-F1Y") == Rect(x: 0, y: 0, width: 510, height: 160))
        #expect(layout.frame(of: "A7b-0a-fJG") == Rect(x: 20, y: 44, width: 470, height: 82))
        #expect(layout.frame(of: "SU0-uJ-4pP") == Rect(x: 20, y: 20, width: 430, height: 42))
        #expect(layout.frame(of: "RxA-tv-YM7") == Rect(x: 53, y: 4, width: 33, height: 34))
        #expect(layout.frame(of: "CxK-Y3-nSI") == Rect(x: 373, y: 6, width: 57, height: 30))
        let card = try #require(layout.views["A7b-0a-fJG"])
        #expect(!card.constraints.contains { $0.identifier == "lOa-jP-2uX" })
    }

    @Test(.needsTextShaping) func cardViewOnARegularWidthIPad() throws {
        // widthClass=regular: the stack spacing variation (15) and the width ≤ 500 constraint
        // apply; the 12.9" iPad Pro's safe area is 24 at the top and 20 at the bottom. The
        // regular-width masks replace the card's leading and trailing equalities with
        // inequalities, so the card is as wide as its content, centred (priority 950): 20 + 43
        // (😬) + 15 + 33 (icon) + 15 + 112.5 ("[Message Body]", 15-point subheadline, wider than
        // "[Title]", 48) + 15 + 57 ("[Button]") + 20 = 330.5, x (510 − 330.5) / 2 → 90. (The
        // card was 470 wide while "[Title]" was calibrated to the 267 points its stack gives it
        // on the iPhone 11 canvas — advances × 5.6; ``SceneBuilder/calibrationLimit``.)
        let layout = try Corpus.fixtures.document("SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CardView.xib")
            .layout(device: Device.named("ipad12_9rounded"))
        #expect(layout.frame(of: "A7b-0a-fJG") == Rect(x: 90, y: 24, width: 330.5, height: 116))
        #expect(layout.frame(of: "i9r-ex-CgT") == Rect(x: 106, y: 19, width: 112.5, height: 38.5))
        #expect(layout.frame(of: "RxA-tv-YM7") == Rect(x: 58, y: 21, width: 33, height: 34))
        #expect(layout.views["A7b-0a-fJG"]!.constraints.contains { $0.identifier == "lOa-jP-2uX" })
    }

    @Test func wikipediaSearchUnderAnOpaqueNavigationBar() throws {
        // Xcode 8 stored the root at y 64 with the full screen height; the table is pinned to
        // the top and bottom layout guides, which the opaque bar leaves at the root's edges:
        // 375 × (667 − 64).
        let layout = try Corpus.fixtures.document("ReactiveX__RxSwift__RxExample__RxExample__Examples__WikipediaImageSearch__WikipediaSearch.storyboard")
            .layout(storedRootSize: true)
        #expect(layout.frame(of: "SQ0-zH-6mv") == Rect(x: 0, y: 0, width: 375, height: 603))
    }

    @Test func postCellContentView() throws {
        let layout = try Corpus.fixtures.document("xmartlabs__XLPagerTabStrip__Example__Example__Helpers__PostCell.xib").layout()
        #expect(layout.frame(of: "K88-rd-6gZ") == Rect(x: 0, y: 0, width: 375, height: 83.5))
        #expect(layout.frame(of: "wQ5-jv-KcD") == Rect(x: 12, y: 12, width: 60, height: 60))
        #expect(layout.frame(of: "Xt9-VS-IpY") == Rect(x: 80, y: 12, width: 275, height: 18))
        #expect(layout.frame(of: "fIC-u4-GzA") == Rect(x: 80, y: 38, width: 275, height: 25.5))
    }

    @Test func multiplierInTheAncestorsOwnSpace() throws {
        // `root.centerY = 1.2 × label.centerY` with the root at y 64: UIKit evaluates it in the
        // root's bounds, 301.5 = 1.2 × centerY → centerY 251.25, top 251.25 − 62.75 = 188.5, as
        // stored (window coordinates would give 178).
        let layout = try Corpus.fixtures.document("ReactiveX__RxSwift__RxExample__RxExample__Examples__WikipediaImageSearch__WikipediaSearch.storyboard")
            .layout(storedRootSize: true)
        #expect(layout.frame(of: "FeZ-zt-ZeK") == Rect(x: 29, y: 188.5, width: 318, height: 125.5))
    }

    @Test func everyFixtureMatchesXcodeAtItsStoredSize() throws {
        for name in Corpus.fixtures.files {
            let fidelity = try Corpus.fixtures.document(name).fidelity()
            #expect(fidelity.mismatches.isEmpty, "\(name): \(fidelity.mismatches.map(\.id))")
            #expect(fidelity.total > 0)
        }
    }
}
