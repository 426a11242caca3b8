/// A search bar (UIKit's `UISearchBar`): the bar material (``style`` `default`) or none
/// (`minimal`), with a rounded search field holding a magnifying glass and the ``text`` or the
/// ``placeholder``.
open class SearchBar: View {
    public enum Style: String, Sendable { case `default`, prominent, minimal }
    public var text: String?
    public var placeholder: String?
    public var searchBarStyle = Style.default
}
