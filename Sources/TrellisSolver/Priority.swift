/// How strongly a constraint is wanted: UIKit's layout priorities, from 1 to 1000.
///
/// 1000 is ``required``: the constraint must hold. Anything lower is optional: the solver
/// minimises its error. Optional constraints are satisfied **in priority order, highest first**:
/// any amount of error at a lower priority is preferred to any error at a higher one
/// (Cassowary's lexicographic, "symbolic" weights over the distinct priorities in use — not the
/// three fixed numeric tiers of kiwi). Constraints of equal priority share one level and the
/// solver minimises the sum of their errors.
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority, 1…1000.
    public var rawValue: Double

    /// Creates a priority. Values outside 1…1000 are rejected by the ``Solver`` when used
    /// (``SolverError/invalidPriority(_:)``), as UIKit rejects them.
    public init(_ rawValue: Double) { self.rawValue = rawValue }
    public init(floatLiteral value: Double) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    /// 1000: the constraint must be satisfied.
    public static let required = Priority(1000)
    /// 999: the strongest optional priority (used for edit variables such as a window's size).
    public static let strong = Priority(999)
    /// 750: UIKit's `defaultHigh` (compression resistance).
    public static let defaultHigh = Priority(750)
    /// 250: UIKit's `defaultLow` (content hugging).
    public static let defaultLow = Priority(250)
    /// 50: UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(50)

    /// Whether this is ``required``.
    public var isRequired: Bool { rawValue >= 1000 }
    /// Whether the value is a usable priority (finite, 1…1000).
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        let text = String(rawValue)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
