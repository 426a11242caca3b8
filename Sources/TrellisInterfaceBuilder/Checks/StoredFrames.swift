import Trellis

/// The frames Xcode stored for a laid-out scene, in the coordinates of each view's root: each
/// stored frame is in its superview's coordinates, and a superview's bounds begin at its own
/// frame's origin on the canvas (a scroll view's content is stored unscrolled).
///
/// Only the views asked for when it is made, and their superviews, are resolved: a check needs
/// a few views of a document that may have 100,000 (resolving them all was a tenth of the time
/// and 30 MB on such a document).
struct StoredFrames {
    /// A view resolved: its stored frame and alignment rectangle in its root's coordinates, its
    /// superview's id and how many superviews are above it (0 for a root) — one lookup gives a
    /// check all it reads of a view.
    private struct Resolved {
        var frame: Rect
        var alignmentRect: Rect
        var superviewID: String?
        var depth: Int
    }

    private let layout: IBLayout
    private let scrollViewIDs: Set<String>
    private var resolved: [String: Resolved] = [:]

    /// The stored frames of the views `ids` names and of their superviews.
    init(_ layout: IBLayout, resolving ids: some Sequence<String>, scrollViewIDs: Set<String>) {
        self.layout = layout
        self.scrollViewIDs = scrollViewIDs
        for id in ids { resolve(id) }
    }

    /// The entry of the view with that document id (ids are unique among a layout's views).
    private func entry(_ id: String) -> IBLayout.Entry? { layout.views[id].flatMap(layout.entry(for:)) }

    /// The view's stored frame in its root's coordinates; nil if it or an ancestor has none.
    func frame(of id: String) -> Rect? { resolved[id]?.frame }

    /// The view's first or last baseline for a stored frame `rect` (in its root's coordinates),
    /// from the view's own baseline offsets (``View/firstBaselineOffsetFromTop``,
    /// ``View/lastBaselineOffsetFromBottom`` and ``View/baselineHeightFraction``: a label's a
    /// constant distance from its top or bottom, a button's title centred in its height); nil
    /// when another view gives the baseline (a stack view's arranged view).
    func baseline(of id: String, _ attribute: LayoutAttribute, in rect: Rect) -> Double? {
        guard let view = layout.views[id] else { return nil }
        let fraction = view.baselineHeightFraction
        switch attribute {
        case .firstBaseline where view.forFirstBaselineLayout === view:
            return rect.minY + fraction * rect.height + view.firstBaselineOffsetFromTop
        case .lastBaseline where view.forLastBaselineLayout === view:
            return rect.maxY - fraction * rect.height - view.lastBaselineOffsetFromBottom
        default:
            return nil
        }
    }

    /// The view's stored alignment rectangle (what constraints position) in its root's
    /// coordinates.
    func alignmentRect(of id: String) -> Rect? { resolved[id]?.alignmentRect }

    /// Whether `ancestor` is `id` itself or one of its superviews.
    func isAncestor(_ ancestor: String, of id: String) -> Bool {
        guard let top = resolved[ancestor]?.depth else { return false }
        var current: String? = id
        while let c = current, let view = resolved[c], view.depth > top { current = view.superviewID }
        return current == ancestor
    }

    /// The nearest view both are in (one of them if it contains the other): the deeper one
    /// climbs to the other's depth, then both climb together (as long as their distance).
    func commonAncestor(_ a: String, _ b: String) -> String? {
        var (a, b) = (a, b)
        while a != b {
            guard let viewA = resolved[a], let viewB = resolved[b] else { return nil }
            if viewA.depth >= viewB.depth { guard let up = viewA.superviewID else { return nil }; a = up }
            if viewB.depth >= viewA.depth { guard let up = viewB.superviewID else { return nil }; b = up }
        }
        return a
    }

    /// The view's layout margins as laid out on this device when the document tells them
    /// (``IBLayout/hasOwnLayoutMargins(_:)``), else nil.
    func margins(of id: String) -> EdgeInsets? {
        guard let view = layout.views[id], layout.hasOwnLayoutMargins(view) else { return nil }
        return view.layoutMargins
    }

    /// Whether the layout margins the document gives the view (or UIKit's default 8) are none
    /// of them negative.
    func documentMarginsAreNonNegative(_ id: String) -> Bool {
        guard let m = layout.views[id]?.layoutMargins else { return false }
        return m.top >= 0 && m.left >= 0 && m.bottom >= 0 && m.right >= 0
    }

    /// The view's safe-area insets as laid out on this device (``View/safeAreaInsets``): a safe
    /// area's frame is its owner's stored frame inset by them.
    func safeAreaInsets(of id: String) -> EdgeInsets? { layout.views[id]?.safeAreaInsets }

    func isScrollView(_ id: String) -> Bool { scrollViewIDs.contains(id) }

    func isRightToLeft(_ id: String) -> Bool { layout.views[id]?.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Resolves the view after those of its ancestors not yet resolved, top down (no recursion:
    /// documents nest deeply).
    private mutating func resolve(_ id: String) {
        var pending: [(id: String, entry: IBLayout.Entry)] = []
        var current: String? = id
        var origin = Point(x: 0, y: 0)
        var level = -1
        while let c = current, let entry = entry(c), pending.count <= layout.entries.count {
            if let known = resolved[c] { origin = known.frame.origin; level = known.depth; break }
            pending.append((c, entry))
            current = entry.superviewID
        }
        for (c, entry) in pending.reversed() {
            guard let stored = entry.storedFrame else { return }
            let frame = stored.offsetBy(dx: origin.x, dy: origin.y)
            level += 1
            resolved[c] = Resolved(frame: frame, alignmentRect: entry.view.alignmentRect(forFrame: frame),
                                   superviewID: entry.superviewID, depth: level)
            origin = frame.origin
        }
    }
}
