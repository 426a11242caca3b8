extension View {
    /// A view's natural size, how strongly it holds to it, and its alignment rectangle.
    struct IntrinsicSizeState {
        var explicitIntrinsicContentSize: Size?
        var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
        var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
        var alignmentRectInsets = EdgeInsets.zero
    }

    /// A fixed natural size for views that don't compute one (Interface Builder's "intrinsic size:
    /// placeholder"; Trellis also uses it for labels whose text size Xcode stored). Setting it
    /// invalidates the intrinsic size.
    public var explicitIntrinsicContentSize: Size? {
        get { intrinsicSize.explicitIntrinsicContentSize }
        set { intrinsicSize.explicitIntrinsicContentSize = newValue; invalidateIntrinsicContentSize() }
    }
}

extension View {
    /// UIKit's `UIView.noIntrinsicMetric`: no natural size on that axis.
    public static let noIntrinsicMetric = -1.0

    /// Tells Auto Layout that ``intrinsicContentSize`` changed; the first and last baseline
    /// offsets are read again too (a label's font change moves both).
    public func invalidateIntrinsicContentSize() {
        if let engine = rootView.autoLayout.engine {
            engine.updateIntrinsic(self)
            engine.updateBaselines(of: self)
        }
        superview?.setNeedsLayout()
    }

    /// The priority with which the view resists growing beyond its intrinsic size (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? intrinsicSize.hugging.horizontal : intrinsicSize.hugging.vertical
    }

    public func setContentHuggingPriority(_ p: LayoutPriority, for axis: LayoutAxis) {
        guard p.isValid else { LayoutEngine.log("hugging priority \(p) ignored: must be 1…1000"); return }
        if axis == .horizontal { intrinsicSize.hugging.horizontal = p } else { intrinsicSize.hugging.vertical = p }
        rootView.autoLayout.engine?.updateIntrinsic(self)
    }

    /// The priority with which the view resists shrinking below its intrinsic size (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? intrinsicSize.compressionResistance.horizontal : intrinsicSize.compressionResistance.vertical
    }

    public func setContentCompressionResistancePriority(_ p: LayoutPriority, for axis: LayoutAxis) {
        guard p.isValid else { LayoutEngine.log("compression resistance priority \(p) ignored: must be 1…1000"); return }
        if axis == .horizontal { intrinsicSize.compressionResistance.horizontal = p } else { intrinsicSize.compressionResistance.vertical = p }
        rootView.autoLayout.engine?.updateIntrinsic(self)
    }

    /// UIKit's `layoutFittingCompressedSize`: the smallest size.
    public static let layoutFittingCompressedSize = Size.zero
    /// UIKit's `layoutFittingExpandedSize`: the largest size.
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it, as close to `targetSize` as the priorities allow
    /// (UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    /// Only constraints among this view and its descendants count.
    public func systemLayoutSizeFitting(_ targetSize: Size,
                                        withHorizontalFittingPriority h: LayoutPriority = .fittingSizeLevel,
                                        verticalFittingPriority v: LayoutPriority = .fittingSizeLevel) -> Size {
        updateConstraintsIfNeeded()  // as UIKit: pending updateConstraints() (e.g. a stack view's arrangement) run first
        let engine = LayoutEngine(root: self, fitting: (targetSize, h, v))
        return engine.fittingSize()
    }

    /// Same with fitting-size-level priorities on both axes.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
}
