/// How much a constraint matters, on UIKit's scale from 1 to 1000.
///
/// `1000` (``required``) must hold; anything lower is optional: the solver minimises
/// the error of optional constraints, and any amount of error at a lower priority is
/// preferred to any error at a higher priority (lexicographic order, see docs/solver.md).
///
/// UIKit raises an exception for a priority outside 1…1000. Here ``init(_:)`` stores any
/// value; ``isValid`` tells whether it is usable, ``init(exactly:)`` refuses a bad one, and
/// the ``Solver`` throws ``SolverError/invalidPriority(_:)`` instead of crashing.
public struct Priority: Comparable, Hashable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority value; meaningful within 1…1000 (see ``isValid``).
    public let rawValue: Double

    /// A priority with any value; the solver refuses one that is not ``isValid``.
    public init(_ rawValue: Double) {
        self.rawValue = rawValue
    }

    /// `nil` when `rawValue` is not finite or lies outside 1…1000.
    public init?(exactly rawValue: Double) {
        guard rawValue.isFinite, rawValue >= 1, rawValue <= 1000 else { return nil }
        self.rawValue = rawValue
    }

    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)
    /// 999: the strongest optional priority (kiwi's `strong`, used for edit variables).
    public static let strong = Priority(999)
    /// 750: UIKit's `defaultHigh` (content compression resistance).
    public static let defaultHigh = Priority(750)
    /// 250: UIKit's `defaultLow` (content hugging).
    public static let defaultLow = Priority(250)
    /// 50: UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(50)
    /// 750, kiwi's `medium` tier mapped onto UIKit's scale.
    public static let medium = Priority(750)
    /// 250, kiwi's `weak` tier mapped onto UIKit's scale.
    public static let weak = Priority(250)

    /// Whether the value is a finite number within 1…1000.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    /// Whether this is ``required``.
    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        rawValue.isFinite && abs(rawValue) < 1e15 && rawValue == Double(Int(rawValue)) ? String(Int(rawValue)) : String(rawValue)
    }
}
