/// An incremental Cassowary constraint solver with UIKit's priorities.
///
/// Add and remove ``Constraint``s, declare edit variables and suggest values for them,
/// then read values. Required constraints (priority 1000) always hold; optional ones are
/// satisfied as well as possible, higher priorities strictly first (see docs/solver.md).
/// Every operation is incremental, and every failure is a thrown ``SolverError`` that
/// leaves the solver unchanged.
///
/// A solver is not thread-safe: use it from one thread (or task) at a time.
public final class Solver {
    /// Unchecked exclusivity: a solver is used from one thread at a time and its methods never
    /// overlap two accesses to the engine; the runtime's tracking cost a share of every call.
    @exclusivity(unchecked) var engine = Engine()
    /// Removals not yet applied to `engine` (see ``settle()``), with the order they were
    /// made in `pendingOrder` (which may also hold cancelled ones; a dictionary alone would
    /// apply them in hash order, which changes from run to run).
    var pendingRemovals: [ObjectKey: Constraint] = [:]
    var pendingOrder: [Constraint] = []
    /// Optional constraints added but not yet in `engine`, each with the serial number that
    /// keeps its place in ``constraints`` (see ``settle()``), and the order they were added in
    /// `pendingAddOrder` (which may also hold cancelled ones).
    var pendingAdds: [ObjectKey: (constraint: Constraint, serial: Int)] = [:]
    var pendingAddOrder: [Constraint] = []
    /// Where the calls made on this solver are recorded, if anywhere, and as which solver
    /// (see ``SolverRecording/attach(_:)``).
    var recording: SolverRecording?
    var recordingID = 0
    /// The constraint whose add passed the work limit (see ``workLimitStop``).
    var addPassingWorkLimit: Constraint?
    /// The last conflict explained (see ``conflicts(with:)``).
    var lastConflict: [Constraint] = []
    /// The additive pass's scratch engines of the last explanation, by seed (see `minimalConflict`).
    var conflictProbes: [[ObjectKey]: ConflictProbe] = [:]

    /// Applies pending removals, then pending optional adds.
    ///
    /// A removal waits for the next operation that needs the tableau, so removing then
    /// re-adding the same constraint (toggling it) costs nothing, and a batch that removes
    /// entangled definitions costs one rebuild instead of one per removal. Otherwise the
    /// removals are made incrementally, in the order they were asked.
    ///
    /// An optional constraint waits too, while required ones go in at once (they decide what
    /// can hold, and a conflict is reported on the add that causes it); the optional ones then
    /// go in after them, in the order they were added. The optimum does not depend on the order
    /// of adds, but the work does: a layout installs the constraints on a superview before
    /// those on its subviews, so N views kept apart pairwise by optional inequalities came
    /// before each view's required width, and every width then moved an optimum spread over
    /// N² rows (issue 20: 100 views, 32 s; the widths first, as definitions, 0.3 s).
    /// Past the work limit the rest stay pending (see ``workLimit``).
    func settle() {
        settleRemovals()
        guard !pendingAdds.isEmpty else { return }
        var done = 0
        for c in pendingAddOrder {
            if engine.isOverWorkLimit { break }
            done += 1
            guard let (_, serial) = pendingAdds.removeValue(forKey: ObjectKey(c)) else { continue }
            _ = engine.add(c, serial: serial)  // optional: always satisfiable
            noteWorkLimit(adding: c)
        }
        pendingAddOrder.removeFirst(done)
    }

    /// Applies pending removals (see ``settle()``).
    func settleRemovals() {
        guard !pendingRemovals.isEmpty else { return }
        var batch: [Constraint] = []
        for c in pendingOrder where pendingRemovals.removeValue(forKey: ObjectKey(c)) != nil {
            batch.append(c)
        }
        pendingOrder = []
        if batch.contains(where: { engine.isEntangledDefinition($0) }) {
            engine = engine.rebuilt(without: Set(batch.map(ObjectKey.init)))
        } else {
            for c in batch { _ = engine.remove(c) }
        }
    }

    public init() {}

