@testable import Trellis

/// A box with a fixed intrinsic size and a baseline at `baseline` points from its top
/// (the same single line from the bottom: height − baseline).
final class BaselineBox: View {
    let baseline: Double
    init(_ width: Double, _ height: Double, baseline: Double? = nil) {
        self.baseline = baseline ?? height
        super.init()
        explicitIntrinsicContentSize = Size(width: width, height: height)
    }
    override var firstBaselineOffsetFromTop: Double { baseline }
    override var lastBaselineOffsetFromBottom: Double { (explicitIntrinsicContentSize?.height ?? 0) - baseline }
}

/// The table's fixture: a stack with a fixed frame (its translated frame pins it) in a 400×400
/// root, arranging boxes of intrinsic sizes 40×20, 60×30 and 80×40 (baselines 15, 20, 25 from
/// their tops), spacing 10. The root's scale is 1, so edges round to whole points.
@MainActor
struct StackFixture {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let stack: StackView
    let views: [BaselineBox]

    init(axis: LayoutAxis, distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
         size: Size? = nil) {
        views = axis == .horizontal
            ? [BaselineBox(40, 20, baseline: 15), BaselineBox(60, 30, baseline: 20), BaselineBox(80, 40, baseline: 25)]
            : [BaselineBox(40, 20), BaselineBox(60, 30), BaselineBox(80, 40)]
        let s = size ?? (axis == .horizontal ? Size(width: 300, height: 100) : Size(width: 100, height: 300))
        stack = StackView(arrangedSubviews: views, frame: Rect(origin: .zero, size: s))
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        root.addSubview(stack)
    }

    /// Lays out and returns the arranged views' frames in the stack.
    func frames() -> [Rect] {
        root.layoutIfNeeded()
        return views.map(\.frame)
    }
}
