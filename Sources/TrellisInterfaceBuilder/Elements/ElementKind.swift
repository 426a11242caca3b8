/// The kind of a view element of an Interface Builder document, its raw value the XML element
/// name (`<label>`, `<tableViewCell>`…). Decoded once, when the XML is read (``XMLTree/kind``);
/// the reader's element table (``SceneBuilder/elementReaders``) and its facets below take it in
/// place of element names. An element of no kind here is read as a plain `UIView`, with one
/// diagnostic (``SceneBuilder/readingUnknownElement(_:id:)``).
enum ElementKind: String, CaseIterable, Sendable {
    // Views whose stored size stands for a text-dependent intrinsic size (``isTextLeaf``).
    case label, button, textField, `switch`, slider, segmentedControl, activityIndicatorView, stepper, pageControl, progressView
    // Scroll views (``isScrollView``).
    case scrollView, tableView, collectionView, textView
    // Bars (``isBar``).
    case navigationBar, tabBar, toolbar, searchBar
    // Cells and their content views.
    case tableViewCell, collectionViewCell, tableViewCellContentView, collectionViewCellContentView
    case collectionReusableView, tableViewHeaderFooterView
    // The others read as views of their own class or as plain views.
    case view, imageView, visualEffectView, containerView, pickerView, datePicker, mapView, webView, wkWebView, stackView
    case mtkView, glkView, arscnView, sceneKitView, spriteKitView, skView, pdfView

    /// The kind named `elementName`, nil for an element of another kind (not a view, or a view
    /// Trellis does not know). One dictionary look-up: `init(rawValue:)` compares the name with
    /// every case in turn, and every element of a document is decoded.
    init?(elementName: String) {
        guard let kind = ElementKind.byName[elementName] else { return nil }
        self = kind
    }

    private static let byName: [String: ElementKind] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// A control or label whose stored size stands for a text-dependent intrinsic size (a
    /// label's, button's, text field's…; a switch's, slider's and the other fixed-size controls'
    /// too, which Trellis keeps at their stored size).
    var isTextLeaf: Bool {
        switch self {
        case .label, .button, .textField, .switch, .slider, .segmentedControl, .activityIndicatorView, .stepper, .pageControl, .progressView: true
        default: false
        }
    }

    /// A bar whose height is intrinsic (UIKit's `UINavigationBar`, `UITabBar`, `UIToolbar`, `UISearchBar`).
    var isBar: Bool {
        switch self {
        case .navigationBar, .tabBar, .toolbar, .searchBar: true
        default: false
        }
    }

    /// UIKit's `UIScrollView` or one of its subclasses (table, collection and text views): it
    /// scrolls its subviews.
    var isScrollView: Bool {
        switch self {
        case .scrollView, .tableView, .collectionView, .textView: true
        default: false
        }
    }
}
