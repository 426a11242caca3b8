import Trellis

/// Weak references to the objects of laid-out hierarchies, taken so that a test can drop its
/// own references and then name every object still alive: the check that the way back
/// (superview, a constraint's items, a guide's owner, the engine's root) keeps nothing alive,
/// as in UIKit.
///
/// ```swift
/// var tracked = WeakReferences()
/// do { let root = makeAndLayOut(); tracked.trackHierarchy(root) }
/// #expect(tracked.alive == [])
/// ```
public struct WeakReferences {
    /// Each object tracked, with a name that says what it was, and a way to reach it while alive.
    public private(set) var objects: [(name: String, ref: () -> AnyObject?)] = []

    public init() {}

    /// Tracks `object` under `name` without keeping it alive.
    public mutating func track(_ name: String, _ object: AnyObject) {
        weak let w = object
        objects.append((name, { w }))
    }

    /// Tracks every view under `root` (itself included) with its layer, the constraints
    /// installed on it, its layout guides (margins and safe-area guides too) and a stack view's
    /// own arrangement constraints, and the root's Auto Layout engine.
    public mutating func trackHierarchy(_ root: View) {
        for v in root.subtree {
            track("view \(v.debugName)", v)
            track("layer of \(v.debugName)", v.layer)
            for c in v.constraints { track("\(c)", c) }
            for g in v.layoutGuides { track("guide \(g.identifier) of \(v.debugName)", g) }
            if let g = v.createdLayoutMarginsGuide { track("margins guide of \(v.debugName)", g) }
            if let g = v.createdSafeAreaLayoutGuide { track("safe-area guide of \(v.debugName)", g) }
            if let s = v as? StackView { for c in s.arrangementConstraints { track("stack \(c)", c) } }
        }
        if let e = root.ownedLayoutEngine { track("engine of \(root.debugName)", e) }
    }

    /// The names of the tracked objects still alive.
    public var alive: [String] { objects.filter { $0.ref() != nil }.map(\.name) }
}
