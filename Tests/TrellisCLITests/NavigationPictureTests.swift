import Foundation
import Testing
import TrellisTestSupport

/// Issue 32, item 3: a table under a navigation bar shows its content below the bar, as UIKit
/// (and Xcode's canvas) do: the table bounces vertically (`alwaysBounceVertical="YES"`), so its
/// adjusted top inset is the safe area's and its content rests at offset −inset.
struct NavigationPictureTests {
    /// NavigationTable.storyboard on an iPhone 15: the status bar (59) and the navigation bar (44)
    /// cover 103 points; the first row lies at y 50 of the table's content, so it is drawn at
    /// 103 + 50 = 153 and its label's baseline at 153 + 28.04 = 181.04 (it was 78.04, under the bar).
    /// The frame table is unchanged: frames are in content coordinates.
    @Test func firstRowIsDrawnBelowTheNavigationBar() throws {
        let file = "\(CheckReportTests.fixtures)/NavigationTable.storyboard"
        let svg = try runTrellis(["layout", file, "--format", "svg"], in: Repository.root).stdout
        #expect(svg.contains("<g data-id=\"row-1-l\"><text fill=\"#000000\" font-size=\"17\" text-anchor=\"start\"><tspan x=\"20\" y=\"181.04296875\""))
        let table = try runTrellis(["layout", file], in: Repository.root).stdout
        #expect(table.contains("row-1      tableViewCell             tbl-001    (0, 50, 393, 44)"))
    }
}
