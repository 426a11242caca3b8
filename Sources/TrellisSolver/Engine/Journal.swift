/// One change to the column index, as `Journal` records it.
enum ColumnChange {
    case appended(symbol: Int, basic: Int)
    case dropped(symbol: Int, basic: Int)
    /// The whole column of `symbol` was taken out.
    case cleared(symbol: Int, column: [Int])
}

/// What an add that may fail (phase one, `addWithArtificialVariable`, or the dual-simplex
/// path, `addViolatedInequality`) changed, recorded on first touch so that a failed `add` is
/// undone exactly in time proportional to what it touched. (Copying the
/// engine value before phase one made every such add as costly as the whole tableau, since
/// the first mutation of each array then copied it.)
struct Journal {
    /// The rows as they were before their first change (`nil`: absent).
    var rows: [SymbolKey: Row?] = [:]
    /// Every change to the column index, in order, undone in reverse. (Saving each column
    /// before its first change kept a second reference to it, so the next append copied it.)
    var columnChanges: [ColumnChange] = []
    /// Each objective coefficient changed, with its old value, undone in reverse (a level
    /// is an array over all symbols: copying it would cost the whole tableau). Symbol -1
    /// stands for the level's constant.
    var objectiveChanges: [(level: Int, symbol: Int, old: Double)] = []
    /// Small or copy-on-write values, kept whole.
    let candidates: Set<SymbolKey>
    let infeasible: SymbolQueue
    let symbolCount: Int
}

extension Engine {
    /// Starts recording changes; `rollBack()` undoes them, `commitJournal()` keeps them.
    mutating func beginJournal() {
        journal = Journal(candidates: candidates, infeasible: infeasible, symbolCount: kinds.count)
        // The logs' storage from the previous journal, emptied (an add that needs a journal
        // would otherwise grow both from nothing each time).
        swap(&journal!.columnChanges, &spareColumnChanges)
        swap(&journal!.objectiveChanges, &spareObjectiveChanges)
    }

    /// Keeps what was recorded and stops recording.
    mutating func commitJournal() {
        var j: Journal? = nil
        swap(&j, &journal)
        recycle(&j!)
    }

    /// Takes the journal's log storage back for the next journal.
    mutating func recycle(_ j: inout Journal) {
        j.columnChanges.removeAll(keepingCapacity: true)
        j.objectiveChanges.removeAll(keepingCapacity: true)
        swap(&j.columnChanges, &spareColumnChanges)
        swap(&j.objectiveChanges, &spareObjectiveChanges)
    }

    /// Records row `b` before it changes (only the first time, only while recording).
    @inline(__always)
    mutating func noteRow(_ b: Int) {
        guard journal != nil, journal!.rows.index(forKey: SymbolKey(b)) == nil else { return }
        journal!.rows.updateValue(rows[b], forKey: SymbolKey(b))
    }

    /// Records an objective level's constant before it changes (only while recording).
    @inline(__always)
    mutating func noteObjectiveConstant(_ level: Int) {
        guard journal != nil else { return }
        journal!.objectiveChanges.append((level, -1, objectives[level].constant))
    }

    /// Records a change to the column index (only while recording).
    @inline(__always)
    mutating func noteColumn(_ change: @autoclosure () -> ColumnChange) {
        guard journal != nil else { return }
        journal!.columnChanges.append(change())
    }

    /// Puts back everything recorded since `beginJournal()` and stops recording.
    mutating func rollBack() {
        var saved = journal!
        journal = nil
        defer { recycle(&saved) }
        for (b, row) in saved.rows { rows[b.id] = row }
        for change in saved.columnChanges.reversed() {
            switch change {
            case let .appended(s, b): removeColumnEntry(s, b)
            case let .dropped(s, b): appendColumnEntry(s, b)
            case let .cleared(s, column): columns[s] = column
            }
        }
        for (level, s, old) in saved.objectiveChanges.reversed() {
            if s < 0 { objectives[level].constant = old } else { objectives[level].set(s, old) }
        }
        candidates = saved.candidates
        infeasible = saved.infeasible
        kinds.removeLast(kinds.count - saved.symbolCount)
        artificial = nil
        structureChanged()
    }
}
