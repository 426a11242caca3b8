import Trellis

extension SceneBuilder {
    /// A reader of one kind of element: its view from the element, the kind's attributes
    /// (``ElementAttributes``, decoded once here) and what every view shares (``ViewAttributes``).
    typealias ElementReader = @Sendable (SceneBuilder, XMLTree, ViewAttributes) -> View

    /// The reader of each kind of element that becomes a view of its own class; every other
    /// element becomes a plain ``View`` (a cell's content view: the cell's own,
    /// ``cellsOwnContentView(_:)``) (``makeView(_:superviewID:)`` then applies what all views
    /// share: frame, autoresizing, priorities, margins, subviews). Each reader is handed its
    /// kind's attributes (`Elements/Attributes/`), decoded once; the values Interface Builder does
    /// not write are reported as the attributes are decoded (``decode(_:_:id:)``).
    static let elementReaders: [ElementKind: ElementReader] = [
        .label: reading { $0.readLabel($1, $2, shared: $3) },
        .button: reading { $0.readButton($1, $2, shared: $3) },
        .stackView: reading { $0.readStackView($1, $2, shared: $3) },
        .imageView: reading { $0.readImageView($1, $2, shared: $3) },
        .pickerView: { builder, _, _ in builder.readPickerView() },
        .textField: reading { $0.readTextField($1, $2, shared: $3) },
        .textView: reading { $0.readTextView($1, $2, shared: $3) },
        .segmentedControl: reading { $0.readSegmentedControl($1, $2, shared: $3) },
        .navigationBar: reading { $0.readNavigationBar($1, $2, shared: $3) },
        .tabBar: reading { $0.readTabBar($1, $2, shared: $3) },
        .toolbar: reading { $0.readToolbar($1, $2, shared: $3) },
        .scrollView: reading { $0.readScrollView($1, $2, shared: $3) },
        .tableView: reading { $0.readTableView($1, $2, shared: $3) },
        .collectionView: reading { $0.readCollectionView($1, $2, shared: $3) },
        .tableViewCell: reading { $0.readTableViewCell($1, $2, shared: $3) },
        .collectionViewCell: reading { $0.readCollectionViewCell($1, $2, shared: $3) },
        .collectionReusableView: reading { $0.readCollectionReusableView($1, $2, shared: $3) },
        .`switch`: reading { $0.readSwitch($1, $2, shared: $3) },
        .slider: reading { $0.readSlider($1, $2, shared: $3) },
        .stepper: reading { $0.readStepper($1, $2, shared: $3) },
        .progressView: reading { $0.readProgressView($1, $2, shared: $3) },
        .activityIndicatorView: reading { $0.readActivityIndicatorView($1, $2, shared: $3) },
        .pageControl: reading { $0.readPageControl($1, $2, shared: $3) },
        .searchBar: reading { $0.readSearchBar($1, $2, shared: $3) },
        .datePicker: reading { $0.readDatePicker($1, $2, shared: $3) },
    ]

    /// The reader `read`, handed the element's attributes of type `A` decoded for the scene's size classes.
    private static func reading<A: ElementAttributes>(_ read: @escaping @Sendable (SceneBuilder, XMLTree, A, ViewAttributes) -> View) -> ElementReader {
        { builder, e, shared in read(builder, e, builder.decode(A.self, e, id: shared.id), shared) }
    }
}
