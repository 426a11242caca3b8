import Trellis

extension SceneBuilder {
    /// The reader of each kind of element that becomes a view of its own class; every other
    /// element becomes a plain ``View`` (a cell's content view: the cell's own,
    /// ``cellsOwnContentView(_:)``) (``makeView(_:superviewID:)`` then reads what all views
    /// share: frame, autoresizing, priorities, margins, subviews).
    static let elementReaders: [ElementKind: @Sendable (SceneBuilder, XMLTree, String) -> View] = [
        .label: { $0.readLabel($1, id: $2) },
        .button: { $0.readButton($1, id: $2) },
        .stackView: { $0.readStackView($1, id: $2) },
        .imageView: { $0.readImageView($1, id: $2) },
        .pickerView: { $0.readPickerView($1, id: $2) },
        .textField: { $0.readTextField($1, id: $2) },
        .textView: { $0.readTextView($1, id: $2) },
        .segmentedControl: { $0.readSegmentedControl($1, id: $2) },
        .navigationBar: { $0.readNavigationBar($1, id: $2) },
        .tabBar: { $0.readTabBar($1, id: $2) },
        .toolbar: { $0.readToolbar($1, id: $2) },
        .scrollView: { $0.readScrollView($1, id: $2) },
        .tableView: { $0.readTableView($1, id: $2) },
        .collectionView: { $0.readCollectionView($1, id: $2) },
        .tableViewCell: { $0.readTableViewCell($1, id: $2) },
        .collectionViewCell: { $0.readCollectionViewCell($1, id: $2) },
        .`switch`: { $0.readSwitch($1, id: $2) },
        .slider: { $0.readSlider($1, id: $2) },
        .stepper: { $0.readStepper($1, id: $2) },
        .progressView: { $0.readProgressView($1, id: $2) },
        .activityIndicatorView: { $0.readActivityIndicatorView($1, id: $2) },
        .pageControl: { $0.readPageControl($1, id: $2) },
        .searchBar: { $0.readSearchBar($1, id: $2) },
        .datePicker: { $0.readDatePicker($1, id: $2) },
    ]
}
