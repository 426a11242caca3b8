/// One level of the tableau's objective (the error terms of one optional priority):
/// `constant + Σ coefficient·symbol`, stored densely by symbol id. The engine asks a level
/// for one symbol's coefficient constantly (`lexSign`, each substitution), never for all of
/// them, so an array indexed by symbol beats hashing; absent symbols read as 0.
struct ObjectiveLevel {
    private(set) var coefficients: [Double] = []
    var constant: Double = 0

    /// The coefficient of `s` (0 when absent).
    @inline(__always)
    subscript(_ s: Int) -> Double {
        s < coefficients.count ? coefficients[s] : 0
    }

    /// Sets the coefficient of `s`, returning the one it replaces. A value within
    /// `epsilon` of zero is stored as 0.
    @inline(__always)
    @discardableResult
    mutating func set(_ s: Int, _ value: Double) -> Double {
        if s >= coefficients.count {
            if nearZero(value) { return 0 }
            coefficients.append(contentsOf: repeatElement(0, count: Swift.max(s + 1 - coefficients.count, coefficients.count)))
        }
        let old = coefficients[s]
        coefficients[s] = nearZero(value) ? 0 : value
        return old
    }
}
