import Foundation
import Testing
@testable import Trellis
import TrellisTestSupport

/// UIKit's cell styles and accessories in code: each style's labels and image where UIKit puts
/// them (the rules and their evidence are in `TableViewCell+Styles.swift` and
/// `TableViewCell+Accessory.swift`). A plain table 375 points wide (side margin 16), rows of
/// automatic height, on a 2× screen (rows are rounded to its half points, as UIKit rounds them to
/// pixels); text is measured by a fixed rule (8 points a character, 20 a line) so the frames
/// follow from the layout rules alone.
@MainActor
struct CellStyleTests {
    final class Rows: TableViewDataSource {
        let cells: [TableViewCell]
        init(_ cells: [TableViewCell]) { self.cells = cells }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cells.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { cells[indexPath.row] }
    }

    func cell(_ style: TableViewCell.CellStyle, _ text: String, _ detail: String? = nil,
              accessory: TableViewCell.AccessoryType = .none) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.accessoryType = accessory
        for (label, string) in [(cell.textLabel, text), (cell.detailTextLabel, detail)] {
            label?.measurer = FixedAdvanceText(advance: 8, lineHeight: 20)
            label?.text = string
        }
        return cell
    }

    @Test func eachStyleLaysOutItsLabelsAsUIKitDoes() throws {
        let general = cell(.default, "General", accessory: .disclosureIndicator)
        let wifi = cell(.value1, "Wi-Fi", "Home")
        let song = cell(.subtitle, "Title", "Subtitle")
        let name = cell(.value2, "Name", "Ada", accessory: .checkmark)
        let photo = cell(.default, "Photos")
        photo.imageView?.image = Image(name: "photo", size: Size(width: 24, height: 24))
        let rows = Rows([general, wifi, song, name, photo])
        let table = TableView(frame: Rect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.contentScaleFactor = 2
        table.dataSource = rows
        table.layoutIfNeeded()

        #expect(general.detailTextLabel == nil)
        #expect(name.imageView == nil)
        // Default style with a disclosure indicator: one 44-point row (20 of text and 11-point
        // margins fall short of UIKit's standard row); the content view is 16 + 10.5 narrower,
        // and its trailing margin beside the accessory is 8, so the title spans 16…340.5 —
        // the x and width Xcode stores for such a title (SwiftMessages Demo Main.storyboard,
        // 22505: (16, 0, 324.5, 43.5) in a 375-point row).
        #expect(general.frame == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(general.contentView.frame == Rect(x: 0, y: 0, width: 348.5, height: 44))
        #expect(general.textLabel?.frame == Rect(x: 16, y: 12, width: 324.5, height: 20))
        // Value 1: the title at the leading margin, the detail (4 characters, 32 points) ending
        // at the trailing margin, 375 − 16 = 359, on the title's baseline.
        #expect(wifi.frame == Rect(x: 0, y: 44, width: 375, height: 44))
        #expect(wifi.textLabel?.frame == Rect(x: 16, y: 12, width: 40, height: 20))
        #expect(wifi.detailTextLabel?.frame == Rect(x: 327, y: 12, width: 32, height: 20))
        // Subtitle: title (20), 1 point, subtitle (the 12-point font's line, 14.5) — 35.5
        // points, centred in the style's least row, 55.5: y 10 and 31 (Xcode 11–15 stores the
        // title at y 10 and the subtitle at 31.5 for a 20.5-point title line: the same rule).
        #expect(song.frame == Rect(x: 0, y: 88, width: 375, height: 55.5))
        #expect(song.textLabel?.frame == Rect(x: 16, y: 10, width: 40, height: 20))
        #expect(song.detailTextLabel?.frame == Rect(x: 16, y: 31, width: 64, height: 14.5))
        // Value 2 with a checkmark: a 91-point title column at the leading margin, the detail 6
        // points after it on the title's baseline (both 12-point, a 14.5-point line, centred:
        // y 14.75, 15 on the half-point grid); the checkmark takes 40 points from the content view (ResearchKit ORKCatalog
        // Main.storyboard: title (16, 15, 91, 14.5), detail at x 113).
        #expect(name.frame == Rect(x: 0, y: 143.5, width: 375, height: 44))
        #expect(name.contentView.frame.width == 335)
        #expect(name.textLabel?.frame == Rect(x: 16, y: 15, width: 91, height: 14.5))
        #expect(name.detailTextLabel?.frame == Rect(x: 113, y: 15, width: 24, height: 14.5))
        // An image at the leading margin, centred down; the title 15 points after it, to the
        // trailing margin (nRF Mesh Groups.storyboard: a 24-point image at 20, the title at 59).
        #expect(photo.frame == Rect(x: 0, y: 187.5, width: 375, height: 44))
        #expect(photo.imageView?.frame == Rect(x: 16, y: 10, width: 24, height: 24))
        #expect(photo.textLabel?.frame == Rect(x: 55, y: 12, width: 304, height: 20))
    }

    @Test func withoutAnImageTheImageViewTakesNoRoom() throws {
        let plain = cell(.subtitle, "Title", "Subtitle")
        let rows = Rows([plain])
        let table = TableView(frame: Rect(x: 0, y: 0, width: 414, height: 300), style: .plain)
        table.dataSource = rows
        table.layoutIfNeeded()
        // 414 points: side margin 20; the empty image view collapses at the margin.
        #expect(plain.imageView?.frame.width == 0)
        #expect(plain.textLabel?.frame.minX == 20)
        #expect(plain.detailTextLabel?.frame.minX == 20)
    }

    @Test func accessoryWidthsFollowTheSideMargin() {
        #expect(TableViewCell.AccessoryType.disclosureIndicator.width(sideMargin: 16) == 26.5)
        #expect(TableViewCell.AccessoryType.disclosureIndicator.width(sideMargin: 20) == 30.5)
        // A checkmark or detail button is 24 plus the side margin: nRF Connect Device Manager
        // Main.storyboard (side margin 16) stores 375-point cells with 335-point content views,
        // nRF Mesh Groups.storyboard (20) 414-point cells with 370-point ones.
        #expect(TableViewCell.AccessoryType.checkmark.width(sideMargin: 16) == 40)
        #expect(TableViewCell.AccessoryType.checkmark.width(sideMargin: 20) == 44)
        #expect(TableViewCell.AccessoryType.detailButton.width(sideMargin: 20) == 44)
        #expect(TableViewCell.AccessoryType.detailDisclosureButton.width(sideMargin: 16) == 57)
        #expect(TableViewCell.AccessoryType.none.width(sideMargin: 16) == 0)
    }
}
