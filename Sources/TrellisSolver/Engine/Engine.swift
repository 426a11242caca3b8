/// The whole mutable state of a ``Solver``: the Cassowary tableau plus bookkeeping.
///
/// A value type (conflict explanations and `isFixed` work on scratch copies). A failed `add`
/// is undone with a `Journal` of what it touched.
///
/// The tableau holds rows `basic = constant + Σ coefficient·parametric`; the objective is a
/// vector of levels (`ObjectiveLevel`), one per distinct optional priority in use (highest
/// first), compared lexicographically. `columns` is the column index: for every parametric symbol, the
/// basic symbols whose rows mention it, so substitution touches only those rows.
struct Engine {
    var kinds: [SymbolKind] = []
    var rows = SymbolMap<Row>()
    var columns = SymbolMap<[Int]>()
    /// Optional priority values in use, highest first; `objectives[i]` belongs to `levels[i]`.
    var levels: [Double] = []
    var objectives: [ObjectiveLevel] = []
    /// Parametric symbols whose entering the basis would improve the objective.
    var candidates: Set<SymbolKey> = []
    /// The phase-one objective while `addWithArtificialVariable` runs.
    var artificial: Objective?
    /// Restricted basic symbols whose row constant became negative (for the dual simplex).
    var infeasible = SymbolQueue()
    /// For an edit variable's marker: the rows mentioning it with their coefficients and
    /// whether their basic symbol is restricted, in row order. Built on the first suggestion
    /// after the tableau's structure changed, so a resize loop (suggest, read, suggest …)
    /// updates row constants without hashing or chasing each row's cells.
    var editColumns: [Int: [(basic: Int, coefficient: Double, restricted: Bool)]] = [:]

    var symbolOf: [ObjectKey: Int] = [:]
    var records: [ObjectKey: ConstraintRecord] = [:]
    /// Required equalities kept outside the tableau (see `Definition`), in creation order
    /// (a definition only refers to variables that existed before it, so this order is
    /// also a topological order for evaluation).
    var definitions: [Definition?] = []
    var definitionIndex = SymbolMap<Int>()
    var definitionValues: [Double] = []
    /// Each definition expanded into external symbols that are not defined (cached; all
    /// dropped when a definition is removed).
    var expansions: [Row?] = []
    /// The definitions compiled for `refreshValues`: definition `i` is `program.constants[i]`
    /// plus its terms `program.starts[i]..<program.starts[i + 1]`.
    var program = DefinitionProgram()
    /// For each external symbol, how many definitions refer to it.
    var referenceCounts = SymbolMap<Int>()
    var valuesDirty = false
    /// Tests switch definitions off to compare against the plain Cassowary tableau.
    var usesDefinitions = true
    /// The definitions the row being created took in, with their coefficients (see `Entangler`).
    var rowDefinitions: [(index: Int, coefficient: Double)] = []
    var edits: [ObjectKey: EditRecord] = [:]
    /// Changes recorded during an add that may fail, to undo it (see `Journal`).
    var journal: Journal?
    /// False after adds or removals until `optimizeIfNeeded()` runs the primal simplex.
    var optimal = true
    /// Adds and pivots since the values were last read (`endBatch()`), and whether adds in
    /// this batch still optimise at once (see `add`).
    var batchAdds = 0
    var batchPivots = 0
    var optimizesEachAdd = true
    var serial = 0
    /// `serial` when a batch last ended under the work limit: the constraints made after it are
    /// those the work under way is adding (see `Solver.workLimitStop`).
    var optimizedSerial = 0
    /// Cells of rows created, substituted and pivoted since the count was last restarted: the
    /// solver's work, which ``Solver/workLimit`` bounds. Kept across rebuilds.
    var work = 0
    /// Past this much `work` the primal simplex stops and `Solver` refuses changes.
    var workLimit = Int.max
    var isOverWorkLimit: Bool { work > workLimit }
    /// How many defined variables `areFixed` has had to expand for the full check (tests bound it:
    /// each such check costs the length of the expansion).
    var definitionsCheckedInFull = 0
    /// Spare cell storage for `Row.substitute`'s merges (see there).
    var mergeBuffer: [Row.Cell] = []
    /// Emptied log storage kept for the next `Journal`.
    var spareColumnChanges: [ColumnChange] = []
    var spareObjectiveChanges: [(level: Int, symbol: Int, old: Double)] = []
    /// Emptied column arrays, reused for the next new columns (outside a journal, which may
    /// still hold a cleared column).
    var spareColumns: [[Int]] = []

