import Trellis

/// What a `<searchBar>` states about its `UISearchBar`: placeholder, text and style.
struct SearchBarAttributes: ElementAttributes {
    /// UIKit's `placeholder` and `text`.
    let placeholder: String?, text: String?
    /// UIKit's `searchBarStyle`; `default` when not written.
    let searchBarStyle: SearchBar.Style

    init(_ d: inout AttributeDecoder) {
        placeholder = d.string("placeholder")
        text = d.string("text")
        searchBarStyle = d.value("searchBarStyle", readAs: "default") ?? .default
    }
}
