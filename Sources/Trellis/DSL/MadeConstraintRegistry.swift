import Synchronization

/// Remembers, per view or guide, the constraints the DSL made for it, so `remakeConstraints` and
/// `updateConstraints` touch only those. References are weak: a constraint lives as long as
/// the view it is installed on keeps it (or the caller does), and entries of freed items are
/// dropped.
enum MadeConstraintRegistry {
    private struct WeakConstraint { weak var value: LayoutConstraint? }
    private final class Entry {
        private let ownerReference: WeakBox<AnyObject>
        var owner: AnyObject? { ownerReference.value }
        var constraints: [WeakConstraint] = []
        init(_ owner: AnyObject) { ownerReference = WeakBox(value: owner) }
    }

    private nonisolated(unsafe) static var entries: [ObjectIdentifier: Entry] = [:]
    private nonisolated(unsafe) static var insertions = 0
    private static let lock = Mutex(())

    /// The live constraints made for `view`, oldest first.
    static func constraints(for view: LayoutItem) -> [LayoutConstraint] {
        nonisolated(unsafe) var result: [LayoutConstraint] = []
        lock.withLock { _ in
            guard let entry = entries[ObjectIdentifier(view)], entry.owner === view else { return }
            result = entry.constraints.compactMap(\.value)
        }
        return result
    }

    /// Records constraints made for `view`.
    static func add(_ constraints: [LayoutConstraint], for view: LayoutItem) {
        lock.withLock { _ in
            let key = ObjectIdentifier(view)
            let entry: Entry
            if let e = entries[key], e.owner === view { entry = e } else { entry = Entry(view); entries[key] = entry }
            entry.constraints.removeAll { $0.value == nil }
            entry.constraints += constraints.map { WeakConstraint(value: $0) }
            insertions += 1
            if insertions % 256 == 0 { entries = entries.filter { $0.value.owner != nil } }
        }
    }

    /// Forgets constraints of `view` (all of them when `constraints` is nil).
    static func remove(_ constraints: [LayoutConstraint]? = nil, for view: LayoutItem) {
        lock.withLock { _ in
            guard let entry = entries[ObjectIdentifier(view)], entry.owner === view else { return }
            if let constraints {
                entry.constraints.removeAll { w in w.value == nil || constraints.contains { $0 === w.value } }
            } else {
                entry.constraints.removeAll()
            }
        }
    }
}
