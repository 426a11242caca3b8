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

    /// The cells as `(symbol, coefficient)` pairs.
    var terms: LazyMapSequence<[SymbolKey: Double], (symbol: Int, coefficient: Double)> {
        cells.lazy.map { ($0.key.id, $0.value) }
    }

    /// The coefficient of `s`, `nil` when it is zero.
    subscript(_ s: Int) -> Double? { cells[SymbolKey(s)] }

    /// Removes the cell of `s` and returns its coefficient.
    @discardableResult
    mutating func remove(_ s: Int) -> Double? { cells.removeValue(forKey: SymbolKey(s)) }

    /// Adds `c·s`, dropping the cell when it cancels.
    mutating func insert(_ s: Int, _ c: Double) {
        let key = SymbolKey(s)
        if let i = cells.index(forKey: key) {
            let v = cells.values[i] + c
            if nearZero(v) { cells.remove(at: i) } else { cells.values[i] = v }
        } else if !nearZero(c) {
            cells[key] = c
        }
    }

    /// Adds `c·row`.
    mutating func insert(_ row: Row, _ c: Double) {
        constant += c * row.constant
        for (s, v) in row.terms { insert(s, c * v) }
    }
}
