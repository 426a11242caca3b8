import Foundation
import Testing
@testable import Trellis
import TrellisTestSupport

/// A settings screen built in code, as UIKit apps build it: a navigation controller showing a
/// controller whose view is an inset-grouped table of self-sizing cells. Text is measured by
/// a fixed rule (8 points a character, 20 a line, wrapped at the width) so the expected frames
/// follow from the layout rules alone.
@MainActor
struct SettingsScreenTests {
    /// A title over a multi-line detail, 4 points apart, inside the content view's margins.
    final class SettingCell: TableViewCell {
        let title = Label(), detail = Label()
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            detail.numberOfLines = 0
            for label in [title, detail] {
                label.measurer = FixedAdvanceText(advance: 8, lineHeight: 20, wraps: true)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            let m = contentView.layoutMarginsGuide
            LayoutConstraint.activate([title.topAnchor.constraint(equalTo: m.topAnchor),
                                       title.leadingAnchor.constraint(equalTo: m.leadingAnchor),
                                       title.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                                       detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                                       detail.leadingAnchor.constraint(equalTo: m.leadingAnchor),
                                       detail.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                                       detail.bottomAnchor.constraint(equalTo: m.bottomAnchor)])
        }
    }

    final class Settings: ViewController, TableViewDataSource {
        let table = TableView(frame: .zero, style: .insetGrouped)
        static let rows = [[("Wi-Fi", "Connected to home network"),                       // 25 characters
                            ("Bluetooth", String(repeating: "Nearby devices can find this. ", count: 3).prefix(80).description)],
                           [("About", "")]]
        override func loadView() { view = table }
        override func viewDidLoad() {
            title = "Settings"
            table.register(SettingCell.self, forCellReuseIdentifier: "setting")
            table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
            table.dataSource = self
        }
        func numberOfSections(in tableView: TableView) -> Int { 2 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Settings.rows[section].count }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { ["Connections", "General"][section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let (title, detail) = Settings.rows[indexPath.section][indexPath.row]
            if detail.isEmpty {
                let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
                cell.textLabel?.measurer = FixedAdvanceText(advance: 8, lineHeight: 20, wraps: true)
                cell.textLabel?.text = title
                return cell
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath) as! SettingCell
            cell.title.text = title
            cell.detail.text = detail
            return cell
        }
    }

    /// On each device the rows are inset by the side margin (16 below 390 points, 20 from
    /// there), the labels by it again inside the content view, 11 above and below. The detail
    /// of 80 characters (640 points) wraps to 3 lines in 256 (SE) and 311 (8) points and to 2
    /// in 334 (11 Pro Max): rows of 11 + 20 + 4 + 60 + 11 = 106 or 86. The Wi-Fi row is 66,
    /// About (default style) the standard 44. Grouped headers: 55.5 above the first titled
    /// section, 17.5 below each section, 38 above the next titled one. The table is under the
    /// bar; it rests scrolled to −(status bar + bar) so the first header shows below the bar.
    @Test(arguments: [("retina4_0", 320.0, 16.0, 64.0, 106.0), ("retina4_7", 375, 16, 64, 106), ("retina6_5", 414, 20, 88, 86)])
    func selfSizingRowsOnThreeDevices(device: String, width: Double, side: Double, top: Double, bluetooth: Double) throws {
        let window = Window(screen: Screen(device: Device.named(device)!))
        let settings = Settings()
        window.rootViewController = NavigationController(rootViewController: settings)
        window.layoutIfNeeded()
        let table = settings.table
        #expect(table.frame == Rect(x: 0, y: 0, width: width, height: window.bounds.height))
        #expect(table.contentOffset == Point(x: 0, y: -top))
        let cells = table.visibleCells
        try #require(cells.count == 3)
        let rowWidth = width - 2 * side
        let aboutY = 55.5 + 66 + bluetooth + 17.5 + 38
        #expect(cells.map(\.frame) == [Rect(x: side, y: 55.5, width: rowWidth, height: 66),
                                       Rect(x: side, y: 121.5, width: rowWidth, height: bluetooth),
                                       Rect(x: side, y: aboutY, width: rowWidth, height: 44)])
        #expect(table.contentSize == Size(width: width, height: aboutY + 44 + 17.5))
        let bt = try #require(cells[1] as? SettingCell)
        #expect(bt.contentView.frame == Rect(x: 0, y: 0, width: rowWidth, height: bluetooth))
        // (At 3× the rows' half-point positions round to the pixel grid in the root's space and
        // back: the labels come out within 1e-9 of the whole numbers.)
        #expect(bt.title.frame.isClose(to: Rect(x: side, y: 11, width: rowWidth - 2 * side, height: 20)))
        #expect(bt.detail.frame.isClose(to: Rect(x: side, y: 35, width: rowWidth - 2 * side, height: bluetooth - 46)))
        let about = try #require(cells[2].textLabel)
        #expect(about.frame.isClose(to: Rect(x: side, y: 12, width: rowWidth - 2 * side, height: 20)))
        // On screen, the first row starts below the bar and the first header.
        #expect(cells[0].convert(cells[0].bounds, to: window).minY == top + 55.5)
    }

    /// Rows below the screen have no cells and count at the estimated height; scrolling to them
    /// measures them and recycles the cells that left.
    @Test func onlyRowsInViewHaveCells() throws {
        final class Long: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let window = Window(screen: Screen(device: Device.named("retina4_7")!))
        let table = TableView(frame: window.bounds)
        table.contentInsetAdjustmentBehavior = .never
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let source = Long()
        table.dataSource = source
        table.estimatedRowHeight = 60
        window.addSubview(table)
        window.layoutIfNeeded()
        defer { withExtendedLifetime(source) {} }   // the table holds its data source weakly
        // 667 points show rows 0…15 at 44 each (15 × 44 = 660); the other 84 count at 60.
        #expect(table.indexPathsForVisibleRows.map(\.row) == Array(0...15))
        #expect(table.contentSize.height == 16 * 44 + 84 * 60)
        // Scrolled to 2200: rows 16… start at 704 and count at 60 until measured, so row 40
        // (2144–2204 at its estimate) is measured, ends at 2188 and stays off screen; rows 41…56
        // fill 2188–2892 at 44 each, across the visible 2200–2867.
        table.contentOffset = Point(x: 0, y: 2200)
        window.layoutIfNeeded()
        let rows = table.indexPathsForVisibleRows.map(\.row)
        #expect(rows == Array(41...56))
        #expect(table.cellForRow(at: IndexPath(row: 41, section: 0))?.frame == Rect(x: 0, y: 2188, width: 375, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(table.subviews.filter { $0 is TableViewCell }.count == rows.count)
    }
}

extension Rect {
    func isClose(to other: Rect) -> Bool {
        [minX - other.minX, minY - other.minY, width - other.width, height - other.height].allSatisfy { abs($0) < 1e-9 }
    }
}
