// trellis-bench: runs the solver workloads of ../shared/bench/WORKLOADS.md on TrellisSolver and
// prints `workload,N,vars,constraints,phase,median_ms,min_ms,max_ms,reps,checksum`.
//
//   swift run -c release trellis-bench --workload chain --n 1000 --reps 3
//   swift run -c release trellis-bench --workload enaml-like --reps 5
//   options: --workload chain|chain_dense|tree|pairwise|enaml-like  --n N  --reps R  --no-header
//            --until PHASE (stop each repetition after that phase, e.g. solve)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkSupport
import TrellisSolver

guard let options = BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()), workloads: ["chain", "chain_dense", "tree", "pairwise", "enaml-like"]) else {
    printError("usage: trellis-bench --workload chain|chain_dense|tree|pairwise|enaml-like [--n N] [--reps R] [--no-header] [--until PHASE]\n")
    exit(2)
}

func make(_ o: BenchmarkOptions) -> Workload {
    switch o.workload {
    case "chain": Workload.chain(o.n, dense: false)
    case "chain_dense": Workload.chain(o.n, dense: true)
    case "tree": Workload.tree(o.n)
    case "pairwise": Workload.pairwise(o.n)
    default: Workload.enamlLike()
    }
}

/// The phases' times and checksums, and the workload's size for the CSV.
final class Recorder {
    let phases = PhaseRecorder()
    var shape = (vars: 0, constraints: 0)

    func callAsFunction(_ phase: String, _ ms: Double, checksum: Double = 0) {
        phases.record(phase, ms, checksum: checksum)
    }
}

func sum(_ s: Solver, _ w: Workload) -> Double { w.variables.reduce(0) { $0 + s.value(of: $1) } }

func run(_ o: BenchmarkOptions, _ record: Recorder) throws {
    if o.workload == "enaml-like" {
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        for _ in 0..<o.reps {
            let t0 = now()
            let w = Workload.enamlLike()
            let s = Solver()
            for e in w.edits { try s.addEditVariable(e.variable, priority: Workload.strong) }
            for c in w.constraints { try s.add(c) }
            s.updateVariables()
            record("build", now() - t0, checksum: sum(s, w))
            record.shape = (w.variables.count, w.constraints.count)
            if o.until == "build" { continue }
            let steps = 6000
            let t1 = now()
            for k in 0..<steps {
                try s.suggestValue(w.edits[0].variable, sizes[k % 6].0)
                try s.suggestValue(w.edits[1].variable, sizes[k % 6].1)
                s.updateVariables()
            }
            record("resize", (now() - t1) / Double(steps), checksum: sum(s, w))
        }
        return
    }
    for _ in 0..<o.reps {
        var t = now()
        var w = make(o)
        record("make", now() - t)
        record.shape = (w.variables.count, w.constraints.count)
        t = now()
        let s = Solver()
        for e in w.edits {
            try s.addEditVariable(e.variable, priority: Workload.strong)
            try s.suggestValue(e.variable, e.initial)
        }
        for c in w.constraints { try s.add(c) }
        record("add", now() - t)
        t = now(); s.updateVariables(); record("solve", now() - t, checksum: sum(s, w))
        if o.until == "solve" { continue }
        t = now()
        for k in 0..<1000 {
            try s.suggestValue(w.edits[0].variable, tri(k, base: w.resizeBase))
            s.updateVariables()
        }
        record("resize1000", now() - t, checksum: sum(s, w))
        if o.until == "resize1000" { continue }
        for (phase, delta) in [("intrinsic_change", 10.0), ("intrinsic_revert", 0.0)] {
            t = now()
            for p in w.pairs where p.view % 10 == 5 {
                try s.remove(w.constraints[p.lower])
                try s.remove(w.constraints[p.lower + 1])
                let ge = (p.variable >= p.value + delta).priority(Workload.medium)
                let le = (p.variable <= p.value + delta).priority(Workload.weak)
                try s.add(ge); try s.add(le)
                w.constraints[p.lower] = ge
                w.constraints[p.lower + 1] = le
            }
            s.updateVariables()
            record(phase, now() - t, checksum: sum(s, w))
        }
        if o.until == "intrinsic_revert" { continue }
        let picked = Array(stride(from: 5, to: w.constraints.count, by: 10))
        t = now(); for i in picked { try s.remove(w.constraints[i]) }; s.updateVariables(); record("remove10pct", now() - t)
        if o.until == "remove10pct" { continue }
        t = now(); for i in picked { try s.add(w.constraints[i]) }; s.updateVariables(); record("readd10pct", now() - t, checksum: sum(s, w))
        if o.until == "readd10pct" { continue }
        t = now()
        for i in picked { try s.remove(w.constraints[i]); try s.add(w.constraints[i]) }
        s.updateVariables()
        record("toggle_each", now() - t, checksum: sum(s, w))
    }
}

let recorder = Recorder()
do { try run(options, recorder) } catch {
    printError("trellis-bench: solver error: \(error)\n")
    exit(1)
}

if options.header { print("workload,N,vars,constraints,phase,median_ms,min_ms,max_ms,reps,checksum") }
let n = options.workload == "enaml-like" ? 1 : options.n
recorder.phases.printRows(prefix: "\(options.workload),\(n),\(recorder.shape.vars),\(recorder.shape.constraints)", digits: 6)
printPeakMemory()
