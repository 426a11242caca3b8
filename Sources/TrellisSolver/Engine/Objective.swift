/// A scratch objective `constant + Σ coefficient·symbol` that is iterated: phase one's
/// artificial objective and `isFixed`'s probes. Its cells are hashed, so adding a short row
/// costs the row's size. (The tableau's own objective levels are `ObjectiveLevel`s.)
struct Objective {
    private(set) var cells: [SymbolKey: Double] = [:]
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(_ row: Row) {
        constant = 0
        insert(row, 1)
    }

    var isEmpty: Bool { cells.isEmpty }

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

    /// Adds `c·row`.
    mutating func insert(_ row: Row, _ c: Double) {
        constant += c * row.constant
        for (s, v) in row.terms { add(s, c * v) }
    }
}