    /// The most work the solver may do, counted from when the limit is set (setting it restarts
    /// the count); `nil`, the default, for no limit. Work is measured in tableau cells created,
    /// substituted and pivoted, and includes explaining conflicts. Past the limit the simplex
    /// stops where it is, every change (`add`, `update`, `addEditVariable`, `suggestValue`) throws
    /// ``SolverError/workLimitExceeded(_:)``, and values satisfy the required constraints added so
    /// far but may not be optimal (optional constraints wait for the next read before they go
    /// in; those still waiting stay out). A bound for hostile input: a caller laying out documents it
    /// did not write ends a pathological one with an error instead of running for hours.
    public var workLimit: Int? {
        didSet {
            engine.work = 0
            engine.workLimit = workLimit ?? .max
            addPassingWorkLimit = nil
        }
    }

    /// Whether the work since ``workLimit`` was set has passed it.
    public var hasExceededWorkLimit: Bool { engine.isOverWorkLimit }

    /// What the solver was doing when its work passed ``workLimit`` (`nil` while it has not): the
    /// constraint being added, if an add passed it, the constraints added since the solution was
    /// last optimal, and the optional constraints left waiting. A caller reporting the stop names
    /// them (Trellis's layout engine does, in its `solver-work-limit` issue).
    public var workLimitStop: WorkLimitStop? {
        guard engine.isOverWorkLimit else { return nil }
        let editConstraints = Set(engine.edits.values.map { ObjectKey($0.constraint) })
        let added = engine.records.values
            .filter { $0.serial > engine.optimizedSerial && !editConstraints.contains(ObjectKey($0.constraint)) }
            .sorted { $0.serial < $1.serial }
            .map(\.constraint)
        let waiting = pendingAddOrder.filter { pendingAdds[ObjectKey($0)] != nil }
        return WorkLimitStop(adding: addPassingWorkLimit, added: added, waiting: waiting)
    }

    /// Notes `c` as the add that passed the work limit, if the limit has just been passed (the
    /// callers check it was not before the add).
    func noteWorkLimit(adding c: Constraint) {
        if engine.isOverWorkLimit && addPassingWorkLimit == nil { addPassingWorkLimit = c }
    }

    /// Work done since ``workLimit`` was last set (see there).
    public var work: Int { engine.work }

    func checkWorkLimit() throws(SolverError) {
        if engine.isOverWorkLimit { throw .workLimitExceeded(engine.workLimit) }
    }

    /// Adds a constraint. Throws `.duplicateConstraint` if it is already present,
    /// `.invalidPriority` for a priority outside 1…1000,
    /// `.nonFinite` for a NaN or infinite coefficient or constant, and `.unsatisfiable`
    /// (with a minimal set of present required constraints it conflicts with) when a
    /// required constraint cannot hold. With `explainingConflicts` false the set is left empty
    /// and not searched for (the search costs more than the add): for a caller that only needs
    /// to know whether the constraint fits, such as a broken constraint retried after every change.
    public func add(_ constraint: Constraint, explainingConflicts: Bool = true) throws(SolverError) {
        recording?.append(from: recordingID, .add(constraint))
        if pendingRemovals.removeValue(forKey: ObjectKey(constraint)) != nil { return }
        guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
        try Solver.validate(constraint)
        try checkWorkLimit()
        defer { noteWorkLimit(adding: constraint) }  // the add or its conflict's explanation
        guard constraint.priority.isRequired else {
            pendingAdds[ObjectKey(constraint)] = (constraint, engine.nextSerial())
            pendingAddOrder.append(constraint)
            return
        }
        settleRemovals()
        if engine.add(constraint) == .unsatisfiable {
            throw .unsatisfiable(constraint, conflicts: explainingConflicts ? conflicts(with: constraint) : [])
        }
    }

