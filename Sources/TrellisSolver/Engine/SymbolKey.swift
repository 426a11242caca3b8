/// A symbol id used as a dictionary or set key. Ids are small integers the engine hands
/// out itself (no adversary chooses them), so `cheapHash` replaces the standard library's
/// SipHash, which was about a third of the solver's instructions.
struct SymbolKey: Hashable, Comparable {
    let id: Int

    init(_ id: Int) { self.id = id }

    static func < (a: SymbolKey, b: SymbolKey) -> Bool { a.id < b.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    func _rawHashValue(seed: Int) -> Int { cheapHash(id, seed) }
}

/// A class instance (constraint, variable) as a dictionary key, hashed like `SymbolKey`.
struct ObjectKey: Hashable {
    let id: ObjectIdentifier

    init(_ object: AnyObject) { id = ObjectIdentifier(object) }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    func _rawHashValue(seed: Int) -> Int { cheapHash(Int(bitPattern: UInt(bitPattern: id)), seed) }
}

/// Fibonacci hashing: one multiplication, high bits folded into the low ones that
/// `Dictionary` and `Set` use to pick a bucket.
@inline(__always) func cheapHash(_ x: Int, _ seed: Int) -> Int {
    let h = (x ^ seed) &* -7_046_029_254_386_353_131  // 0x9E3779B97F4A7C15
    return h ^ (h >> 32)
}
