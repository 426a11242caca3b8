/// One change to the column index, as `Journal` records it.
enum ColumnChange {
    case appended(symbol: Int, basic: Int)
    case dropped(symbol: Int, basic: Int)
    /// The whole column of `symbol` was taken out.
    case cleared(symbol: Int, column: [Int])
}

/// What phase one (`addWithArtificialVariable`) changed, recorded on first touch so that a
/// failed `add` is undone exactly in time proportional to what it touched. (Copying the
/// engine value before phase one made every such add as costly as the whole tableau, since
/// the first mutation of each array then copied it.)
struct Journal {
    /// The rows as they were before their first change (`nil`: absent).
    var rows: [SymbolKey: Row?] = [:]
    /// Every change to the column index, in order, undone in reverse. (Saving each column
    /// before its first change kept a second reference to it, so the next append copied it.)
    var columnChanges: [ColumnChange] = []
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

    /// Records a change to the column index (only while recording).
    @inline(__always)
    mutating func noteColumn(_ change: @autoclosure () -> ColumnChange) {
        guard journal != nil else { return }
        journal!.columnChanges.append(change())
    }

    /// Puts back everything recorded since `beginJournal()` and stops recording.
    mutating func rollBack() {
        let saved = journal!
        journal = nil
        for (b, row) in saved.rows { rows[b.id] = row }
        for change in saved.columnChanges.reversed() {
            switch change {
            case let .appended(s, b): removeColumnEntry(s, b)
            case let .dropped(s, b): appendColumnEntry(s, b)
            case let .cleared(s, column): columns[s] = column
            }
        }
        objectives = saved.objectives
        candidates = saved.candidates
        infeasible = saved.infeasible
        kinds.removeLast(kinds.count - saved.symbolCount)
        artificial = nil
        structureChanged()
    }
}
