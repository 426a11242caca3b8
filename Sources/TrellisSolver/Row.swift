/// One row of the tableau: `basic = constant + Σ coefficient·symbol`.
struct Row {
    var constant: Double
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    static let epsilon = 1e-8
    static func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient·symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if Row.nearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient × other`.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, c) in other.cells { insert(symbol, c * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    /// Negates the row.
    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key]! = -cells[key]! }
    }

    /// Rewrites `0 = constant + … + c·symbol + …` as `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: Symbol) {
        let c = -1 / cells.removeValue(forKey: symbol)!
        constant *= c
        for key in cells.keys { cells[key]! *= c }
    }

    /// Rewrites `lhs = … + c·rhs + …` as `rhs = …`; `lhs` joins the cells.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        if let c = cells.removeValue(forKey: symbol) { insert(row, c) }
    }
}
