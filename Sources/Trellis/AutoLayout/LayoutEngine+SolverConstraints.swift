import TrellisSolver

/// Solver constraints and who made them: each goes in with its owner, named in a conflict
/// report the way UIKit's log names it; a conflict is reported and the constraint left out.
extension LayoutEngine {
    /// Who made a solver constraint: the layout constraint it translates (which it carries,
    /// ``Constraint/owner``), or the owner recorded when it went in.
    func owner(of c: Constraint) -> ConstraintOwner? {
        if let layoutConstraint = c.owner as? LayoutConstraint { return .constraint(layoutConstraint) }
        return owners[ItemKey(c)]
    }

    /// Who made a solver constraint, or its own text when the engine does not know.
    func ownerOrText(of c: Constraint) -> ConstraintOwner { owner(of: c) ?? .text(c.description) }

    /// How a solver constraint is named in a report: its owner's words, else its own.
    func name(of c: Constraint) -> String { ownerOrText(of: c).description }

    /// Records who made `c`, unless `c` carries its layout constraint itself (most of them: no
    /// table entry per constraint).
    private func record(_ owner: ConstraintOwner, of c: Constraint) {
        if case let .constraint(layoutConstraint) = owner, c.owner === layoutConstraint { return }
        owners[ItemKey(c)] = owner
    }

    /// Adds one solver constraint made by `owner`; a conflict is reported (not searched for nor
    /// reported when the owner does not report its conflicts: ``LayoutConstraint/reportsConflicts``)
    /// and the constraint left out.
    @discardableResult
    func add(_ c: Constraint, priority: Priority? = nil, owner: ConstraintOwner, views: @autoclosure () -> [View] = []) -> Bool {
        let constraint = priority.map { c.priority($0) } ?? c
        record(owner, of: constraint)
        do {
            try solver.add(constraint, explainingConflicts: owner.reportsConflicts)
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
        record(owner, of: new)
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
        if case .unsatisfiable = error, !owner.reportsConflicts { return }
        if case .workLimitExceeded = error {
            reportWorkLimit()
        } else if case let .unsatisfiable(_, conflicts) = error {
            report(conflict: conflicts.map(ownerOrText), broken: owner, views: views)
        } else {
            LayoutEngine.log("\(owner): \(error)")
        }
    }

    /// Replaces the solver constraints `old` by `new` (each with its owner) pairwise when they
    /// correspond (as many, all in), else removes them all and adds the new ones; returns those in.
    func replace(_ old: [Constraint], with new: [(Constraint, owner: ConstraintOwner)]) -> [Constraint] {
        var result: [Constraint] = []
        result.reserveCapacity(new.count)
        if old.count == new.count && old.allSatisfy({ solver.contains($0) }) {
            for (old, (c, owner)) in zip(old, new) where replace(old, with: c, owner: owner) { result.append(c) }
            return result
        }
        for c in old { remove(c) }
        for (c, owner) in new where add(c, owner: owner) { result.append(c) }
        return result
    }

    func remove(_ c: Constraint) {
        if solver.contains(c) { try? solver.remove(c) }
        owners[ItemKey(c)] = nil
    }
}
