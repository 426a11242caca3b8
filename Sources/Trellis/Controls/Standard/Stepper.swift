/// A stepper (UIKit's `UIStepper`): a 94 × 32-point rounded rectangle with a minus and a plus
/// segment; the minus is dimmed at ``minimumValue`` and the plus at ``maximumValue``.
open class Stepper: View {
    public var value = 0.0
    public var minimumValue = 0.0
    public var maximumValue = 100.0
}
