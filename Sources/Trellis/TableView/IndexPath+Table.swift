#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// UIKit's `IndexPath` additions for tables and collections: a path of two indexes, the section
/// and the row (or item) in it.
extension IndexPath {
    /// A path to `row` in `section` (UIKit's `init(row:section:)`).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A path to `item` in `section` (UIKit's `init(item:section:)`).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section: the first index.
    public var section: Int { self[0] }
    /// The row in the section: the second index.
    public var row: Int { self[1] }
    /// The item in the section (a collection view's name for ``row``).
    public var item: Int { self[1] }
}
