/// A view that lays out a row or a column of views with Auto Layout (UIKit's `UIStackView`).
///
/// The stack owns the constraints that position its ``arrangedSubviews``; it builds them as
/// UIKit does, with UIKit's identifiers so diagnostics read the same: `UISV-canvas-connection`
/// (first and last view to the stack's edges, views to the edges across the axis),
/// `UISV-spacing`, `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`
/// (spacer guides of ``Distribution-swift.enum/equalSpacing`` and
/// ``Distribution-swift.enum/equalCentering``), `UISV-alignment`, `UISV-spanning-boundary`,
/// `UISV-spanning-fit` (the stack hugs its tallest view across the axis when nothing else sizes it),
/// `UISV-hiding`. Trellis adds `Trellis-fill-order`, a slightly raised copy of the hugging and
/// compression constraints that makes ``Distribution-swift.enum/fill``,
/// ``Distribution-swift.enum/equalSpacing`` and ``Distribution-swift.enum/equalCentering``
/// deterministic when priorities tie (the last tied view stretches or shrinks).
///
/// A hidden arranged view collapses: zero length along the axis, in the middle of the gap between
/// its visible neighbours, whose spacing stays as if it were not there.
/// The constraints are rebuilt at the next layout pass after any arranged view, property,
/// hidden flag or intrinsic size changes; when only constants differ (spacing, proportions)
/// the existing constraints are updated in place and the engine re-solves incrementally.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [icon, title, badge])
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .center
/// ```
///
/// Differences from UIKit, on purpose: ``Distribution-swift.enum/fillProportionally`` divides
/// the space left after spacing (UIKit's multipliers ignore spacing, rdar://34595752);
/// ``isBaselineRelativeArrangement`` measures the spacing between views from baseline to
/// baseline but keeps the first and last views' edges on the stack's edges.
open class StackView: View {
    /// The views the stack arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []

