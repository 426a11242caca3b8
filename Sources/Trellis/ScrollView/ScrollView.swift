/// A view whose bounds origin scrolls over content larger than itself (UIKit's `UIScrollView`).
///
/// Subviews are placed in content coordinates; ``contentOffset`` is the bounds origin. With
/// Auto Layout, size the content through ``contentLayoutGuide`` (its size becomes
/// ``contentSize``) and pin what must not scroll to ``frameLayoutGuide``:
///
/// ```swift
/// let scroll = ScrollView()
/// let column = StackView(arrangedSubviews: rows)
/// column.axis = .vertical
/// column.translatesAutoresizingMaskIntoConstraints = false
/// scroll.addSubview(column)
/// LayoutConstraint.activate([
///     column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///     column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///     column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///     column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///     column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)])
/// // after layout: scroll.contentSize == (scroll width, column height)
/// ```
///
/// Constraints between the scroll view itself and a view inside it follow Apple's rule ("Working
/// with Scroll Views", Auto Layout Guide): "Constraints between the edges or margins of the scroll
/// view and its content attach to the scroll view's content area. Constraints between the
/// height, width, or centers attach to the scroll view's frame." Trellis applies it to the edges
/// (top, bottom, left, right, leading, trailing); margin attributes stay on the frame's margins.
open class ScrollView: View {
    var contentGuideStorage: LayoutGuide?
    var frameGuideStorage: LayoutGuide?
    /// The content size set in code: the content guide's size when no constraint decides it.
    var requestedContentSize = Size.zero
    private var contentSizeStorage = Size.zero
    /// The top inset the content last rested under (see ``layoutSubviews()``).
    private var restingTop = 0.0

    /// Whether the vertical safe area adds to the insets even when the content is not taller
    /// than the view (UIKit's `alwaysBounceVertical`).
    public var alwaysBounceVertical = false
    /// Whether the horizontal safe area adds to the insets even when the content is not wider
    /// than the view (UIKit's `alwaysBounceHorizontal`).
    public var alwaysBounceHorizontal = false
    /// Extra space around the content (UIKit's `contentInset`); it moves no subview.
    public var contentInset = EdgeInsets.zero
    /// How the safe area adds to ``contentInset`` (default ``ContentInsetAdjustmentBehavior-swift.enum/automatic``).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// Guides that outlive the scroll view lose their owner (see ``View``'s deinit).
    deinit {
        contentGuideStorage?.owningView = nil
        frameGuideStorage?.owningView = nil
    }

    /// The size of the scrollable content (UIKit's `contentSize`). Set it in code for content
    /// laid out by frames; when constraints size ``contentLayoutGuide``, each layout pass sets
    /// it to the guide's size.
    public var contentSize: Size {
        get { contentSizeStorage }
        set {
            requestedContentSize = newValue
            contentSizeStorage = newValue
            scrollGeometryDidChange()
        }
    }

    /// The point of the content shown at the top-left corner: the bounds origin (UIKit's
    /// `contentOffset`). Subviews keep their frames; ``frameLayoutGuide`` moves with it.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard View.isFinite(newValue, from: self, property: "contentOffset") else { return }
            bounds.origin = newValue
            scrollGeometryDidChange()
        }
    }

    /// The scroll view's content area at offset zero (UIKit's `contentLayoutGuide`, "based on the
    /// untranslated content rectangle"): its top-left corner is the content's origin, its size
    /// is ``contentSize``.
    public var contentLayoutGuide: LayoutGuide {
        if contentGuideStorage == nil { makeScrollGuides() }
        return contentGuideStorage!
    }

    /// The scroll view's frame (UIKit's `frameLayoutGuide`, "based on the untransformed frame
    /// rectangle"): in content coordinates it sits at ``contentOffset``, so what is pinned to it
    /// does not scroll.
    public var frameLayoutGuide: LayoutGuide {
        if frameGuideStorage == nil { makeScrollGuides() }
        return frameGuideStorage!
    }

    /// ``contentInset`` plus the safe area, by ``contentInsetAdjustmentBehavior`` (UIKit's
    /// `adjustedContentInset`).
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let tall = contentSize.height > bounds.height || alwaysBounceVertical
        let wide = contentSize.width > bounds.width || alwaysBounceHorizontal
        var vertical = false, horizontal = false
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always: vertical = true; horizontal = true
        case .scrollableAxes: vertical = tall; horizontal = wide
        case .automatic:
            let controller = hierarchy.viewController
            vertical = tall || controller?.navigationController != nil || controller?.tabBarController != nil
            horizontal = wide
        }
        return EdgeInsets(top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
                          bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Keeps content that rests at the top at the top when the adjusted insets change (a bar
    /// appears, the view enters a navigation controller): UIKit scrolls such a view to
    /// `-adjustedContentInset.top`, so the first row shows below the bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let top = adjustedContentInset.top
        if top != restingTop {
            if contentOffset.y == -restingTop { contentOffset = Point(x: contentOffset.x, y: -top) }
            restingTop = top
        }
    }

    /// Makes both guides on first use; the engine, if it manages the scroll view, places them.
    private func makeScrollGuides() {
        ensureScrollGuides()
        insetsGuideAdded()
    }

    /// Makes both guides (the engine calls it while building, so that constraints to the scroll
    /// view's edges can attach to the content area).
    func ensureScrollGuides() {
        guard contentGuideStorage == nil else { return }
        contentGuideStorage = LayoutGuide(kind: .scrollContent, owner: self, identifier: "\(debugName).contentLayoutGuide")
        frameGuideStorage = LayoutGuide(kind: .scrollFrame, owner: self, identifier: "\(debugName).frameLayoutGuide")
    }

    /// The layout pass found the content guide's size.
    func contentSizeFromLayout(_ size: Size) {
        contentSizeStorage = size
    }

    /// The guides follow a new offset or requested size at the next solve.
    private func scrollGeometryDidChange() {
        if let engine = rootView.autoLayout.engine {
            engine.needsSolve = true
            engine.guidesNeedRefresh = true
        }
        setNeedsLayout()
    }
}
