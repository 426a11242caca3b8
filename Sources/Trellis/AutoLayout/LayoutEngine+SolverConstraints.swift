import TrellisSolver

/// Solver constraints and who made them: each goes in with its owner, named in a conflict
/// report the way UIKit's log names it; a conflict is reported and the constraint left out.
extension LayoutEngine {
    /// Adds one solver constraint made by `owner`; a conflict is reported and the constraint left out.
    @discardableResult
    func add(_ c: Constraint, priority: Priority? = nil, owner: ConstraintOwner, views: @autoclosure () -> [View] = []) -> Bool {
        let constraint = priority.map { c.priority($0) } ?? c
        owners[ItemKey(constraint)] = owner
        do {
            try solver.add(constraint)
            return true
        } catch {
            owners[ItemKey(constraint)] = nil
            failed(error, owner: owner, views: views())
            return false
        }
    }

    /// Puts `new` in place of `old`, in place in the solver when only the constant or an
    /// optional priority differs; a conflict is reported and `new` left out (`old` is gone).
    @discardableResult
    func replace(_ old: Constraint, with new: Constraint, owner: ConstraintOwner, views: [View] = []) -> Bool {
        owners[ItemKey(old)] = nil
        owners[ItemKey(new)] = owner
        do {
            try solver.update(old, to: new)
            return true
        } catch {
            owners[ItemKey(new)] = nil
            failed(error, owner: owner, views: views)
            return false
        }
    }

    func failed(_ error: SolverError, owner: ConstraintOwner, views: [View]) {
        if case .workLimitExceeded = error {
            reportWorkLimit()
        } else if case let .unsatisfiable(_, conflicts) = error {
            report(conflict: conflicts.map { owners[ItemKey($0)]?.description ?? $0.description }, broken: owner.description, views: views)
        } else {
            LayoutEngine.log("\(owner): \(error)")
        }
    }

    /// Replaces the solver constraints `old` by `new` (each with its owner) pairwise when they
    /// correspond (as many, all in), else removes them all and adds the new ones; returns those in.
    func replace(_ old: [Constraint], with new: [(Constraint, owner: ConstraintOwner)]) -> [Constraint] {
        if old.count == new.count && old.allSatisfy({ solver.contains($0) }) {
            return zip(old, new).compactMap { replace($0, with: $1.0, owner: $1.owner) ? $1.0 : nil }
        }
        for c in old { remove(c) }
        return new.compactMap { add($0.0, owner: $0.owner) ? $0.0 : nil }
    }

    func remove(_ c: Constraint) {
        if solver.contains(c) { try? solver.remove(c) }
        owners[ItemKey(c)] = nil
    }
}
