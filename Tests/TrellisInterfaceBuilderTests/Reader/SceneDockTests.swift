import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Views in a storyboard scene's dock — beside the view controller in the scene's `<objects>`,
/// not under its view — laid out on their own at their stored size, as Xcode's canvas draws them
/// (documents of `../shared/corpus-modern`, skipped when it is not next to the checkout).
struct SceneDockTests {
    @Test(.needsCorpus(.modern))
    func tableViewInTheSceneDock() throws {
        // Provenance.storyboard, toolsVersion 22154 (Xcode 15), iPhone X canvas: a 240 × 128
        // grouped table view beside the library's view controller in the scene's objects (the
        // controller's `sortOptionsTableView` outlet) is laid out on its own at its stored size,
        // as a xib's top-level view: "Prototype Cells" 17.5 + 38 above the first row; the
        // checkmark takes 40 from the content views; the rows are 43⅔, the style's 43.5 on the
        // 3× grid (`table.automaticRowOnPixelGrid`).
        let layout = try Corpus.modern.expectFrames(in: "Provenance-Emu__Provenance__Provenance__User_Interface__Base.lproj__Provenance.storyboard", [
            "m7k-NW-PMB": Rect(x: 0, y: 55.333, width: 240, height: 43.667),
            "OUs-fB-12d": Rect(x: 0, y: 0, width: 200, height: 43.667),
        ])
        // The second row, reaching past the 128-point table's bottom, is stored (0, 99, 240, 44): 44
        // where the row above is 43⅔, which no rule gives; Trellis draws it as the row above,
        // at 99⅓ (55.5 + 43⅔ on the grid), 43⅓ high — within a point of the stored frame.
        let second = try #require(layout.frame(of: "bhh-7D-iQS"))
        #expect(abs(second.minY - 99) <= 1 && abs(second.height - 44) <= 1)
    }

    @Test(.needsCorpus(.modern))
    func dockViewOfAnXcode11DocumentHasNoSafeArea() throws {
        // UTM Main.storyboard, toolsVersion 15705 (Xcode 11.3), iPad Pro 12.9" canvas in
        // landscape (24 points of status bar): the 1000 × 68 input view `H7m-pq-dCg` beside its
        // controller; its stack, at safeArea.top + 4 and bottom − 4, is stored at y 4, 60 high —
        // the canvas did not put the view under the device's safe area.
        try Corpus.modern.expectFrames(in: "utmapp__UTM__UTM__Base.lproj__Main.storyboard", [
            "EQJ-rh-CTl": Rect(x: 8, y: 4, width: 264, height: 60),
            "1LD-5d-0Ee": Rect(x: 0, y: 0, width: 60, height: 60),
        ])
    }
}
