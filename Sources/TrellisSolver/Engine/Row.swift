/// One linear row `basic = constant + Σ coefficient·symbol` of the tableau: its cells in
/// an array sorted by symbol id. Layout rows are short, so a binary search beats hashing, a
/// row is one allocation, and adding one row to another is a merge.
struct Row {
    struct Cell {
        var symbol: Int
        var coefficient: Double
    }

    private(set) var cells: [Cell] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// `constant + coefficient·symbol`.
    init(constant: Double, symbol: Int, coefficient: Double) {
        self.constant = constant
        cells = [Cell(symbol: symbol, coefficient: coefficient)]
    }

    mutating func reserveCapacity(_ n: Int) { cells.reserveCapacity(n) }

    var isEmpty: Bool { cells.isEmpty }
    var count: Int { cells.count }

    /// The symbols with a non-zero coefficient, in increasing order.
    var symbols: LazyMapSequence<[Cell], Int> { cells.lazy.map(\.symbol) }

    /// The cells as `(symbol, coefficient)` pairs, by increasing symbol.
    var terms: LazyMapSequence<[Cell], (symbol: Int, coefficient: Double)> {
        cells.lazy.map { ($0.symbol, $0.coefficient) }
    }

    /// Where `s` is, or where it would be inserted.
    @inline(__always)
    func position(_ s: Int) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let m = cells[mid].symbol
            if m == s { return (mid, true) }
            if m < s { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `s`, `nil` when it is zero.
    subscript(_ s: Int) -> Double? {
        let (i, found) = position(s)
        return found ? cells[i].coefficient : nil
    }

    func coefficient(_ s: Int) -> Double { self[s] ?? 0 }

    /// Removes the cell of `s` and returns its coefficient.
    @discardableResult
    mutating func remove(_ s: Int) -> Double? {
        let (i, found) = position(s)
        return found ? cells.remove(at: i).coefficient : nil
    }

    /// What adding to a cell did to it.
    enum Change { case added, removed, updated, none }

    /// Adds `c·s`, dropping the cell when it cancels, and says what happened to the cell.
    @discardableResult
    mutating func add(_ s: Int, _ c: Double) -> Change {
        let (i, found) = position(s)
        if found {
            let v = cells[i].coefficient + c
            if nearZero(v) {
                cells.remove(at: i)
                return .removed
            }
            cells[i].coefficient = v
            return .updated
        }
        guard !nearZero(c) else { return .none }
        if i == cells.count {
            cells.append(Cell(symbol: s, coefficient: c))
        } else {
            cells.insert(Cell(symbol: s, coefficient: c), at: i)
        }
        return .added
    }

    /// Adds `c·s`, dropping the cell when it cancels.
    mutating func insert(_ s: Int, _ c: Double) { add(s, c) }

    /// Adds `c·other`, merging through `buffer` (see `merge`).
    mutating func insert(_ other: Row, _ c: Double, buffer: inout [Cell]) {
        constant += c * other.constant
        merge(other, c, skipping: -1, buffer: &buffer) { _, _ in }
    }

    /// Replaces `symbol`, which the row mentions, by `other` (adds `c·other`, where `c` is
    /// the coefficient of `symbol`, and drops `symbol`'s cell), reporting each cell that
    /// appeared (`.added`) or cancelled (`.removed`) so the caller can keep the column index
    /// up to date.
    @inline(__always)
    mutating func substitute(_ symbol: Int, _ other: Row, buffer: inout [Cell], _ changed: (Int, Change) -> Void) {
        let (k, _) = position(symbol)
        let c = cells[k].coefficient
        constant += c * other.constant
        if other.cells.count * 4 < cells.count {
            // A short row into a long one: cell by cell.
            cells.remove(at: k)
            for cell in other.cells {
                let change = add(cell.symbol, c * cell.coefficient)
                if change == .added || change == .removed { changed(cell.symbol, change) }
            }
            return
        }
        merge(other, c, skipping: k, buffer: &buffer, changed)
    }

    /// Merges `c·other`'s cells into this row's, leaving out cell index `skip` (-1: none).
    /// The result is written into `buffer`, which then trades places with the row's own
    /// storage: the old storage becomes the next merge's buffer, so merges allocate nothing
    /// once the buffers have grown, and a row shared with the journal is never copied first.
    @inline(__always)
    private mutating func merge(_ other: Row, _ c: Double, skipping skip: Int, buffer: inout [Cell],
                                _ changed: (Int, Change) -> Void) {
        buffer.removeAll(keepingCapacity: true)
        buffer.reserveCapacity(cells.count + other.cells.count)
        cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                var i = 0, j = 0
                while i < a.count && j < b.count {
                    let sa = a[i].symbol, sb = b[j].symbol
                    if sa < sb {
                        if i != skip { buffer.append(a[i]) }
                        i += 1
                    } else if sb < sa {
                        let v = c * b[j].coefficient
                        if !nearZero(v) {
                            buffer.append(Cell(symbol: sb, coefficient: v))
                            changed(sb, .added)
                        }
                        j += 1
                    } else {
                        // Never the skipped cell: a row does not mention its own basic symbol.
                        let v = a[i].coefficient + c * b[j].coefficient
                        if nearZero(v) { changed(sa, .removed) } else { buffer.append(Cell(symbol: sa, coefficient: v)) }
                        i += 1
                        j += 1
                    }
                }
                while i < a.count {
                    if i != skip { buffer.append(a[i]) }
                    i += 1
                }
                while j < b.count {
                    let v = c * b[j].coefficient
                    if !nearZero(v) {
                        buffer.append(Cell(symbol: b[j].symbol, coefficient: v))
                        changed(b[j].symbol, .added)
                    }
                    j += 1
                }
            }
        }
        swap(&cells, &buffer)
    }

    /// Negates the row (used so that a new row's constant is not negative).
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = constant + … + a·s + …` into `s = …` (removes `s`, divides by `-a`).
    mutating func solve(for s: Int) {
        let a = remove(s)!
        let k = -1 / a
        constant *= k
        for i in cells.indices { cells[i].coefficient *= k }
    }

    /// Turns `lhs = … + a·rhs + …` into `rhs = …`.
    mutating func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
