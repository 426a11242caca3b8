/// The engine's dictionary key for a view, guide, constraint or solver constraint: its identity,
/// hashed with one multiplication. `ObjectIdentifier`'s own hashing runs SipHash, which was a
/// tenth of a first layout's instructions (callgrind on `trellis-layout-bench --workload chain
/// --n 1000 --until first_layout`); the keys are addresses the engine chose none of, so a
/// hash-flooding defence buys nothing here.
struct ItemKey: Hashable {
    let id: ObjectIdentifier

    init(_ object: AnyObject) { id = ObjectIdentifier(object) }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Fibonacci hashing: one multiplication, the high bits folded into the low ones that
    /// `Dictionary` and `Set` pick a bucket with.
    func _rawHashValue(seed: Int) -> Int {
        let h = (Int(bitPattern: UInt(bitPattern: id)) ^ seed) &* -7_046_029_254_386_353_131  // 0x9E3779B97F4A7C15
        return h ^ (h >> 32)
    }
}
