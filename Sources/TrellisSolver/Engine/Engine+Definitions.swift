// Definitions: required equalities on a fresh variable, kept out of the tableau.

extension Engine {
    /// Whether `s` appears nowhere: no row, no column, no objective, no definition.
    func isFresh(_ s: Int) -> Bool {
        !rows.contains(s) && !columns.hasEntries(s) && !definitionIndex.contains(s)
            && (referenceCounts[s] ?? 0) == 0 && lexSign(s) == 0
    }

    /// Keeps a required equality or inequality as a definition when one of its variables is
    /// fresh (the first such term, so `x == …` or `x >= …` defines `x`). An inequality gets a
    /// slack of its own: `x >= e` is kept as `x := e + s` with `s ≥ 0`, a parametric symbol that
    /// no row mentions until a tableau constraint takes in `x` (then `s` enters with it, as it
    /// would have in `x`'s row). A chain `xᵢ >= xᵢ₋₁ + wᵢ₋₁` then costs what the equality chain
    /// costs; as tableau rows, each `xᵢ` row held every earlier slack (O(N²) cells).
    /// Returns false when no variable is fresh. `serial` as in `add`.
    mutating func addDefinition(_ constraint: Constraint, serial: Int? = nil) -> Bool {
        guard usesDefinitions, constraint.priority.isRequired else { return false }
        let symbols = constraint.expression.terms.map { symbol(for: $0.variable) }
        guard let k = symbols.indices.first(where: { isFresh(symbols[$0]) }) else { return false }
        let c = constraint.expression.terms[k].coefficient
        var terms: [(symbol: Int, coefficient: Double)] = []
        terms.reserveCapacity(symbols.count)
        let v = symbols[k]
        for (i, term) in constraint.expression.terms.enumerated() where i != k {
            terms.append((symbols[i], -term.coefficient / c))
            referenceCounts[symbols[i]] = (referenceCounts[symbols[i]] ?? 0) + 1
            if let j = definitionIndex[symbols[i]] { definitions[j]!.dependents.append(definitions.count) }
        }
        var tag = Tag(marker: -1, other: -1)
        if constraint.relation != .equal {
            // `E >= 0` is `E = s`, `E <= 0` is `E = −s`, with `E = c·v + rest`.
            let slack = newSymbol(.slack)
            terms.append((slack, (constraint.relation == .greaterThanOrEqual ? 1 : -1) / c))
            referenceCounts[slack] = 1
            tag.marker = slack
        }
        definitionIndex[v] = definitions.count
        definitions.append(Definition(symbol: v, terms: terms, constant: -constraint.expression.constant / c))
        definitionValues.append(0)
        expansions.append(nil)
        program.constants.append(-constraint.expression.constant / c)
        for (s, coefficient) in terms {
            program.references.append(definitionIndex[s] ?? ~s)
            program.coefficients.append(coefficient)
        }
        program.starts.append(program.references.count)
        record(constraint, tag, defines: v, serial: serial)
        valuesDirty = true
        return true
    }

    /// Removes a definition; false when it is entangled (the caller must rebuild).
    mutating func removeDefinition(_ v: Int) -> Bool {
        let i = definitionIndex[v]!
        let d = definitions[i]!
        guard !d.entangled else { return false }
        for (s, _) in d.terms {
            let n = referenceCounts[s]! - 1
            referenceCounts[s] = n == 0 ? nil : n
        }
        definitions[i] = nil
        definitionIndex[v] = nil
        definitionValues[i] = 0
        expansions = Array(repeating: nil, count: expansions.count)
        program.stale = true
        valuesDirty = true
        return true
    }

    /// Expansions longer than this are not cached: down a chain of inequalities the expansion of
    /// `xᵢ` holds `i` slacks, and caching every one would take O(N²) memory.
    static let maximumCachedExpansion = 32

    /// The defined variable at `index` as a row over undefined external symbols, from the
    /// cache or computed without recursion (a 10,000-long chain cannot overflow the stack).
    /// An expansion is cached when it is short and those of the definitions it refers to are
    /// (so a cached expansion's dependents can be found from it, see `changeDefinitionConstant`);
    /// a long one is summed from the definitions it reaches, each once, in O(what it reaches).
    mutating func expansion(_ index: Int) -> Row {
        if let row = expansions[index] { return row }
        // The definitions reached without going through a cached expansion, and whether each
        // can be cached (its references all cached, itself short); cacheable ones are cached
        // in creation order, which is topological.
        var reached: [Int] = []
        var seen: Set<Int> = [index]
        var stack = [index]
        while let i = stack.popLast() {
            reached.append(i)
            for (s, _) in definitions[i]!.terms {
                if let j = definitionIndex[s], expansions[j] == nil, seen.insert(j).inserted { stack.append(j) }
            }
        }
        reached.sort()
        var buffer: [Row.Cell] = []
        for i in reached {
            let d = definitions[i]!
            guard d.terms.allSatisfy({ definitionIndex[$0.symbol].map { expansions[$0] != nil } ?? true }) else { continue }
            let row = sum(d, buffer: &buffer)
            if row.count <= Engine.maximumCachedExpansion { expansions[i] = row }
        }
        if let row = expansions[index] { return row }
        // Long: accumulate coefficients down the uncached definitions, newest first, and the
        // terms reached into a table (inserting into a long sorted row one by one is quadratic).
        var weight: [Int: Double] = [index: 1]
        var total: [Int: Double] = [:]
        var constant = 0.0
        func add(_ e: Row, _ a: Double) {
            constant += a * e.constant
            for (s, c) in e.terms { total[s, default: 0] += a * c }
        }
        for i in reached.reversed() {
            guard let a = weight[i], a != 0 else { continue }
            let d = definitions[i]!
            constant += a * d.constant
            for (s, c) in d.terms {
                if let j = definitionIndex[s] {
                    if let e = expansions[j] { add(e, a * c) } else { weight[j, default: 0] += a * c }
                } else {
                    total[s, default: 0] += a * c
                }
            }
        }
        var row = Row(constant: constant)
        row.reserveCapacity(total.count)
        for s in total.keys.sorted() { row.insert(s, total[s]!) }  // appends: ascending symbols
        return row
    }

