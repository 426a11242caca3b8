/// A view whose intrinsic height depends on the width layout gives it — a multi-line ``Label``
/// without a `preferredMaxLayoutWidth`, a ``TextView`` with scrolling disabled. UIKit lays them out
/// in two passes: the width from the constraints, then the height from wrapping at that width.
protocol LayoutWidthWrapping: View {
    /// Whether the view wraps its text at the width layout gives it.
    var wrapsAtLayoutWidth: Bool { get }
    /// The width the text was last wrapped at.
    var layoutWidth: Double { get set }
}

extension LayoutWidthWrapping {
    /// Takes `width` as the width to wrap at, as a layout pass would; returns whether it changed
    /// (and then the intrinsic content size is invalidated).
    func adoptLayoutWidth(_ width: Double) -> Bool {
        guard wrapsAtLayoutWidth, width != layoutWidth else { return false }
        layoutWidth = width
        invalidateIntrinsicContentSize()
        return true
    }

    /// After a change of font the text is wrapped afresh, as in the view's first layout: unwrapped
    /// for the next pass, then at the width that pass gives it. Wrapping a larger font at the
    /// width the smaller one was laid out at would keep a view that its text sizes across (no
    /// width constraint) at the old width: a scroll-disabled text view whose font a size-class
    /// variation sets from 14 to 28 points on rotation would wrap "Text view" into two lines at
    /// its 14-point width, 63.67 wide, where laid out directly at 28 points it is one line,
    /// 120.67 wide (`FontVariationRotationTests`).
    func fontDidChange() {
        layoutWidth = 0
        invalidateIntrinsicContentSize()
    }
}

extension Label: LayoutWidthWrapping {}
extension TextView: LayoutWidthWrapping {}