    // MARK: Symbols and rows

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    func isRestricted(_ s: Int) -> Bool { kinds[s] != .external }

    mutating func structureChanged() {
        if !editColumns.isEmpty { editColumns.removeAll() }
    }

    mutating func insertRow(_ basic: Int, _ row: Row) {
        structureChanged()
        for s in row.symbols { addColumnEntry(s, basic) }
        noteRow(basic)
        rows[basic] = row
    }

    mutating func removeRow(_ basic: Int) -> Row {
        structureChanged()
        noteRow(basic)
        let row = rows.removeValue(forKey: basic)!
        for s in row.symbols { dropColumnEntry(s, basic) }
        return row
    }

    mutating func addColumnEntry(_ s: Int, _ basic: Int) {
        noteColumn(.appended(symbol: s, basic: basic))
        appendColumnEntry(s, basic)
    }

    mutating func dropColumnEntry(_ s: Int, _ basic: Int) {
        noteColumn(.dropped(symbol: s, basic: basic))
        removeColumnEntry(s, basic)
    }

    /// Adds `basic` to the column of `s` (not journaled).
    @inline(__always)
    mutating func appendColumnEntry(_ s: Int, _ basic: Int) {
        // One in-place access (testing the column through the getter first copied it).
        if columns.contains(s) {
            columns.modify(s) { $0!.append(basic) }
            return
        }
        var fresh: [Int]
        if let spare = spareColumns.popLast() {
            fresh = spare
        } else {
            fresh = []
            fresh.reserveCapacity(4)
        }
        fresh.append(basic)
        columns.modify(s) { $0 = fresh }
    }

    /// Takes `basic` out of the column of `s` (not journaled). Order within a column does
    /// not matter: the entry is swapped with the last one and dropped. A column may be empty
    /// (see `SymbolMap.hasEntries`).
    ///
    /// Finding the entry scans the column, and each entry scanned counts as a unit of ``work``:
    /// a symbol in many rows makes every removal long (issue 33: 300 views kept apart by
    /// pairwise optional inequalities spent 94 % of a run past two minutes in this scan, uncounted,
    /// so the work limit never ended it).
    mutating func removeColumnEntry(_ s: Int, _ basic: Int) {
        guard columns.contains(s) else { return }
        let scanned = columns.modify(s) { column -> Int in
            let last = column!.removeLast()
            // An emptied column keeps its storage: the symbol's next entry reuses it.
            return last != basic ? Engine.replace(basic, by: last, in: &column!) : 1
        }
        work &+= scanned
    }

    /// Replaces `old` by `new` in the column of `s` (a pivot renames a row's basic symbol).
    mutating func renameColumnEntry(_ s: Int, _ old: Int, _ new: Int) {
        noteColumn(.dropped(symbol: s, basic: old))
        noteColumn(.appended(symbol: s, basic: new))
        work &+= columns.modify(s) { Engine.replace(old, by: new, in: &$0!) }
    }

    /// Overwrites the entry `old`, which `column` holds, with `new` (searching from the end,
    /// through a pointer: no bounds or uniqueness check per entry); returns how many entries
    /// were read (work, see ``removeColumnEntry(_:_:)``).
    @inline(__always) @discardableResult
    static func replace(_ old: Int, by new: Int, in column: inout [Int]) -> Int {
        column.withUnsafeMutableBufferPointer { entries in
            var i = entries.count - 1
            while entries[i] != old { i -= 1 }
            entries[i] = new
            return entries.count - i
        }
    }

