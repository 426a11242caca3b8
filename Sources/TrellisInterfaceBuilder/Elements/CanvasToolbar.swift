import Trellis

/// A `<toolbar>` as Xcode's canvas draws it: UIKit's ``Toolbar``, but for where the items of a
/// 49-point bar sit (``CanvasRule/toolbarItemRow49``: in its bottom 44 points).
final class CanvasToolbar: Toolbar {
    /// Whether ``CanvasRule/toolbarItemRow49`` applies to the document.
    let lowersItemsIn49: Bool

    init(lowersItemsIn49: Bool) {
        self.lowersItemsIn49 = lowersItemsIn49
        super.init(frame: .zero)
    }

    /// The bar's bottom 44 points when it is 49 high and the rule applies, else the bar.
    override func itemRowRect(forBounds bounds: Rect) -> Rect {
        Self.itemRowRect(forBounds: bounds, lowersItemsIn49: lowersItemsIn49)
    }

    /// The row of a canvas toolbar with `bounds`, without a bar (a simulated toolbar): its bottom
    /// 44 points when it is 49 high and `lowersItemsIn49` (asked only then), else the bar.
    static func itemRowRect(forBounds bounds: Rect, lowersItemsIn49: @autoclosure () -> Bool) -> Rect {
        guard abs(bounds.height - 49) < 0.5, lowersItemsIn49() else { return bounds }
        return Rect(x: bounds.minX, y: bounds.maxY - Toolbar.standardHeight, width: bounds.width, height: Toolbar.standardHeight)
    }
}
