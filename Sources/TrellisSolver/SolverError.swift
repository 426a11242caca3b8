/// Why a ``Solver`` refused a request. The solver is left exactly as it was before the call.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with `conflicts`, the smallest set of required
    /// constraints already in the solver that it contradicts.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (priority below 1000).
    case requiredEditVariable(Variable)
    /// A priority outside 1…1000 or not a number.
    case invalidPriority(Priority)
    /// A coefficient, constant or suggested value that is NaN or infinite; the text says which.
    case nonFinite(String)

    public var description: String {
        switch self {
        case let .unsatisfiable(c, conflicts):
            "unsatisfiable constraint \(c); it conflicts with: " + conflicts.map(\.description).joined(separator: "; ")
        case let .duplicateConstraint(c): "duplicate constraint \(c)"
        case let .unknownConstraint(c): "unknown constraint \(c)"
        case let .duplicateEditVariable(v): "duplicate edit variable \(v)"
        case let .unknownEditVariable(v): "unknown edit variable \(v)"
        case let .requiredEditVariable(v): "edit variable \(v) cannot be required"
        case let .invalidPriority(p): "invalid priority \(p): priorities must be in 1…1000"
        case let .nonFinite(what): "non-finite value: \(what)"
        }
    }
}
