/// The command line both benchmark executables take:
/// `--workload W [--n N] [--reps R] [--no-header] [--until PHASE] [--replay] [--cpu]`.
public struct BenchmarkOptions {
    public var workload = "chain"
    public var n = 100
    public var reps = 3
    public var header = true
    /// Stop each repetition after this phase (empty: run every phase).
    public var until = ""
    /// Also replay the solver calls on a bare solver and print the view/solver ratio (layout bench).
    public var replay = false
    /// Time phases in the thread's CPU time instead of wall time (``threadCPUNow()``).
    public var cpu = false

    /// Parses `arguments` (without the program name); nil for an unknown option, a missing or
    /// non-positive number, or a workload not in `workloads`.
    public static func parse(_ arguments: [String], workloads: [String]) -> BenchmarkOptions? {
        var o = BenchmarkOptions()
        var args = arguments.makeIterator()
        while let a = args.next() {
            switch a {
            case "--workload": guard let v = args.next() else { return nil }; o.workload = v
            case "--n": guard let v = args.next().flatMap(Int.init), v > 0 else { return nil }; o.n = v
            case "--reps": guard let v = args.next().flatMap(Int.init), v > 0 else { return nil }; o.reps = v
            case "--no-header": o.header = false
            case "--replay": o.replay = true
            case "--cpu": o.cpu = true
            case "--until": guard let v = args.next() else { return nil }; o.until = v
            default: return nil
            }
        }
        return workloads.contains(o.workload) ? o : nil
    }
}
