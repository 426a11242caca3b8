/// One linear row `basic = constant + Σ cells[s]·s` of the tableau (or an objective).
struct Row {
    var cells: [Int: Double]
    var constant: Double

    init(constant: Double = 0, cells: [Int: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func coefficient(_ s: Int) -> Double { cells[s] ?? 0 }

    /// Adds `c·s`, dropping the cell when it cancels.
    mutating func insert(_ s: Int, _ c: Double) {
        let v = (cells[s] ?? 0) + c
        if nearZero(v) { cells.removeValue(forKey: s) } else { cells[s] = v }
    }

    /// Adds `c·other`.
    mutating func insert(_ other: Row, _ c: Double) {
        constant += c * other.constant
        for (s, v) in other.cells { insert(s, c * v) }
    }

    /// Negates the row (used so that a new row's constant is not negative).
    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Turns `0 = constant + … + a·s + …` into `s = …` (removes `s`, divides by `-a`).
    mutating func solve(for s: Int) {
        let a = cells.removeValue(forKey: s)!
        let k = -1 / a
        constant *= k
        for key in cells.keys { cells[key] = cells[key]! * k }
    }

    /// Turns `lhs = … + a·rhs + …` into `rhs = …`.
    mutating func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
