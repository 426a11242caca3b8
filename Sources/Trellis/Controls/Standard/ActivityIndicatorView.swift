/// A spinning activity indicator (UIKit's `UIActivityIndicatorView`): eight spokes around its
/// centre, 20 points across (`medium`) or 37 (`large`), fading round the circle.
open class ActivityIndicatorView: View {
    /// UIKit's `UIActivityIndicatorView.Style`, with the pre-iOS 13 names as Interface Builder
    /// writes them mapped: `white`/`gray` are medium, `whiteLarge` is large.
    public enum Style: String, Sendable { case medium, large }
    public var style = Style.medium
    public var isAnimating = false
    /// The spokes' colour; nil is UIKit's `secondaryLabel`-like grey.
    public var color: Color?
}