    /// Row (`.horizontal`, the default for stacks made in code, as in UIKit) or column (`.vertical`).
    public var axis: LayoutAxis = .horizontal { didSet { if axis != oldValue { setNeedsArrangement() } } }
    /// How views share the length along the axis (default ``Distribution-swift.enum/fill``).
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { setNeedsArrangement() } } }
    /// How views sit across the axis (default ``Alignment-swift.enum/fill``).
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsArrangement() } } }
    /// The gap between adjacent views (the minimum gap for the equal-spacing distributions); default 0.
    public var spacing = 0.0 { didSet { if spacing != oldValue { setNeedsArrangement() } } }
    /// Whether views are laid out inside the stack's layout margins rather than its edges (default `false`).
    public var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } } }
    /// Whether the spacing of a vertical stack runs from one view's last baseline to the next
    /// view's first baseline (default `false`; no effect on horizontal stacks).
    public var isBaselineRelativeArrangement = false { didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } } }

    /// The priority of the constraints that give hidden arranged views zero length along the
    /// axis (UIKit's `UISV-hiding` lengths): required, as in UIKit. Not UIKit API, and not public:
    /// a hook for the modules of this package that lay out something other than UIKit's run time
    /// (the Interface Builder reader lowers it to simulate Xcode's canvas). Below required, a
    /// hidden view's zero length yields to the required constraints that give it a length (and,
    /// at a low priority, to its content too); it still takes no room and sits where UIKit
    /// collapses it.
    package var hiddenArrangedViewLengthPriority = LayoutPriority.required {
        didSet { if hiddenArrangedViewLengthPriority != oldValue { setNeedsArrangement() } }
    }

    /// The axis along which hidden arranged views after the only visible one sit at the stack's
    /// start rather than at that view's end (nil, as in UIKit: at its end). Not UIKit API, and
    /// not public: a hook for the Interface Builder reader, whose canvas stores them at the start
    /// of a vertical stack (docs/interface-builder.md, "Rules found in the corpora").
    package var hiddenViewsAfterOnlyVisibleViewAtStartAxis: LayoutAxis? {
        didSet { if hiddenViewsAfterOnlyVisibleViewAtStartAxis != oldValue { setNeedsArrangement() } }
    }

    /// UIKit's `UIStackView.spacingUseDefault`: as a custom spacing, go back to ``spacing``.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// UIKit's `UIStackView.spacingUseSystem`: the system spacing, 8 points between siblings.
    public static let spacingUseSystem = -Double.greatestFiniteMagnitude

    private var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints and guides the stack made for its arrangement.
    public private(set) var arrangementConstraints: [LayoutConstraint] = []
    private var arrangementGuides: [LayoutGuide] = []
    private var needsArrangement = true
    private var builtSignature: [Signature] = []

    private struct Signature: Equatable {
        let view: ObjectIdentifier
        let hidden: Bool
        let intrinsic: Size
        let priorities: [LayoutPriority]
    }

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// A horizontal stack arranging `views` (UIKit's `init(arrangedSubviews:)`).
    public init(arrangedSubviews views: [View], frame: Rect = .zero) {
        super.init(frame: frame)
        for v in views { addArrangedSubview(v) }
    }

    // MARK: Arranged views

    /// Appends a view to ``arrangedSubviews``, adding it as a subview if needed; its
    /// `translatesAutoresizingMaskIntoConstraints` becomes `false`, as in UIKit.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into ``arrangedSubviews`` at an index (clamped to the valid range); a view
    /// already arranged moves. It becomes the last subview if it was not one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        if let i = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: i) }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Stops arranging a view; it stays a subview, as in UIKit (call `removeFromSuperview()` to remove it).
    public func removeArrangedSubview(_ view: View) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// A subview leaving the stack leaves ``arrangedSubviews`` at once: Apple documents that
    /// `arrangedSubviews` is always a subset of `subviews` and that removing an arranged view
    /// from the hierarchy removes it from the stack.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the gap after one arranged view (UIKit's `setCustomSpacing(_:after:)`);
    /// ``spacingUseDefault`` clears it, ``spacingUseSystem`` means 8 points.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        guard spacing.isFinite || spacing == StackView.spacingUseDefault || spacing == StackView.spacingUseSystem else { return }
        customSpacings[ObjectIdentifier(view)] = spacing == StackView.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// The gap after an arranged view: its custom spacing, else ``spacingUseDefault``.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    /// Scales ``spacing`` and the custom spacings from their design values (ScreenAdaptation).
    func adaptSpacing(_ adapter: ScreenAdapter) {
        let record = screenAdaptationRecord
        spacing = record.adapt(.spacing, current: spacing, adapter: adapter)
        for (key, value) in customSpacings where value != StackView.spacingUseSystem {
            customSpacings[key] = record.adapt(.customSpacing(after: key), current: value, adapter: adapter)
        }
        setNeedsArrangement()
    }

    /// The gap actually used after a view.
    func spacing(after view: View) -> Double {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == StackView.spacingUseSystem ? 8 : custom
    }

    // MARK: Baselines

    /// UIKit's rule (`UIStackView`, "Positioning and sizing stack views"): a vertical stack's first
    /// baseline is its first arranged view's, a horizontal stack's its tallest arranged view's —
    /// and so on down when that view is a stack too. Hidden views are skipped; the tallest is by
    /// intrinsic height, else the current height, the first of equals; with no arranged view
    /// shown, the stack itself.
    open override var forFirstBaselineLayout: View {
        baselineArrangedView(first: true)?.forFirstBaselineLayout ?? self
    }

    /// A vertical stack's last baseline is its last arranged view's, a horizontal stack's its
    /// tallest arranged view's (see ``forFirstBaselineLayout``).
    open override var forLastBaselineLayout: View {
        baselineArrangedView(first: false)?.forLastBaselineLayout ?? self
    }

    private func baselineArrangedView(first: Bool) -> View? {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        if axis == .vertical { return first ? shown.first : shown.last }
        func height(_ v: View) -> Double {
            let h = v.intrinsicContentSize.height
            return h == View.noIntrinsicMetric ? v.bounds.height : h
        }
        return shown.reduce(nil) { (tallest: View?, v) in tallest.map { height(v) > height($0) ? v : $0 } ?? v }
    }

    // MARK: Building

    /// Schedules a rebuild of the arrangement's constraints for the next layout pass.
    func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    open override func updateConstraints() {
        super.updateConstraints()
        rebuildArrangementIfNeeded()
    }

    /// Hidden flags, intrinsic sizes and content priorities of arranged views are compared here
    /// (hidden and intrinsic-size changes schedule a layout of the stack; after changing a
    /// priority, call `setNeedsLayout()` on the stack); a change rebuilds the constraints and the
    /// pass solves again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        rebuildArrangementIfNeeded()
    }

    private var signature: [Signature] {
        arrangedSubviews.map { v in
            Signature(view: ObjectIdentifier(v), hidden: v.isHidden, intrinsic: v.intrinsicContentSize,
                      priorities: [LayoutAxis.horizontal, .vertical].flatMap {
                          [v.contentHuggingPriority(for: $0), v.contentCompressionResistancePriority(for: $0)]
                      })
        }
    }

    private func rebuildArrangementIfNeeded() {
        let now = signature
        guard needsArrangement || now != builtSignature else { return }
        needsArrangement = false
        builtSignature = now
        // The arranged view the stack's baselines come from may be another one now.
        rootView.autoLayout.engine?.updateBaselines(of: self)
        var arrangement = StackArrangement(stack: self, reusing: arrangementGuides)
        let built = arrangement.build()
        // Guides: keep the reused ones, remove the rest, add the new ones.
        for g in arrangementGuides where !built.guides.contains(where: { $0 === g }) { removeLayoutGuide(g) }
        for g in built.guides where !arrangementGuides.contains(where: { $0 === g }) { addLayoutGuide(g) }
        arrangementGuides = built.guides
        // Same constraints but for their constants (a spacing or proportion change): update the
        // constants in place, which the engine re-solves incrementally.
        if built.constraints.count == arrangementConstraints.count,
           zip(built.constraints, arrangementConstraints).allSatisfy({ $0.sameShape(as: $1) }) {
            for (new, old) in zip(built.constraints, arrangementConstraints) where old.constant != new.constant {
                old.constant = new.constant
            }
            return
        }
        LayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = built.constraints
        for c in built.constraints { c.isMadeByUpdateConstraintsPass = true }
        addConstraints(built.constraints)
    }
}
