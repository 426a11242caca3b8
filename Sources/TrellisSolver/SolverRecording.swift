/// The calls made on one or more solvers, in order, so that the same work can be replayed on
/// a fresh ``Solver`` — to time a client's solver work apart from the client's own (the layout
/// benchmark replays what the view layer asked of its engine), or to reproduce a report.
///
/// ``attach(_:)`` a solver to it (any number of solvers: replay gives each its own fresh one);
/// ``mark(_:)`` splits the log into named phases.
///
/// ```swift
/// let recording = SolverRecording()
/// let solver = Solver()
/// recording.attach(solver)
/// try solver.add(x == 10)
/// recording.mark("first")
/// let phases = recording.replay(clock: now)   // [("first", milliseconds, 1 call)]
/// ```
public final class SolverRecording: @unchecked Sendable {
    /// One public call on a solver, with its arguments.
    public enum Call {
        case add(Constraint)
        case remove(Constraint)
        case update(Constraint, to: Constraint)
        case addEditVariable(Variable, Priority)
        case suggestValue(Variable, Double)
        case updateVariables
        case value(Variable)
        case values([Variable])
        case isFixed(Variable)
        /// The end of a named phase.
        case mark(String)
    }

    /// Each call with the solver it was made on (numbered from 0 in the order attached).
    public private(set) var calls: [(solver: Int, call: Call)] = []
    private var solverCount = 0

    public init() {}

    /// Records the calls made on `solver` from now on.
    public func attach(_ solver: Solver) {
        solver.recording = self
        solver.recordingID = solverCount
        solverCount += 1
    }

    func append(from solver: Int, _ call: Call) { calls.append((solver, call)) }

    /// Ends a phase named `name` (everything since the previous mark).
    public func mark(_ name: String) { calls.append((-1, .mark(name))) }

    /// Replays every call on fresh solvers and returns each phase's duration as `clock` measures
    /// it and its number of calls, in the order of the marks (a name marked twice adds up).
    /// Errors are ignored, as the recorded client ignored or handled them.
    public func replay(clock: () -> Double) -> [(phase: String, time: Double, calls: Int)] {
        let solvers = (0..<solverCount).map { _ in Solver() }
        var result: [(phase: String, time: Double, calls: Int)] = []
        var count = 0
        var start = clock()
        for (index, call) in calls {
            count += 1
            let solver = solvers[max(0, index)]
            switch call {
            case let .add(c): try? solver.add(c)
            case let .remove(c): try? solver.remove(c)
            case let .update(old, new): try? solver.update(old, to: new)
            case let .addEditVariable(v, p): try? solver.addEditVariable(v, priority: p)
            case let .suggestValue(v, x): try? solver.suggestValue(v, x)
            case .updateVariables: solver.updateVariables()
            case let .value(v): _ = solver.value(of: v)
            case let .values(vs): _ = solver.values(of: vs)
            case let .isFixed(v): _ = solver.isFixed(v)
            case let .mark(name):
                let t = clock()
                if let i = result.firstIndex(where: { $0.phase == name }) {
                    result[i].time += t - start
                    result[i].calls += count - 1
                } else {
                    result.append((name, t - start, count - 1))
                }
                count = 0
                start = clock()
            }
        }
        return result
    }
}
