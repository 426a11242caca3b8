/// What a `<slider>` states about its `UISlider`: value and range (UIKit's defaults 0.5, 0 and 1).
struct SliderAttributes: ElementAttributes {
    /// UIKit's `value`, `minimumValue` (`minValue`) and `maximumValue` (`maxValue`).
    let value: Double, minimumValue: Double, maximumValue: Double

    init(_ d: inout AttributeDecoder) {
        value = d.number("value") ?? 0.5
        minimumValue = d.number("minValue") ?? 0
        maximumValue = d.number("maxValue") ?? 1
    }
}
