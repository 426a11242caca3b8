import Trellis

/// The frames Xcode stored for a laid-out scene, in the coordinates of each view's root: each
/// stored frame is in its superview's coordinates, and a superview's bounds begin at its own
/// frame's origin on the canvas (a scroll view's content is stored unscrolled).
struct StoredFrames {
    private let entries: [String: IBLayout.Entry]
    private let scrollViewIDs: Set<String>
    private var absolute: [String: Rect] = [:]
    /// Superviews above each view with a frame here (0 for a root).
    private var depth: [String: Int] = [:]

    init(_ layout: IBLayout, scrollViewIDs: Set<String>) {
        entries = Dictionary(layout.entries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        self.scrollViewIDs = scrollViewIDs
        for entry in layout.entries { resolve(entry.id) }
    }

    /// The view's stored frame in its root's coordinates; nil if it or an ancestor has none.
    func frame(of id: String) -> Rect? { absolute[id] }

    /// The view's stored alignment rectangle (what constraints position) in its root's
    /// coordinates.
    func alignmentRect(of id: String) -> Rect? {
        guard let frame = absolute[id], let entry = entries[id] else { return nil }
        return entry.view.alignmentRect(forFrame: frame)
    }

    /// Whether `ancestor` is `id` itself or one of its superviews.
    func isAncestor(_ ancestor: String, of id: String) -> Bool {
        guard let top = depth[ancestor] else { return false }
        var current: String? = id
        while let c = current, let d = depth[c], d > top { current = entries[c]?.superviewID }
        return current == ancestor
    }

    /// The nearest view both are in (one of them if it contains the other): the deeper one
    /// climbs to the other's depth, then both climb together (as long as their distance).
    func commonAncestor(_ a: String, _ b: String) -> String? {
        var (a, b) = (a, b)
        while a != b {
            guard let da = depth[a], let db = depth[b] else { return nil }
            if da >= db { guard let up = entries[a]?.superviewID else { return nil }; a = up }
            if db >= da { guard let up = entries[b]?.superviewID else { return nil }; b = up }
        }
        return a
    }

    func isScrollView(_ id: String) -> Bool { scrollViewIDs.contains(id) }

    func isRightToLeft(_ id: String) -> Bool { entries[id]?.view.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Resolves the view after those of its ancestors not yet resolved, top down (no recursion:
    /// documents nest deeply).
    private mutating func resolve(_ id: String) {
        var pending: [String] = []
        var current: String? = id
        var origin = Point(x: 0, y: 0)
        var level = -1
        while let c = current, let entry = entries[c], pending.count <= entries.count {
            if let known = absolute[c] { origin = known.origin; level = depth[c] ?? -1; break }
            pending.append(c)
            current = entry.superviewID
        }
        for c in pending.reversed() {
            guard let stored = entries[c]?.storedFrame else { return }
            let frame = stored.offsetBy(dx: origin.x, dy: origin.y)
            absolute[c] = frame
            origin = frame.origin
            level += 1
            depth[c] = level
        }
    }
}
