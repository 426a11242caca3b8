/// A weak reference, for lists and constraints that must not keep what they name alive.
///
/// A weak reference to a view or a layout guide points at the object's ``ReferenceTarget``, not at
/// the object itself: Swift gives every object that is ever referenced weakly a side table, after
/// which each retain and release of it takes the runtime's slow path. Constraints name their
/// views weakly, so before this every view of a laid-out hierarchy had one, and reference
/// counting was a third of a layout pass (perf on `trellis-layout-bench --workload chain --n
/// 100`). The reference holds the target strongly and the object's deinit marks it dead
/// (``ReferenceTarget/isAlive``), so the reference reads `nil` once the object is freed, as a
/// weak one does, without a weak load: reading a weak reference to the target was a twentieth
/// of a first layout (perf on `trellis-layout-bench --workload chain --n 1000 --until
/// first_layout`, two reads per constraint).
struct WeakBox<T: AnyObject> {
    /// The object's target when it has one (a view or a guide); `object` is valid while it lives.
    /// (Held as `Unmanaged`: an `unowned(unsafe)` field of the generic type got a layout that
    /// differed between modules, and arrays of boxes were read past their end.)
    private var target: ReferenceTarget?
    private var object: Unmanaged<AnyObject>?
    /// Any other object, referenced weakly the usual way.
    private weak var other: T?

    init(value: T?) {
        if let value, let target = ReferenceTarget.of(value) {
            self.target = target
            object = .passUnretained(value)
        } else {
            other = value
        }
    }

    /// The object, or `nil` once it was freed.
    var value: T? {
        guard let target, let object else { return other }
        return target.isAlive ? unsafeDowncast(object.takeUnretainedValue(), to: T.self) : nil
    }
}

/// A constraint's weak reference to its item, as ``WeakBox`` (which a protocol type cannot fill).
struct WeakItem {
    private var target: ReferenceTarget?
    private unowned(unsafe) var object: (any LayoutItem)?
    private weak var other: (any LayoutItem)?

    init(_ item: (any LayoutItem)?) {
        if let target = item.flatMap(ReferenceTarget.of) {
            self.target = target
            object = item
        } else {
            other = item
        }
    }

    /// The item, or `nil` once it was freed.
    var item: (any LayoutItem)? {
        guard let target else { return other }
        return target.isAlive ? object : nil
    }
}

/// What weak references to a view or a guide point at (see ``WeakBox``): made on first use, held
/// by the object and by the references, and marked dead by the object's deinit.
final class ReferenceTarget {
    /// Whether the object lives; its deinit clears it, first thing.
    @exclusivity(unchecked) private(set) var isAlive = true

    /// The object is being freed: references read `nil` from now on.
    func objectIsFreed() { isAlive = false }

    /// The target of a view or a guide, made on first use; `nil` for other objects.
    static func of(_ object: AnyObject) -> ReferenceTarget? {
        if let view = object as? View {
            if view.referenceTarget == nil { view.referenceTarget = ReferenceTarget() }
            return view.referenceTarget
        }
        if let guide = object as? LayoutGuide {
            if guide.referenceTarget == nil { guide.referenceTarget = ReferenceTarget() }
            return guide.referenceTarget
        }
        return nil
    }
}
