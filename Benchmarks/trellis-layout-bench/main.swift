// trellis-layout-bench: times Trellis's layout cycle (views, constraints, layoutIfNeeded) on
// view-tree workloads and prints `workload,N,phase,median_ms,min_ms,max_ms,reps,checksum`.
//
//   swift run -c release trellis-layout-bench --workload chain --n 1000 --reps 3
//   options: --workload chain|tree|table|text  --n N  --reps R  --no-header
//            --until PHASE (stop each repetition after that phase, e.g. first_layout)
//            --cpu (time in this thread's CPU time instead of wall time: on a shared machine, what
//                   a phase costs rather than how long it waited for a core)
//            --replay (also replay the engine's solver calls on a bare TrellisSolver and print
//                      `workload,N,phase,view_ms,solver_ms,view_per_solver,solver_calls,reps` instead)
//
// Phases, in order, on one window: build (make the views, activate the constraints), first_layout
// (the first layoutIfNeeded), noop_layout_x100 (100 × layoutIfNeeded with nothing changed),
// resize_x100 (100 × resize the window and lay out), constant_x100 (100 × change one leaf
// constraint's constant and lay out), leaf_setneedslayout_x100 (100 × setNeedsLayout on one leaf
// and lay out), add_view_x10 (10 × add one constrained view beside the leaf and lay out),
// rotate_x2 (rotate the screen to landscape and back, laying out after each). Times are totals
// per phase; the checksum is the sum of every view's frame components after the phase, so that
// two builds can be compared.
//
// With --replay, one more repetition records every call the layout engines make on their
// solvers (`SolverRecording`), phase by phase; the recording is then replayed R times on fresh
// solvers, without views, and the medians are set side by side: view_per_solver is what the view
// layer costs per unit of solver work.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkSupport
@_spi(Benchmarks) import Trellis
import TrellisSolver  // replay-only

guard let options = BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()), workloads: ["chain", "tree", "table", "text"]) else {
    printError("usage: trellis-layout-bench --workload chain|tree|table|text [--n N] [--reps R] [--no-header] [--until PHASE] [--replay] [--cpu]\n")
    exit(2)
}

/// The sum of every frame component of the window's subtree.
func checksum(_ window: Window) -> Double {
    var total = 0.0
    func walk(_ v: View) {
        let f = v.frame
        total += f.minX + f.minY + f.width + f.height
        for s in v.subviews { walk(s) }
    }
    walk(window)
    return total
}

/// The clock every phase and the replay are timed with.
let useCPUTime = options.cpu
func phaseClock() -> Double { useCPUTime ? threadCPUNow() : now() }

let screen = Screen(device: Device.named("retina4_7")!)

/// One repetition of every phase; `phaseEnded(phase, start, window)` after each.
@MainActor func repetition(_ phaseEnded: (String, Double, Window) -> Void) {
    var t = phaseClock()
    let w = Workload.make(options.workload, n: options.n, screen: screen)
    func end(_ phase: String) -> Bool {
        phaseEnded(phase, t, w.window)
        t = phaseClock()
        return options.until == phase
    }
    if end("build") { return }
    w.window.layoutIfNeeded()
    if end("first_layout") { return }
    for _ in 0..<100 { w.window.layoutIfNeeded() }
    if end("noop_layout_x100") { return }
    for k in 1...100 {
        w.window.frame = Rect(x: 0, y: 0, width: tri(k, base: w.size.width), height: w.size.height)
        w.window.layoutIfNeeded()
    }
    if end("resize_x100") { return }
    for k in 1...100 {
        w.leafConstraint.constant += k % 2 == 1 ? 2 : -2
        w.window.layoutIfNeeded()
    }
    if end("constant_x100") { return }
    for _ in 0..<100 {
        w.leaf.setNeedsLayout()
        w.window.layoutIfNeeded()
    }
    if end("leaf_setneedslayout_x100") { return }
    for _ in 0..<10 {
        w.addViewBesideLeaf()
        w.window.layoutIfNeeded()
    }
    if end("add_view_x10") { return }
    for orientation in [Orientation.landscapeLeft, .portrait] {
        screen.rotate(to: orientation)
        w.window.layoutIfNeeded()
    }
    _ = end("rotate_x2")
}

let phases = PhaseRecorder()
for _ in 0..<options.reps {
    repetition { phase, start, window in phases.record(phase, phaseClock() - start, checksum: checksum(window)) }
}

// replay-begin (Benchmarks/layout-compare.sh cuts this out for commits without SolverRecording)
func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
if options.replay {
    let recording = SolverRecording()
    View.recordSolverCalls(into: recording)
    repetition { phase, _, _ in recording.mark(phase) }
    View.recordSolverCalls(into: nil)
    var solverTimes: [String: [Double]] = [:]
    var solverCalls: [String: Int] = [:]
    for _ in 0..<options.reps {
        for r in recording.replay(clock: phaseClock) {
            solverTimes[r.phase, default: []].append(r.time)
            solverCalls[r.phase] = r.calls
        }
    }
    if options.header { print("workload,N,phase,view_ms,solver_ms,view_per_solver,solver_calls,reps") }
    for phase in phases.order {
        let view = median(phases.times[phase]!)
        let calls = solverCalls[phase] ?? 0
        // A phase without solver calls (building views, a pass with nothing to solve) has no ratio.
        let solver = calls > 0 ? fmt(median(solverTimes[phase]!), 4) : "-"
        let ratio = calls > 0 ? fmt(view / median(solverTimes[phase]!), 2) : "-"
        print("\(options.workload),\(options.n),\(phase),\(fmt(view, 4)),\(solver),\(ratio),\(calls),\(options.reps)")
    }
} else
// replay-end
{
    if options.header { print("workload,N,phase,median_ms,min_ms,max_ms,reps,checksum") }
    phases.printRows(prefix: "\(options.workload),\(options.n)", digits: 4)
}
printPeakMemory()
