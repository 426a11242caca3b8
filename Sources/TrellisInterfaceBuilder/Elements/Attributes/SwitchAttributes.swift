/// What a `<switch>` states about its `UISwitch` (its `onTintColor` from its child element): `isOn`.
struct SwitchAttributes: ElementAttributes {
    /// UIKit's `isOn` (`on="YES"`).
    let isOn: Bool

    init(_ d: inout AttributeDecoder) { isOn = d.flag("on") }
}
