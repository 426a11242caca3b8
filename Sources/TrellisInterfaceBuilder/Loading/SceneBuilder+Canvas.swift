import Trellis

extension SceneBuilder {
    /// Prepares an arranged subview for laying out as Xcode's canvas shows it
    /// (``simulatesCanvas``, `layout(storedRootSize: true)`); at run time UIKit's rules apply
    /// unchanged.
    ///
    /// * Xcode's canvas collapses a hidden arranged view as UIKit does, except a stopped activity
    ///   indicator that hides when stopped: Interface Builder writes `hidden="YES"` for it but
    ///   arranges it shown (``showsOnCanvasThoughHidden(_:)``).
    /// * Across the axis of a stack that does not fill, a view without an intrinsic size there is
    ///   sized by UIKit's `UISV-ambiguity-suppression` (length 0 at priority 25) unless something
    ///   else decides. Interface Builder keeps such a view at the length it has on the canvas
    ///   (pocket-casts ProfileViewController.xib: a plain view with only a height, centred in a
    ///   column, stored 240 wide — the width of a view from the object library;
    ///   EpisodeDetailViewController.xib: a view in a top-aligned row stored 60 high, the row's
    ///   height). The reader gives it its stored length as intrinsic size on that axis.
    func prepareForCanvas(arranged child: View, in stack: StackView) {
        guard simulatesCanvas else { return }
        if child.isHidden, let id = child.accessibilityIdentifier, shownOnCanvasThoughHidden.contains(id) { child.isHidden = false }
        let filling = stack.alignment == .fill
            || (stack.axis == .vertical && (stack.alignment == .firstBaseline || stack.alignment == .lastBaseline))
        guard !filling, !(child is StackView), let stored = result.entry(for: child)?.storedFrame else { return }
        let intrinsic = child.intrinsicContentSize
        if stack.axis == .vertical, intrinsic.width == View.noIntrinsicMetric {
            child.explicitIntrinsicContentSize = Size(width: stored.width, height: intrinsic.height)
        } else if stack.axis == .horizontal, intrinsic.height == View.noIntrinsicMetric {
            child.explicitIntrinsicContentSize = Size(width: intrinsic.width, height: stored.height)
        }
    }
}

extension SceneBuilder {
    /// Whether Xcode's canvas arranges a view stored `hidden="YES"` as a shown one: an activity
    /// indicator that hides when stopped and is not animating. Interface Builder derives the
    /// `hidden` it writes from those two (all 20 such indicators in the corpora are stored hidden;
    /// no stopped one that hides when stopped is stored shown) and still draws the indicator:
    /// RxSwift APIWrappers.storyboard (toolsVersion 18122) stores one in a column at its full 20
    /// points with the views after it 20 points further down. Every other hidden arranged view in
    /// the corpora (toolsVersion 14313 to 32700) is stored collapsed.
    static func showsOnCanvasThoughHidden(_ indicator: ActivityIndicatorViewAttributes) -> Bool {
        indicator.hidesWhenStopped && !indicator.isAnimating
    }
}

extension SceneBuilder {
    /// Whether a constraint is left out: a placeholder constraint ("Remove at build time",
    /// `placeholder="YES"`) is not in the built nib, so UIKit never sees it — but Xcode's canvas
    /// lays the document out with it. Xcode placed the stored frames with these constraints.
    func isRemovedAtBuildTime(_ constraint: ConstraintElement) -> Bool {
        constraint.isPlaceholder && !simulatesCanvas
    }
}

extension SceneBuilder {
    /// On Xcode's canvas a view controller with a free-form simulated size
    /// (`<size key="freeformSize">`, "Simulated Size: Freeform") has its root at that size on
    /// every device; UIKit still fills the screen at run time. Blockstream SendFlow.storyboard,
    /// saved on an iPhone SE and on an iPhone X canvas (the second-device pair): the
    /// SendAmountViewController root is 393 × 1228 on both, its content 343 wide (25 in from
    /// each side) on both.
    func canvasFreeformRootFrame(stored: Rect) -> Rect? {
        guard simulatesCanvas, let size = scene.viewController?.child("size", key: "freeformSize"),
              let width = Double(size["width"] ?? ""), let height = Double(size["height"] ?? ""),
              width > 0, height > 0 else { return nil }
        return Rect(origin: stored.origin, size: Size(width: width, height: height))
    }
}
