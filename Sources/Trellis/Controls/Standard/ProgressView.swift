/// A progress bar (UIKit's `UIProgressView`): a rounded track filled in the tint colour to
/// ``progress`` (0 to 1).
open class ProgressView: View {
    /// The style (UIKit's `UIProgressView.Style`): `bar` has no rounded track.
    public enum Style: String, Sendable { case `default`, bar }
    public var progress = 0.0
    public var progressViewStyle = Style.default
    /// The filled part's colour; nil is the tint colour.
    public var progressTintColor: Color?
}
