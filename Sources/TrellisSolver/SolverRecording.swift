/// The calls made on one or more solvers, in order, so that the same work can be replayed on
/// a fresh ``Solver`` — to time a client's solver work apart from the client's own (the layout
/// benchmark replays what the view layer asked of its engine), or to reproduce a report.
///
/// Attach it with ``Solver/recording``; a client that builds several solvers in turn marks each
/// new one with ``newSolver()`` (replay starts a fresh solver there). ``mark(_:)`` splits the
/// log into named phases.
///
/// ```swift
/// let recording = SolverRecording()
/// let solver = Solver()
/// solver.recording = recording
/// try solver.add(x == 10)
/// recording.mark("first")
/// let times = recording.replay { /* milliseconds now */ }
/// ```
public final class SolverRecording: @unchecked Sendable {
    /// One public call on a solver, with its arguments.
    public enum Call {
        case newSolver
        case add(Constraint)
        case remove(Constraint)
        case update(Constraint, to: Constraint)
        case addEditVariable(Variable, Priority)
        case suggestValue(Variable, Double)
        case updateVariables
        case value(Variable)
        case isFixed(Variable)
        /// The end of a named phase.
        case mark(String)
    }

    public private(set) var calls: [Call] = []

    public init() {}

    func append(_ call: Call) { calls.append(call) }

    /// Starts a new solver in the log: replay continues on a fresh one.
    public func newSolver() { calls.append(.newSolver) }

    /// Ends a phase named `name` (everything since the previous mark).
    public func mark(_ name: String) { calls.append(.mark(name)) }

    /// Forgets every call.
    public func removeAll() { calls.removeAll() }

    /// Replays every call on fresh solvers and returns each phase's duration as `clock` measures
    /// it, in the order of the marks (a name marked twice adds up). Errors are ignored, as the
    /// recorded client ignored or handled them.
    public func replay(clock: () -> Double) -> [(phase: String, time: Double)] {
        var solver = Solver()
        var result: [(phase: String, time: Double)] = []
        var start = clock()
        for call in calls {
            switch call {
            case .newSolver: solver = Solver()
            case let .add(c): try? solver.add(c)
            case let .remove(c): try? solver.remove(c)
            case let .update(old, new): try? solver.update(old, to: new)
            case let .addEditVariable(v, p): try? solver.addEditVariable(v, priority: p)
            case let .suggestValue(v, x): try? solver.suggestValue(v, x)
            case .updateVariables: solver.updateVariables()
            case let .value(v): _ = solver.value(of: v)
            case let .isFixed(v): _ = solver.isFixed(v)
            case let .mark(name):
                let t = clock()
                if let i = result.firstIndex(where: { $0.phase == name }) { result[i].time += t - start } else { result.append((name, t - start)) }
                start = clock()
            }
        }
        return result
    }
}
