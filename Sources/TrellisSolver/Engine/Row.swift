/// One linear row `basic = constant + Σ coefficient·symbol` of the tableau (or an objective).
struct Row {
    private(set) var cells: [SymbolKey: Double] = [:]
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// `constant + coefficient·symbol`.
    init(constant: Double, symbol: Int, coefficient: Double) {
        self.constant = constant
        cells[SymbolKey(symbol)] = coefficient
    }

    var isEmpty: Bool { cells.isEmpty }
    var count: Int { cells.count }

    /// The symbols with a non-zero coefficient.
    var symbols: LazyMapSequence<Dictionary<SymbolKey, Double>.Keys, Int> { cells.keys.lazy.map(\.id) }

    /// The cells as `(symbol, coefficient)` pairs.
    var terms: LazyMapSequence<[SymbolKey: Double], (symbol: Int, coefficient: Double)> {
        cells.lazy.map { ($0.key.id, $0.value) }
    }

    /// The coefficient of `s`, `nil` when it is zero.
    subscript(_ s: Int) -> Double? { cells[SymbolKey(s)] }

    func coefficient(_ s: Int) -> Double { cells[SymbolKey(s)] ?? 0 }

    /// Removes the cell of `s` and returns its coefficient.
    @discardableResult
    mutating func remove(_ s: Int) -> Double? { cells.removeValue(forKey: SymbolKey(s)) }

    /// What `add(_:_:)` did to a cell.
    enum Change { case added, removed, updated, none }

    /// Adds `c·s`, dropping the cell when it cancels, and says what happened to the cell.
    @discardableResult
    mutating func add(_ s: Int, _ c: Double) -> Change {
        let key = SymbolKey(s)
        if let i = cells.index(forKey: key) {
            let v = cells.values[i] + c
            if nearZero(v) {
                cells.remove(at: i)
                return .removed
            }
            cells.values[i] = v
            return .updated
        }
        guard !nearZero(c) else { return .none }
        cells[key] = c
        return .added
    }

    /// Adds `c·s`, dropping the cell when it cancels.
    mutating func insert(_ s: Int, _ c: Double) { add(s, c) }

    /// Adds `c·other`.
    mutating func insert(_ other: Row, _ c: Double) {
        constant += c * other.constant
        for (key, v) in other.cells { add(key.id, c * v) }
    }

    /// Negates the row (used so that a new row's constant is not negative).
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells.values[i] = -cells.values[i] }
    }

    /// Turns `0 = constant + … + a·s + …` into `s = …` (removes `s`, divides by `-a`).
    mutating func solve(for s: Int) {
        let a = remove(s)!
        let k = -1 / a
        constant *= k
        for i in cells.indices { cells.values[i] *= k }
    }

    /// Turns `lhs = … + a·rhs + …` into `rhs = …`.
    mutating func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}

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
