import Foundation
import Testing
import TrellisTestSupport

/// `trellis layout --format svg` on a real settings screen (IQKeyboardManager's
/// Settings.storyboard, Examples/ThirdParty, MIT; Xcode 15, iPhone 11 Pro canvas): the reader
/// records each cell's accessory and the table's style, and the picture draws UIKit's row
/// separators and accessories from them.
@Suite struct TableRowPictureTests {
    static let settings = "Examples/ThirdParty/hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__Settings.storyboard"

    static func picture(scene: String) throws -> [String] {
        let run = try runTrellis(["layout", settings, "--scene", scene, "--format", "svg"], in: Repository.root)
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        return run.stdout.components(separatedBy: "<").filter { $0.hasPrefix("rect class=\"separator\"") || $0.hasPrefix("g class=\"accessory") || $0.hasPrefix("path d=\"M") }
    }

    /// The inset-grouped table (8WJ-D7-NuE): six prototype rows 335 wide at x 20 (in window
    /// coordinates; the device's bezel is a translation around them), one section, so a line
    /// under each row but the last: from the content view's 20-point margin (x 20 + 20 = 40) to
    /// the row's right edge (355). The third row (nwM…, 51 tall) shows a disclosure chevron
    /// ending a point inside the trailing margin: 355 − 20 − 1 = 334.
    @Test func insetGroupedRowsHaveSeparatorsAndAChevron() throws {
        let marks = try Self.picture(scene: "zPq-Kx-aQ0")
        let separators = marks.filter { $0.hasPrefix("rect class=\"separator\"") }
        #expect(separators.count == 5)
        #expect(separators.allSatisfy { $0.hasPrefix("rect class=\"separator\" x=\"40\"") && $0.contains("width=\"315\" height=\"0.5\"") })
        let chevron = try #require(marks.firstIndex { $0.hasPrefix("g class=\"accessory-disclosureIndicator\"") })
        #expect(marks[chevron + 1].hasPrefix("path d=\"M327 ") && marks[chevron + 1].contains("L334 "))
    }

    /// The grouped options table (0zd-6T-nzy): its one prototype row (8mo…) has a checkmark,
    /// ending at the trailing margin, 375 − 20 = 355, in the tint colour; a lone row has no line under it.
    @Test func aGroupedRowShowsItsCheckmark() throws {
        let marks = try Self.picture(scene: "KAM-fd-clq")
        #expect(!marks.contains { $0.hasPrefix("rect class=\"separator\"") })
        let check = try #require(marks.firstIndex { $0.hasPrefix("g class=\"accessory-checkmark\"") })
        #expect(marks[check + 1].hasPrefix("path d=\"M340 ") && marks[check + 1].contains("L355 ") && marks[check + 1].contains("stroke=\"#007aff\""))
    }
}
