/// A column of the simplex tableau: an external variable or one the solver made up.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 {
        /// A user variable; unrestricted in sign.
        case external
        /// The slack of an inequality; ≥ 0.
        case slack
        /// The error of an optional constraint; ≥ 0.
        case error
        /// A marker of a required equality; always 0.
        case dummy
        /// Temporary, while adding with an artificial variable.
        case artificial
    }

    let id: Int
    let kind: Kind

    static let invalid = Symbol(id: -1, kind: .dummy)
    var isValid: Bool { id >= 0 }
    /// Slack and error columns may enter and leave the basis when optimising.
    var isPivotable: Bool { kind == .slack || kind == .error }
    /// Restricted to be non-negative.
    var isRestricted: Bool { kind != .external }

    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
}
