/// A slider (UIKit's `UISlider`): a 4-point track, filled in the tint colour from the minimum
/// end to the thumb, the thumb a 28-point white circle at ``value`` between
/// ``minimumValue`` and ``maximumValue``.
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` (a document's stored
/// size; UIKit's height is 31 with a 1-point alignment inset at the bottom).
open class Slider: View {
    public var value = 0.5
    public var minimumValue = 0.0
    public var maximumValue = 1.0
    /// The filled part's colour (UIKit's `minimumTrackTintColor`); nil is the tint colour.
    public var minimumTrackTintColor: Color?

    /// Where the value lies between the ends, 0 to 1 (0 when the range is empty).
    public var fraction: Double {
        guard maximumValue > minimumValue, value.isFinite else { return 0 }
        return min(1, max(0, (value - minimumValue) / (maximumValue - minimumValue)))
    }
}