    /// Removes a constraint; throws `.unknownConstraint` if it is not present. The tableau
    /// work waits for the next operation that needs it (re-adding the same constraint first
    /// cancels it).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        recording?.append(from: recordingID, .remove(constraint))
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        if pendingAdds.removeValue(forKey: ObjectKey(constraint)) != nil { return }
        pendingRemovals[ObjectKey(constraint)] = constraint
        pendingOrder.append(constraint)
    }

    /// Replaces `old` by `new` (an `.unknownConstraint` if `old` is absent; `new`'s checks are
    /// those of ``add(_:)``). When `new` relates the same variables with the same coefficients
    /// and relation, and both are required or both optional, the change is made in place —
    /// Cassowary's edit of a constant: the row constants move through `old`'s marker and the
    /// dual simplex restores the optimum, at a cost that depends on the rows the change reaches,
    /// not on the size of the system; a new priority moves `old`'s errors to its objective
    /// level. Otherwise, or when the new constant makes a required constraint conflict, it is
    /// ``remove(_:)`` then ``add(_:)``: on `.unsatisfiable`, `old` is gone and `new` is not in.
    ///
    /// ```swift
    /// let width = view.width == 100
    /// try solver.add(width)
    /// let wider = view.width == 120
    /// try solver.update(width, to: wider)   // no pivot unless the optimum moves
    /// ```
    public func update(_ old: Constraint, to new: Constraint) throws(SolverError) {
        recording?.append(from: recordingID, .update(old, to: new))
        guard contains(old) else { throw .unknownConstraint(old) }
        guard old !== new else { return }
        guard !contains(new) else { throw .duplicateConstraint(new) }
        try Solver.validate(new)
        try checkWorkLimit()
        defer { noteWorkLimit(adding: new) }  // after any waiting add that passed it first
        settle()
        if Solver.sameShape(old, new), !engine.edits.values.contains(where: { $0.constraint === old }),
           engine.replace(old, with: new) {
            return
        }
        let recorder = recording  // the replay's `update` makes these two calls itself
        recording = nil
        defer { recording = recorder }
        try remove(old)
        try add(new)
    }

    /// Whether two constraints differ at most in their constants and optional priorities.
    static func sameShape(_ a: Constraint, _ b: Constraint) -> Bool {
        a.relation == b.relation && a.priority.isRequired == b.priority.isRequired
            && a.expression.terms.count == b.expression.terms.count
            && zip(a.expression.terms, b.expression.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        let key = ObjectKey(constraint)
        return engine.records[key] != nil ? pendingRemovals[key] == nil : pendingAdds[key] != nil
    }

    /// Makes `v` an edit variable: an optional `v == value` constraint at `priority`, whose
    /// value ``suggestValue(_:_:)`` moves (initially 0). Throws `.duplicateEditVariable`,
    /// or `.requiredEditVariable` for priority 1000.
    public func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        recording?.append(from: recordingID, .addEditVariable(v, priority))
        guard !hasEditVariable(v) else { throw .duplicateEditVariable(v) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(v) }
        try checkWorkLimit()
        settle()
        let constraint = Constraint(Expression(v), .equal, priority: priority, label: "edit \(v)")
        _ = engine.add(constraint)
        let tag = engine.records[ObjectKey(constraint)]!.tag
        engine.edits[ObjectKey(v)] = EditRecord(constraint: constraint, tag: tag, value: 0)
    }

    /// Removes an edit variable and its constraint; throws `.unknownEditVariable`.
    public func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard hasEditVariable(v) else { throw .unknownEditVariable(v) }
        settle()
        let edit = engine.edits.removeValue(forKey: ObjectKey(v))!
        if !engine.remove(edit.constraint) { engine = engine.rebuilt(without: edit.constraint) }
    }

    /// Whether `v` is an edit variable.
    public func hasEditVariable(_ v: Variable) -> Bool {
        engine.edits[ObjectKey(v)] != nil
    }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    /// Throws `.unknownEditVariable`, or `.nonFinite` for a NaN or infinite value.
    public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        recording?.append(from: recordingID, .suggestValue(v, value))
        guard engine.edits[ObjectKey(v)] != nil else { throw .unknownEditVariable(v) }
        guard value.isFinite else { throw .nonFinite("suggested value \(value) for edit variable \(v)") }
        try checkWorkLimit()
        // A pending removal rebuilds the engine with new symbols: read the edit after it.
        settle()
        let edit = engine.edits[ObjectKey(v)]!
        engine.edits[ObjectKey(v)] = engine.suggest(edit, value)
    }

    /// Computes the values of variables defined outside the tableau (by back-substitution).
    /// ``value(of:)`` does this on demand too, so values read are always current; calling it
    /// after a batch of changes just moves the work to a predictable place.
    public func updateVariables() {
        recording?.append(from: recordingID, .updateVariables)
        settle()
        engine.refreshValues()
    }

    /// The variable's value in the current solution; 0 for a variable the solver has not
    /// seen (or whose value no constraint determines).
    public func value(of v: Variable) -> Double {
        recording?.append(from: recordingID, .value(v))
        settle()
        return engine.value(v)
    }

    /// The values of `variables`, in order: ``value(of:)`` for each, read together (one call
    /// for a client reading back a whole layout).
    public func values(of variables: [Variable]) -> [Double] {
        recording?.append(from: recordingID, .values(variables))
        settle()
        return engine.values(variables)
    }

    /// Whether the constraints determine `v`: true when `v` has the same value in every
    /// solution that satisfies the required constraints and is optimal for the optional
    /// ones (edit variables' suggestions included). False for an unknown variable.
    /// The layout engine reports a view as ambiguous when one of its variables is not fixed,
    /// like UIKit's `hasAmbiguousLayout`.
    ///
    /// Like ``areFixed(_:)``, the check's work has a budget of its own and is not added to the
    /// solve's count (past the ``workLimit`` it answers `true`).
    public func isFixed(_ v: Variable) -> Bool {
        recording?.append(from: recordingID, .isFixed(v))
        settle()
        return withOwnWorkBudget { $0.isFixed(v) }
    }

    /// ``isFixed(_:)`` for each variable, in order, answered together: O(N) rather than O(N²)
    /// for N variables down a chain of equalities (each defined by the one before).
    ///
    /// With a ``workLimit``, the check has a budget of its own as large as the limit (the work
    /// of the solve before it does not count, and the check's work is not added to it): past it
    /// the variables not yet decided are answered `true`, and ``fixedCheckPassedWorkLimit`` is set.
    public func areFixed(_ variables: [Variable]) -> [Bool] {
        settle()
        let (answers, passed) = withOwnWorkBudget { engine in (engine.areFixed(variables), engine.isOverWorkLimit) }
        fixedCheckPassedWorkLimit = passed
        return answers
    }

    /// Runs a fixedness check with a work budget of its own, as large as the ``workLimit``: the
    /// work of the solve before it does not count, and the check's work is not added to it.
    private func withOwnWorkBudget<T>(_ check: (inout Engine) -> T) -> T {
        let before = engine.work
        engine.work = 0
        defer { engine.work = before }
        return check(&engine)
    }

    /// Whether the last ``areFixed(_:)`` stopped at the ``workLimit`` before deciding every
    /// variable (those it did not decide were answered `true`, fixed).
    public private(set) var fixedCheckPassedWorkLimit = false

    /// Removes every constraint and edit variable.
    public func reset() {
        engine = Engine()
        engine.workLimit = workLimit ?? .max
        lastConflict = []
        conflictProbes = [:]
        addPassingWorkLimit = nil
        pendingRemovals = [:]
        pendingOrder = []
        pendingAdds = [:]
        pendingAddOrder = []
    }

    /// The constraints present, in the order they were added (edit constraints excluded).
    public var allConstraints: [Constraint] { constraints }

    /// The constraints present, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        settle()
        let editConstraints = Set(engine.edits.values.map { ObjectKey($0.constraint) })
        return engine.records.values
            .filter { !editConstraints.contains(ObjectKey($0.constraint)) }
            .sorted { $0.serial < $1.serial }
            .map(\.constraint)
    }

    static func validate(_ c: Constraint) throws(SolverError) {
        guard c.priority.isValid else { throw .invalidPriority(c.priority) }
        func name() -> String { c.label.map { "constraint '\($0)'" } ?? "constraint \(c)" }
        for term in c.expression.terms where !term.coefficient.isFinite {
            throw .nonFinite("coefficient \(term.coefficient) of \(term.variable) in \(name())")
        }
        guard c.expression.constant.isFinite else {
            throw .nonFinite("constant \(c.expression.constant) in \(name())")
        }
    }
}
