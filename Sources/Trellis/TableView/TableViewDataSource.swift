#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a table view shows (UIKit's `UITableViewDataSource`): the sections, their rows and a
/// cell for each row. Only `numberOfRowsInSection` and `cellForRowAt` are required.
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell showing a row, usually from ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// A section header's title (default none).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// A section footer's title (default none).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// How a table view sizes rows, headers and footers (the layout part of UIKit's
/// `UITableViewDelegate`); every method is optional. A height of
/// ``TableView/automaticDimension`` asks the table to size the row from its constraints.
public protocol TableViewDelegate: AnyObject {
    /// A row's height (default the table's ``TableView/rowHeight``).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// A row's height before its cell is measured (default the table's ``TableView/estimatedRowHeight``).
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double
    /// A section's header view (default none: the title's, if any).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A section's header height (default the table's ``TableView/sectionHeaderHeight``).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// A section's footer view (default none: the title's, if any).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A section's footer height (default the table's ``TableView/sectionFooterHeight``).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double { tableView.estimatedRowHeight }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { tableView.sectionFooterHeight }
}
