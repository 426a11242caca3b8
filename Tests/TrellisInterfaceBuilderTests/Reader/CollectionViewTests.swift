import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Collection view cells and section header/footer views placed by the document's flow layout,
/// checked against the frames Xcode stored in real documents: permissively licensed ones shipped
/// with the tests (``Corpus/canvas``), so that these tests run in any clone.
struct CollectionViewTests {
    @Test func verticalFlowJustifiesFullLines() throws {
        // nRF Mesh Groups.storyboard (toolsVersion 24128, iPhone 11): a 414-wide collection view,
        // 130 × 130 items, 16-point spacings and side insets, a 56-point header: two items a
        // line, justified to the insets (x 16 and 414 − 16 − 130 = 268), lines 130 + 16 apart.
        try Corpus.canvas.expectFrames(in: "NordicSemiconductor__IOS-nRF-Mesh-Library__Example__Source__UI__Base.lproj__Groups.storyboard", [
            "OxW-lD-lMj": Rect(x: 0, y: 0, width: 414, height: 56),
            "msY-zV-q2n": Rect(x: 16, y: 56, width: 130, height: 130),
            "vv8-lb-e3T": Rect(x: 268, y: 56, width: 130, height: 130),
            "sCJ-yp-20C": Rect(x: 16, y: 202, width: 130, height: 130),
        ])
    }

    @Test func horizontalFlow() throws {
        // Iterable sample Main.storyboard (22505): horizontal, a 350 × 400 item in a 420-high
        // collection view with 16-point left inset: alone in its column and centred across (y 10).
        try Corpus.canvas.expectFrames(in: "Iterable__swift-sdk__sample-apps__swift-sample-app__swift-sample-app__Base.lproj__Main.storyboard",
                                       ["j5R-CF-bu8": Rect(x: 16, y: 10, width: 350, height: 400)])
        // LoopKit CarbKit.storyboard (13196): horizontal with a 10-wide header and a 20-wide
        // footer; a 50 × 50 item with room for more in its column starts at the 20-point top inset.
        try Corpus.canvas.expectFrames(in: "LoopKit__LoopKit__CarbKit__UI__CarbKit.storyboard", [
            "XhS-rK-6aU": Rect(x: 0, y: 0, width: 10, height: 220),
            "zl6-hV-ufX": Rect(x: 10, y: 20, width: 50, height: 50),
            "0Bj-pe-o1Z": Rect(x: 60, y: 0, width: 20, height: 220),
        ])
    }

    @Test func customLayoutCellsKeepTheirStoredFrames() throws {
        // IGListKit Demo.storyboard (toolsVersion 10117): an `IGListCollectionViewLayout` the canvas
        // cannot run; its cell stays at the stored (0, 0, 50, 50), its label at (5, 18), and a
        // `custom-layout` warning names the collection view.
        let l = try Corpus.canvas.expectFrames(in: "Instagram__IGListKit__Examples__Examples-iOS__IGListKitExamples__Storyboard__Demo.storyboard", [
            "Eqn-FQ-8Sv": Rect(x: 0, y: 0, width: 50, height: 50),
            "1vx-C5-AAO": Rect(x: 5, y: 18, width: 40, height: 15),
        ])
        #expect(l.diagnostics.contains { $0.kind == "custom-layout" && $0.ids == ["LKS-vo-Ytk"] })
    }
}

/// The same checked in a document of the shared corpora whose licence (AGPL) keeps it out of this
/// repository: skipped, naming the corpus, when it is not next to the checkout.
/// ``TableViewFixtureTests/flowLayoutSubclassIsDrawnAsAFlowLayout()`` checks the rule on a
/// document written for the tests.
struct CollectionViewCorpusTests {
    @Test(.needsCorpus(.modern))
    func flowLayoutSubclassIsDrawnAsAFlowLayout() throws {
        // threema MediaShareStoryboard (toolsVersion 23727, iPhone 11 canvas): a
        // `MediaPreviewFlowLayout` (a flow layout subclass of the app) scrolling horizontally with
        // no spacing: 414 × 551 items side by side, centred across the 406-point-high collection
        // view (y = (406 − 551) / 2 = −72.5).
        try Corpus.modern.expectFrames(in: "threema-ch__threema-ios__ThreemaFramework__SharedUI__MediaPreview__MediaShareStoryboard.storyboard", [
            "oUv-y5-df4": Rect(x: 0, y: -72.5, width: 414, height: 551),
            "zao-5B-G44": Rect(x: 414, y: -72.5, width: 414, height: 551),
            "tBB-eL-paG": Rect(x: 828, y: -72.5, width: 414, height: 551),
        ])
    }
}
