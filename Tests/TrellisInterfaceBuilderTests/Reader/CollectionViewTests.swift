import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Collection view cells and section header/footer views placed by the document's flow layout,
/// checked against the frames Xcode stored in `../shared/corpus-modern` documents (skipped when
/// the corpus is not next to the checkout). Helpers from ``TableViewTests``.
struct CollectionViewTests {
    let tables = TableViewTests()

    @Test(.enabled(if: TableViewTests.available, "../shared/corpus-modern is not next to this checkout"))
    func verticalFlowJustifiesFullLines() throws {
        // nRF Mesh Groups.storyboard (toolsVersion 24128, iPhone 11): a 414-wide collection view,
        // 130 × 130 items, 16-point spacings and side insets, a 56-point header: two items a
        // line, justified to the insets (x 16 and 414 − 16 − 130 = 268), lines 130 + 16 apart.
        let l = try tables.layout("NordicSemiconductor__IOS-nRF-Mesh-Library__Example__Source__UI__Base.lproj__Groups.storyboard")
        tables.expectFrame(l, "OxW-lD-lMj", Rect(x: 0, y: 0, width: 414, height: 56))
        tables.expectFrame(l, "msY-zV-q2n", Rect(x: 16, y: 56, width: 130, height: 130))
        tables.expectFrame(l, "vv8-lb-e3T", Rect(x: 268, y: 56, width: 130, height: 130))
        tables.expectFrame(l, "sCJ-yp-20C", Rect(x: 16, y: 202, width: 130, height: 130))
    }

    @Test(.enabled(if: TableViewTests.available, "../shared/corpus-modern is not next to this checkout"))
    func horizontalFlow() throws {
        // Iterable sample Main.storyboard (22505): horizontal, a 350 × 400 item in a 420-high
        // collection view with 16-point left inset: alone in its column and centred across (y 10).
        let iterable = try tables.layout("Iterable__swift-sdk__sample-apps__swift-sample-app__swift-sample-app__Base.lproj__Main.storyboard")
        tables.expectFrame(iterable, "j5R-CF-bu8", Rect(x: 16, y: 10, width: 350, height: 400))
        // LoopKit CarbKit.storyboard (13196): horizontal with a 10-wide header and a 20-wide
        // footer; a 50 × 50 item with room for more in its column starts at the 20-point top inset.
        let loop = try tables.layout("LoopKit__LoopKit__CarbKit__UI__CarbKit.storyboard")
        tables.expectFrame(loop, "XhS-rK-6aU", Rect(x: 0, y: 0, width: 10, height: 220))
        tables.expectFrame(loop, "zl6-hV-ufX", Rect(x: 10, y: 20, width: 50, height: 50))
        tables.expectFrame(loop, "0Bj-pe-o1Z", Rect(x: 60, y: 0, width: 20, height: 220))
    }
}
