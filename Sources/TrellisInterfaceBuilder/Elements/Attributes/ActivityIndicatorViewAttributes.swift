import Trellis

/// What an `<activityIndicatorView>` states about its `UIActivityIndicatorView` (its `color`
/// from its child element): style, `isAnimating` and `hidesWhenStopped`.
struct ActivityIndicatorViewAttributes: ElementAttributes {
    /// The styles Interface Builder writes: UIKit's `large` and `medium`, and the older
    /// `whiteLarge`, `white` and `gray` (large, medium white and medium).
    enum Style: String, CaseIterable { case large, medium, whiteLarge, white, gray }

    /// The style written; nil when not written (UIKit's medium).
    let style: Style?
    /// UIKit's `isAnimating` (`animating="YES"`).
    let isAnimating: Bool
    /// UIKit's `hidesWhenStopped` (`hidesWhenStopped="YES"`; Interface Builder writes `hidden`
    /// from it, ``SceneBuilder/showsOnCanvasThoughHidden(_:)``).
    let hidesWhenStopped: Bool

    init(_ d: inout AttributeDecoder) {
        style = d.value("style", readAs: "medium")
        isAnimating = d.flag("animating")
        hidesWhenStopped = d.flag("hidesWhenStopped")
    }

    /// UIKit's style: large for `large` and `whiteLarge`, else medium.
    var indicatorStyle: ActivityIndicatorView.Style { style == .large || style == .whiteLarge ? .large : .medium }
    /// The older white styles draw in white when no `color` is written.
    var isWhite: Bool { style == .white || style == .whiteLarge }
}
