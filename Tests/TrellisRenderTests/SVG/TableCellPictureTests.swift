import Foundation
import Testing
import Trellis
@testable import TrellisRender
import TrellisTestSupport

/// Table rows drawn as UIKit draws them: the line under each row (inset to where the text
/// starts, or by the separator inset), the accessory at the trailing margin, and a grouped
/// table's backgrounds with an inset-grouped section's outer corners rounded.
@MainActor
@Suite struct TableCellPictureTests {
    /// Sections of rows, each row a title and an accessory.
    final class Rows: TableViewDataSource {
        let sections: [[TableViewCell.AccessoryType]]
        init(_ sections: [[TableViewCell.AccessoryType]]) { self.sections = sections }
        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.measurer = FixedAdvanceText.tenPoint
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = sections[indexPath.section][indexPath.row]
            return cell
        }
    }

    /// A 375 × 400 table of `style` showing `rows`, laid out; the data source is returned to keep it alive.
    static func table(_ style: TableView.Style, _ rows: Rows) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 375, height: 400), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.layoutIfNeeded()
        return table
    }

    static func render(_ table: TableView) -> String {
        var r = SVGRenderer()
        r.measurer = FixedAdvanceText.tenPoint
        r.showsBounds = false
        return r.render(table)
    }

    /// The separators drawn: each one's `x="…" y="…" width="…"`.
    static func separators(_ svg: String) -> Set<String> {
        Set(svg.components(separatedBy: "<rect class=\"separator\" ").dropFirst().map { $0.components(separatedBy: " height=")[0] })
    }

    @Test func plainRowsHaveALineUnderEachRowFromTheTextsStart() throws {
        let rows = Rows([[.none, .none, .none]])
        let table = Self.table(.plain, rows)
        let frames = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0))!.frame }
        #expect(frames.map(\.minY) == [0, 44, 88])
        // Under every row, the last too: from the content view's leading margin (16 points in a
        // table narrower than 390) to the right edge, half a point at the bottom of the row.
        #expect(Self.separators(Self.render(table)) == ["x=\"16\" y=\"43.5\" width=\"359\"", "x=\"16\" y=\"87.5\" width=\"359\"", "x=\"16\" y=\"131.5\" width=\"359\""])
        // Its colour is UIKit's separator colour: #3c3c43 at 29 % in light appearance.
        #expect(Self.render(table).contains("<rect class=\"separator\" x=\"16\" y=\"43.5\" width=\"359\" height=\"0.5\" fill=\"#3c3c43\" fill-opacity=\"0.29\"/>"))
    }

    @Test func theSeparatorInsetAndStyleMoveOrRemoveTheLines() {
        let rows = Rows([[.none, .none]])
        let table = Self.table(.plain, rows)
        table.separatorInset = EdgeInsets(top: 0, left: 70, bottom: 0, right: 10)
        table.cellForRow(at: IndexPath(row: 1, section: 0))!.separatorInset = EdgeInsets(top: 0, left: 10000, bottom: 0, right: 0)
        // Row 0 from the table's inset: 70 to 375 − 10. Row 1's inset of 10,000 (a storyboard's
        // way to hide one line) leaves nothing.
        #expect(Self.separators(Self.render(table)) == ["x=\"70\" y=\"43.5\" width=\"295\""])
        table.separatorStyle = .none
        #expect(Self.separators(Self.render(table)).isEmpty)
    }

    @Test func insetGroupedSectionsAreRoundedWithoutALineUnderTheirLastRow() throws {
        let rows = Rows([[.disclosureIndicator, .checkmark], [.detailButton]])
        let table = Self.table(.insetGrouped, rows)
        let svg = Self.render(table)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!.frame, second = table.cellForRow(at: IndexPath(row: 1, section: 0))!.frame
        let third = table.cellForRow(at: IndexPath(row: 0, section: 1))!.frame
        // Rows inset by the 16-point margin: 343 wide.
        #expect([first.minX, first.width, second.minY] == [16, 343, first.maxY])
        #expect(third.minY > second.maxY)
        // The table's background is systemGroupedBackground (#f2f2f7), the rows' white
        // (secondarySystemGroupedBackground): the first row's top corners rounded by 10, the
        // second's bottom ones, the lone third row's all four.
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"375\" height=\"400\" fill=\"#f2f2f7\""))
        let y1 = format(first.minY), y2 = format(second.maxY), y3 = format(third.minY), y4 = format(third.maxY)
        #expect(svg.contains("<path d=\"M16 \(format(first.minY + 10))A10 10 0 0 1 26 \(y1)H349A10 10 0 0 1 359 \(format(first.minY + 10))V\(format(first.maxY))H16Z\" fill=\"#ffffff\"/>"))
        #expect(svg.contains("<path d=\"M16 \(format(second.minY))H359V\(format(second.maxY - 10))A10 10 0 0 1 349 \(y2)H26A10 10 0 0 1 16 \(format(second.maxY - 10))Z\" fill=\"#ffffff\"/>"))
        #expect(svg.contains("<path d=\"M16 \(format(third.minY + 10))A10 10 0 0 1 26 \(y3)H349A10 10 0 0 1 359 \(format(third.minY + 10))V\(format(third.maxY - 10))A10 10 0 0 1 349 \(y4)H26A10 10 0 0 1 16 \(format(third.maxY - 10))Z\" fill=\"#ffffff\"/>"))
        // One line, under the first row only: from 16 + 16 (the content view's margin) to the row's right edge.
        #expect(Self.separators(svg) == ["x=\"32\" y=\"\(format(first.maxY - 0.5))\" width=\"327\""])
        // Accessories end at the row's trailing margin, 359 − 16 = 343: the chevron in
        // tertiaryLabel, the checkmark and the info button in the tint colour (systemBlue).
        #expect(svg.contains("<g class=\"accessory-disclosureIndicator\"><path d=\"M335 \(format(first.midY - 6.5))L342 \(format(first.midY))L335 \(format(first.midY + 6.5))\" stroke=\"#3c3c43\" stroke-opacity=\"0.3\""))
        #expect(svg.contains("<g class=\"accessory-checkmark\"><path d=\"M328 \(format(second.midY + 0.5))L333.5 \(format(second.midY + 6))L343 \(format(second.midY - 6.5))\" stroke=\"#007aff\""))
        #expect(svg.contains("<g class=\"accessory-detailButton\"><circle cx=\"332\" cy=\"\(format(third.midY))\" r=\"10\" stroke=\"#007aff\""))
    }

    @Test func aDetailDisclosureButtonIsAnInfoButtonThenAChevron() {
        let svg = SVGRenderer().accessory(.detailDisclosureButton, trailing: 100, midY: 22, tint: .systemBlue)
        // The chevron ends a point inside the margin (at 99); the info circle (radius 10) 12 points before the chevron's 7.
        #expect(svg.contains("<circle cx=\"70\" cy=\"22\" r=\"10\""))
        #expect(svg.contains("<path d=\"M92 15.5L99 22L92 28.5\""))
    }

    @Test func darkAppearanceUsesTheDarkGroupedColours() {
        let rows = Rows([[.none]])
        var r = SVGRenderer()
        r.appearance = .dark
        r.showsBounds = false
        let svg = r.render(Self.table(.insetGrouped, rows))
        // systemGroupedBackground is black in dark appearance, its rows #1c1c1e.
        #expect(svg.contains("width=\"375\" height=\"400\" fill=\"#000000\""))
        #expect(svg.contains("Z\" fill=\"#1c1c1e\"/>"))
    }
}
