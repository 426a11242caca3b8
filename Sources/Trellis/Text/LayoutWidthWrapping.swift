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
}

extension Label: LayoutWidthWrapping {}
extension TextView: LayoutWidthWrapping {}
