/// What a ``Solver`` was working on when its work passed ``Solver/workLimit``: the change under
/// way and the constraints it was bringing into the solution (``Solver/workLimitStop``).
///
/// ```swift
/// solver.workLimit = 1_000_000
/// … // adds, then a read that passes the limit
/// if let stop = solver.workLimitStop {
///     print("stopped adding \(stop.adding.map(String.init(describing:)) ?? "nothing"); \(stop.waiting.count) left out")
/// }
/// ```
public struct WorkLimitStop {
    /// The constraint whose add (with its optimisation and, for a conflict, its explanation)
    /// passed the limit; `nil` when the optimisation at a read or a suggestion did.
    public let adding: Constraint?
    /// The constraints added since the solution was last brought to its optimum under the limit,
    /// in the order they were made (edit variables' constraints left out): the work under way
    /// was adding and optimising them. Includes ``adding``.
    public let added: [Constraint]
    /// Optional constraints that were still waiting to go in (optional adds wait for the next
    /// read, see ``Solver/add(_:)``), in the order they were made: they stay out of the solution.
    public let waiting: [Constraint]
}
