import Trellis

/// The standard controls' document attributes, read into their Trellis classes so that pictures
/// draw them (their sizes stay as ``makeView(_:superviewID:)`` reads them: the stored size as
/// intrinsic size, or none).
extension SceneBuilder {
    /// `<switch on="YES">` with `<color key="onTintColor">`.
    func readSwitch(_ e: XMLTree, id: String) -> Switch {
        let s = Switch()
        s.isOn = e["on"] == "YES"
        s.onTintColor = color(e, key: "onTintColor")
        return s
    }

    /// `<slider value= minValue= maxValue=>` with `<color key="minimumTrackTintColor">`.
    func readSlider(_ e: XMLTree, id: String) -> Slider {
        let s = Slider()
        s.value = e["value"].flatMap(Double.init) ?? 0.5
        s.minimumValue = e["minValue"].flatMap(Double.init) ?? 0
        s.maximumValue = e["maxValue"].flatMap(Double.init) ?? 1
        s.minimumTrackTintColor = color(e, key: "minimumTrackTintColor")
        return s
    }

    /// `<stepper value= minimumValue= maximumValue=>` (UIKit's defaults 0, 0 and 100).
    func readStepper(_ e: XMLTree, id: String) -> Stepper {
        let s = Stepper()
        s.value = e["value"].flatMap(Double.init) ?? 0
        s.minimumValue = e["minimumValue"].flatMap(Double.init) ?? 0
        s.maximumValue = e["maximumValue"].flatMap(Double.init) ?? 100
        return s
    }

    /// `<progressView progress= progressViewStyle=>` with `<color key="progressTintColor">`.
    func readProgressView(_ e: XMLTree, id: String) -> ProgressView {
        let p = ProgressView()
        p.progress = e["progress"].flatMap(Double.init) ?? 0
        p.progressViewStyle = e["progressViewStyle"] == "bar" ? .bar : .default
        p.progressTintColor = color(e, key: "progressTintColor")
        return p
    }

    /// `<activityIndicatorView style= animating=>`: `large` and the older `whiteLarge` are large,
    /// `medium`, `gray` and `white` medium; `<color key="color">`.
    func readActivityIndicatorView(_ e: XMLTree, id: String) -> ActivityIndicatorView {
        let a = ActivityIndicatorView()
        a.style = e["style"] == "large" || e["style"] == "whiteLarge" ? .large : .medium
        a.isAnimating = e["animating"] == "YES"
        a.color = color(e, key: "color") ?? (e["style"] == "white" || e["style"] == "whiteLarge" ? .white : nil)
        return a
    }

    /// `<pageControl numberOfPages= currentPage=>` with its two tint colours.
    func readPageControl(_ e: XMLTree, id: String) -> PageControl {
        let p = PageControl()
        p.numberOfPages = max(0, min(1000, e["numberOfPages"].flatMap(Int.init) ?? 0))
        p.currentPage = e["currentPage"].flatMap(Int.init) ?? 0
        p.pageIndicatorTintColor = color(e, key: "pageIndicatorTintColor")
        p.currentPageIndicatorTintColor = color(e, key: "currentPageIndicatorTintColor")
        return p
    }

    /// `<searchBar placeholder= text= searchBarStyle=>`.
    func readSearchBar(_ e: XMLTree, id: String) -> SearchBar {
        let bar = SearchBar()
        bar.placeholder = e["placeholder"]
        bar.text = e["text"]
        bar.searchBarStyle = e["searchBarStyle"].flatMap(SearchBar.Style.init(rawValue:)) ?? .default
        return bar
    }

    /// `<datePicker datePickerMode= style=>`: no `style` is UIKit's `automatic` — except in a
    /// document saved before Xcode 12, whose date pickers can only be wheels
    /// (``CanvasRule/datePickerWheelsBeforeXcode12``).
    func readDatePicker(_ e: XMLTree, id: String) -> DatePicker {
        let p = DatePicker()
        p.datePickerMode = e["datePickerMode"].flatMap(DatePicker.Mode.init(rawValue:)) ?? .dateAndTime
        if let style = e["style"] {
            p.preferredDatePickerStyle = DatePicker.Style(rawValue: style) ?? .automatic
        } else {
            p.preferredDatePickerStyle = CanvasRule.datePickerWheelsBeforeXcode12.applies(to: tools) ? .wheels : .automatic
        }
        return p
    }
}
