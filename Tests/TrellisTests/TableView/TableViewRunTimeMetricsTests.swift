import Foundation
import Testing
@testable import Trellis

/// UIKit's run-time lengths of a table without a delegate (``TableViewRunTimeMetrics``): Apple
/// documents only that they default to `automaticDimension` and that a titled header fits its
/// title; the numbers are UIKit's on iOS 15 and later as Xcode's canvas stores them for tables of
/// automatic lengths (docs/interface-builder.md, "Table views"). Each test lays out a table of
/// one-row sections in code, as an app would, with rows of a fixed 44 points.
@MainActor
struct TableViewRunTimeMetricsTests {
    final class Sections: TableViewDataSource {
        let headers: [String?], footers: [String?]
        init(headers: [String?], footers: [String?]) { self.headers = headers; self.footers = footers }
        func numberOfSections(in tableView: TableView) -> Int { headers.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headers[section] }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footers[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    /// The rows' y positions and the content height of a 375-point table of `style`.
    private func layOut(_ style: TableView.Style, _ source: Sections, configure: (TableView) -> Void = { _ in }) -> (rows: [Double], height: Double) {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 375, height: 2000), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        configure(table)
        table.dataSource = source
        table.layoutIfNeeded()
        return withExtendedLifetime(source) { (table.visibleCells.map(\.frame.minY), table.contentSize.height) }
    }

    /// Plain: a titled header is 28 high below iOS 15's 22-point top padding, so the first row
    /// starts at 50 (the height Xcode 14+ canvases store for it); an untitled section has no
    /// header and no padding; a titled footer is 28. Rows: 50, then 44 + 28 (footer) + 50 = 172,
    /// then the untitled section at 216; content 260.
    @Test func plainTitledHeaderIs28BelowA22PointPadding() {
        let laid = layOut(.plain, Sections(headers: ["A", "B", nil], footers: [nil, "Note", nil]))
        #expect(laid.rows == [50, 94 + 50, 144 + 44 + 28])
        #expect(laid.height == 216 + 44)
    }

    /// `sectionHeaderTopPadding = 0` removes the padding (UIKit's iOS 15 opt-out): 28, then 44 + 28.
    @Test func plainTopPaddingCanBeTurnedOff() {
        let laid = layOut(.plain, Sections(headers: ["A", "B"], footers: [nil, nil])) { $0.sectionHeaderTopPadding = 0 }
        #expect(laid.rows == [28, 100])
        #expect(TableView(frame: .zero).sectionHeaderTopPadding == TableView.automaticDimension)
    }

    /// Grouped (and inset-grouped): a titled first header 55.5 (17.5 + 38), 17.5 below each
    /// untitled-footer section, 38 above a later titled one, 17.5 above a later untitled one,
    /// 30 for a titled footer; no top padding. Rows: 55.5; 55.5 + 44 + 17.5 + 38 = 155;
    /// 155 + 44 + 30 + 17.5 = 246.5; content 246.5 + 44 + 17.5 = 308.
    @Test(arguments: [TableView.Style.grouped, .insetGrouped])
    func groupedHeadersAndFooters(style: TableView.Style) {
        let laid = layOut(style, Sections(headers: ["A", "B", nil], footers: [nil, "Note", nil]))
        #expect(laid.rows == [55.5, 155, 246.5])
        #expect(laid.height == 308)
    }

    /// An untitled first section of a grouped table starts 35 down.
    @Test func groupedUntitledFirstSectionIs35Down() {
        #expect(layOut(.grouped, Sections(headers: [nil], footers: [nil])).rows == [35])
    }

    /// The values themselves, and the 44-point standard row (UIKit's default row and automatic
    /// estimate) that `TableView.standardRowHeight` publishes.
    @Test func theNumbers() {
        #expect(TableView.standardRowHeight == 44)
        #expect(TableViewRunTimeMetrics.sectionHeaderTopPadding(style: .plain) == 22)
        #expect(TableViewRunTimeMetrics.sectionHeaderTopPadding(style: .insetGrouped) == 0)
        #expect(TableViewRunTimeMetrics.cellSideMargin(tableWidth: 389) == 16)
        #expect(TableViewRunTimeMetrics.cellSideMargin(tableWidth: 390) == 20)
    }
}
