/// What a `<stepper>` states about its `UIStepper`: value and range (UIKit's defaults 0, 0 and 100).
struct StepperAttributes: ElementAttributes {
    /// UIKit's `value`, `minimumValue` and `maximumValue`.
    let value: Double, minimumValue: Double, maximumValue: Double

    init(_ d: inout AttributeDecoder) {
        value = d.number("value") ?? 0
        minimumValue = d.number("minimumValue") ?? 0
        maximumValue = d.number("maximumValue") ?? 100
    }
}