    /// Replaces `symbol` by `row` everywhere: in the rows that mention it (via the column
    /// index), in every objective level and in the artificial objective.
    mutating func substitute(_ symbol: Int, _ row: Row) {
        structureChanged()
        if var basics = columns.removeValue(forKey: symbol) {
            noteColumn(.cleared(symbol: symbol, column: basics))
            var buffer: [Row.Cell] = []
            swap(&buffer, &mergeBuffer)  // moved, not copied: it stays uniquely referenced
            for b in basics {
                noteRow(b)
                var r = rows.removeValue(forKey: b)!
                work &+= r.count + row.count
                r.substitute(symbol, row, buffer: &buffer) { s, change in
                    if change == .added { addColumnEntry(s, b) } else { dropColumnEntry(s, b) }
                }
                if r.constant < -epsilon && isRestricted(b) { infeasible.insert(SymbolKey(b)) }
                rows[b] = r
            }
            swap(&buffer, &mergeBuffer)
            if journal == nil {
                basics.removeAll(keepingCapacity: true)
                spareColumns.append(basics)
            }
        }
        var touched = false
        for i in objectives.indices {
            let c = objectives[i][symbol]
            if c != 0 {
                setObjective(i, symbol, 0)
                addToLevel(i, row, c)
                touched = true
            }
        }
        if touched {
            refreshCandidate(symbol)
            for s in row.symbols { refreshCandidate(s) }
        }
        if artificial != nil, let c = artificial!.remove(symbol) {
            artificial!.insert(row, c)
        }
    }

    // MARK: Objective

    /// The index of the objective level for an optional priority, creating it if needed.
    mutating func level(for priority: Priority) -> Int {
        let p = priority.rawValue
        if let i = levels.firstIndex(of: p) { return i }
        let i = levels.firstIndex(where: { $0 < p }) ?? levels.count
        levels.insert(p, at: i)
        objectives.insert(ObjectiveLevel(), at: i)
        return i
    }

    /// Sign of the first non-zero component of `s`'s objective vector (0 if all are zero).
    func lexSign(_ s: Int) -> Int {
        for o in objectives {
            let c = o[s]
            if c != 0 { return c < 0 ? -1 : 1 }
        }
        return 0
    }

    mutating func refreshCandidate(_ s: Int) {
        let improving: Bool
        switch kinds[s] {
        case .dummy: improving = false
        case .external: improving = !rows.contains(s) && lexSign(s) != 0
        case .slack, .error: improving = !rows.contains(s) && lexSign(s) < 0
        }
        if improving { candidates.insert(SymbolKey(s)) } else { candidates.remove(SymbolKey(s)) }
    }

    mutating func addToObjective(_ level: Int, _ s: Int, _ c: Double) {
        setObjective(level, s, objectives[level][s] + c)
        refreshCandidate(s)
    }

    mutating func addToObjective(_ level: Int, _ row: Row, _ c: Double) {
        addToLevel(level, row, c)
        for s in row.symbols { refreshCandidate(s) }
    }

    /// Adds `c·row` to objective level `level` (candidates not refreshed).
    mutating func addToLevel(_ level: Int, _ row: Row, _ c: Double) {
        noteObjectiveConstant(level)
        objectives[level].constant += c * row.constant
        for (s, v) in row.terms { setObjective(level, s, objectives[level][s] + c * v) }
    }

    /// Sets one coefficient of an objective level, journaled.
    @inline(__always)
    mutating func setObjective(_ level: Int, _ s: Int, _ value: Double) {
        let old = objectives[level].set(s, value)
        if journal != nil { journal!.objectiveChanges.append((level, s, old)) }
    }
}
