/// An on/off switch (UIKit's `UISwitch`): a 51 × 31-point capsule, green with the knob at the
/// trailing end when on, grey with the knob at the leading end when off.
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` (a document's stored
/// size); UIKit's is 51 × 31 (``Switch/size``), which code sets as it likes.
///
/// ```swift
/// let toggle = Switch(isOn: true)
/// ```
open class Switch: View {
    /// Whether the switch is on (UIKit's `isOn`; documents' `on="YES"`).
    public var isOn = false
    /// The colour of the on track; nil is UIKit's `systemGreen`.
    public var onTintColor: Color?

    /// UIKit's switch size (iOS 7 and later).
    public static let size = Size(width: 51, height: 31)

    public convenience init(isOn: Bool, frame: Rect = .zero) {
        self.init(frame: frame)
        self.isOn = isOn
    }
}
