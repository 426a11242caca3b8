/// What phase one (`addWithArtificialVariable`) changed, recorded on first touch so that a
/// failed `add` is undone exactly in time proportional to what it touched. (Copying the
/// engine value before phase one made every such add as costly as the whole tableau, since
/// the first mutation of each array then copied it.)
struct Journal {
    /// The rows and columns as they were before their first change (`nil`: absent).
    var rows: [SymbolKey: Row?] = [:]
    var columns: [SymbolKey: [Int]?] = [:]
    /// Small or copy-on-write values, kept whole.
    let objectives: [Objective]
    let candidates: Set<SymbolKey>
    let infeasible: Set<SymbolKey>
    let symbolCount: Int
}

extension Engine {
    /// Starts recording changes; `rollBack()` undoes them, `journal = nil` keeps them.
    mutating func beginJournal() {
        journal = Journal(objectives: objectives, candidates: candidates, infeasible: infeasible,
                          symbolCount: kinds.count)
    }

    /// Records row `b` before it changes (only the first time, only while recording).
    @inline(__always)
    mutating func noteRow(_ b: Int) {
        guard journal != nil, journal!.rows.index(forKey: SymbolKey(b)) == nil else { return }
        journal!.rows.updateValue(rows[b], forKey: SymbolKey(b))
    }

    /// Records the column of `s` before it changes (only the first time, only while recording).
    @inline(__always)
    mutating func noteColumn(_ s: Int) {
        guard journal != nil, journal!.columns.index(forKey: SymbolKey(s)) == nil else { return }
        journal!.columns.updateValue(columns[s], forKey: SymbolKey(s))
    }

    /// Puts back everything recorded since `beginJournal()` and stops recording.
    mutating func rollBack() {
        let saved = journal!
        journal = nil
        for (b, row) in saved.rows { rows[b.id] = row }
        for (s, column) in saved.columns { columns[s.id] = column }
        objectives = saved.objectives
        candidates = saved.candidates
        infeasible = saved.infeasible
        kinds.removeLast(kinds.count - saved.symbolCount)
        artificial = nil
        structureChanged()
    }
}