    /// A definition as a row, its defined terms replaced by their (cached) expansions.
    private func sum(_ d: Definition, buffer: inout [Row.Cell]) -> Row {
        var row = Row(constant: d.constant)
        for (s, c) in d.terms {
            if let j = definitionIndex[s] { row.insert(expansions[j]!, c, buffer: &buffer) } else { row.insert(s, c) }
        }
        return row
    }

    /// Adds `c·v` for defined `v` (definition `index`) to `row`, over tableau parametric
    /// symbols (basic variables substituted by their rows). `createRow` notes the definition
    /// in `rowDefinitions`.
    mutating func insertDefined(_ index: Int, _ c: Double, into row: inout Row, buffer: inout [Row.Cell]) {
        let e = expansion(index)
        row.constant += c * e.constant
        for (s, v) in e.terms {
            if let r = rows[s] { row.insert(r, c * v, buffer: &buffer) } else { row.insert(s, c * v) }
        }
    }

    /// Marks definition `root` and every definition it refers to, transitively, as
    /// entangled with the tableau.
    mutating func entangle(_ root: Int) {
        var stack = [root]
        while let i = stack.popLast() {
            guard !definitions[i]!.entangled else { continue }
            definitions[i]!.entangled = true
            for (s, _) in definitions[i]!.terms {
                if let j = definitionIndex[s] { stack.append(j) }
            }
        }
    }

    /// Evaluates every definition in creation order (back-substitution).
    mutating func refreshValues() {
        endBatch()
        guard valuesDirty else { return }
        valuesDirty = false
        if program.stale { compileProgram() }
        for i in program.constants.indices {
            var value = program.constants[i]
            for k in program.starts[i]..<program.starts[i + 1] {
                let r = program.references[k]
                value += program.coefficients[k] * (r >= 0 ? definitionValues[r] : (rows[~r]?.constant ?? 0))
            }
            definitionValues[i] = value
        }
    }

    /// Recompiles `program` from `definitions` (removed ones become empty).
    mutating func compileProgram() {
        program = DefinitionProgram()
        for d in definitions {
            program.constants.append(d?.constant ?? 0)
            for (s, c) in d?.terms ?? [] {
                program.references.append(definitionIndex[s] ?? ~s)
                program.coefficients.append(c)
            }
            program.starts.append(program.references.count)
        }
    }

    /// The engine rebuilt from scratch with the same constraints (minus `removed`), edit
    /// variables and suggested values.
    func rebuilt(without removed: Constraint) -> Engine {
        rebuilt(without: [ObjectKey(removed)])
    }

    /// The engine rebuilt from scratch without the constraints in `removed`.
    func rebuilt(without removed: Set<ObjectKey>) -> Engine {
        var e = Engine()
        e.usesDefinitions = usesDefinitions
        e.work = work
        e.workLimit = workLimit
        // The required constraints and edits without optimising each (re-adding a tree's links
        // moves the optimum back and forth, see `add`), the edits' values, then the other optional
        // constraints optimised as they go in, as `Solver.settle` adds them (at once, a pairwise
        // shape's inequalities left one optimisation of minutes with Bland's rule); each keeps its
        // serial number.
        e.optimizesEachAdd = false
        let editOf = Dictionary(uniqueKeysWithValues: edits.map { (ObjectKey($0.value.constraint), $0.key) })
        let kept = records.values.filter { !removed.contains(ObjectKey($0.constraint)) }.sorted { $0.serial < $1.serial }
        func late(_ r: ConstraintRecord) -> Bool { !r.constraint.priority.isRequired && editOf[ObjectKey(r.constraint)] == nil }
        for record in kept where !late(record) {
            let id = ObjectKey(record.constraint)
            _ = e.add(record.constraint, serial: record.serial)
            if let key = editOf[id] {
                e.edits[key] = EditRecord(constraint: record.constraint, tag: e.records[id]!.tag, value: 0)
            }
        }
        for (key, edit) in edits where !removed.contains(ObjectKey(edit.constraint)) {
            e.edits[key] = e.suggest(e.edits[key]!, edit.value)
        }
        e.endBatch()
        for record in kept where late(record) { _ = e.add(record.constraint, serial: record.serial) }
        e.serial = serial
        e.optimizedSerial = optimizedSerial
        e.valuesDirty = true
        return e
    }
}
