import Trellis

/// The standard controls' attributes (``SwitchAttributes``, ``SliderAttributes``…, decoded once),
/// read into their Trellis classes so that pictures draw them (their sizes stay as
/// ``makeView(_:superviewID:)`` reads them: the stored size as intrinsic size, or none).
extension SceneBuilder {
    /// `<switch on="YES">` with `<color key="onTintColor">`.
    func readSwitch(_ e: XMLTree, _ a: SwitchAttributes, shared: ViewAttributes) -> Switch {
        let s = Switch()
        s.isOn = a.isOn
        s.onTintColor = color(e, key: "onTintColor")
        return s
    }

    /// `<slider value= minValue= maxValue=>` with `<color key="minimumTrackTintColor">`.
    func readSlider(_ e: XMLTree, _ a: SliderAttributes, shared: ViewAttributes) -> Slider {
        let s = Slider()
        s.value = a.value
        s.minimumValue = a.minimumValue
        s.maximumValue = a.maximumValue
        s.minimumTrackTintColor = color(e, key: "minimumTrackTintColor")
        return s
    }

    /// `<stepper value= minimumValue= maximumValue=>` (UIKit's defaults 0, 0 and 100).
    func readStepper(_ e: XMLTree, _ a: StepperAttributes, shared: ViewAttributes) -> Stepper {
        let s = Stepper()
        s.value = a.value
        s.minimumValue = a.minimumValue
        s.maximumValue = a.maximumValue
        return s
    }

    /// `<progressView progress= progressViewStyle=>` with `<color key="progressTintColor">`.
    func readProgressView(_ e: XMLTree, _ a: ProgressViewAttributes, shared: ViewAttributes) -> ProgressView {
        let p = ProgressView()
        p.progress = a.progress
        p.progressViewStyle = a.progressViewStyle
        p.progressTintColor = color(e, key: "progressTintColor")
        return p
    }

    /// `<activityIndicatorView style= animating=>`: `large` and the older `whiteLarge` are large,
    /// `medium`, `gray` and `white` medium; `<color key="color">` (white for the older white
    /// styles without one). One that the canvas shows though stored hidden is noted for
    /// ``prepareForCanvas(arranged:in:)`` (``showsOnCanvasThoughHidden(_:)``).
    func readActivityIndicatorView(_ e: XMLTree, _ a: ActivityIndicatorViewAttributes, shared: ViewAttributes) -> ActivityIndicatorView {
        let indicator = ActivityIndicatorView()
        indicator.style = a.indicatorStyle
        indicator.isAnimating = a.isAnimating
        indicator.color = color(e, key: "color") ?? (a.isWhite ? .white : nil)
        if shared.isHidden && SceneBuilder.showsOnCanvasThoughHidden(a) { shownOnCanvasThoughHidden.insert(shared.id) }
        return indicator
    }

    /// `<pageControl numberOfPages= currentPage=>` with its two tint colours.
    func readPageControl(_ e: XMLTree, _ a: PageControlAttributes, shared: ViewAttributes) -> PageControl {
        let p = PageControl()
        p.numberOfPages = a.numberOfPages
        p.currentPage = a.currentPage
        p.pageIndicatorTintColor = color(e, key: "pageIndicatorTintColor")
        p.currentPageIndicatorTintColor = color(e, key: "currentPageIndicatorTintColor")
        return p
    }

    /// `<searchBar placeholder= text= searchBarStyle=>`.
    func readSearchBar(_ e: XMLTree, _ a: SearchBarAttributes, shared: ViewAttributes) -> SearchBar {
        let bar = SearchBar()
        bar.placeholder = a.placeholder
        bar.text = a.text
        bar.searchBarStyle = a.searchBarStyle
        return bar
    }

    /// `<datePicker datePickerMode= style=>`: no `style` is UIKit's `automatic` — except in a
    /// document saved before Xcode 12, whose date pickers can only be wheels
    /// (``CanvasRule/datePickerWheelsBeforeXcode12``).
    func readDatePicker(_ e: XMLTree, _ a: DatePickerAttributes, shared: ViewAttributes) -> DatePicker {
        let p = DatePicker()
        p.datePickerMode = a.datePickerMode
        p.preferredDatePickerStyle = a.preferredDatePickerStyle
            ?? (CanvasRule.datePickerWheelsBeforeXcode12.applies(to: tools) ? .wheels : .automatic)
        return p
    }
}
