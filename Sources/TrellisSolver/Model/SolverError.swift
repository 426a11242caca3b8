/// Why a ``Solver`` refused a request. The solver is unchanged after any of these.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already
    /// present. `conflicts` is a minimal (irreducible) set of those present constraints:
    /// the new constraint plus all of them is unsatisfiable, and dropping any one of them
    /// makes it satisfiable. Empty when the constraint is unsatisfiable on its own (`0 == 1`).
    /// An explanation that would take more than `Solver.maximumExplanationAdds` adds on scratch
    /// solvers, or pass ``Solver/workLimit``, is a conflicting set that may not be minimal.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (priority below 1000), as in kiwi.
    case requiredEditVariable(Variable)
    /// A priority outside 1…1000 or not a number (UIKit raises an exception here).
    case invalidPriority(Priority)
    /// A NaN or infinite number; the string names it, e.g. `coefficient of x in constraint …`.
    case nonFinite(String)
    /// The solver has done more work than ``Solver/workLimit`` allows (the value): it refuses
    /// changes until the limit is set again. Values read then satisfy the required constraints
    /// added but may not be optimal.
    case workLimitExceeded(Int)

    public var description: String {
        switch self {
        case let .unsatisfiable(c, conflicts):
            "unsatisfiable constraint \(c); conflicts with \(conflicts.map(\.description))"
        case let .duplicateConstraint(c): "duplicate constraint \(c)"
        case let .unknownConstraint(c): "unknown constraint \(c)"
        case let .duplicateEditVariable(v): "duplicate edit variable \(v)"
        case let .unknownEditVariable(v): "unknown edit variable \(v)"
        case let .requiredEditVariable(v): "edit variable \(v) cannot be required"
        case let .invalidPriority(p): "invalid priority \(p): priorities must be in 1…1000"
        case let .nonFinite(what): "non-finite \(what)"
        case let .workLimitExceeded(limit): "the solver stopped after more than \(limit) units of work (its work limit)"
        }
    }
}
