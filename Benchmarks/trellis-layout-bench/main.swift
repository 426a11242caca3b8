// trellis-layout-bench: times Trellis's layout cycle (views, constraints, layoutIfNeeded) on
// view-tree workloads and prints `workload,N,phase,median_ms,min_ms,max_ms,reps,checksum`.
//
//   swift run -c release trellis-layout-bench --workload chain --n 1000 --reps 3
//   options: --workload chain|tree|table  --n N  --reps R  --no-header
//            --until PHASE (stop each repetition after that phase, e.g. first_layout)
//
// Phases, in order, on one window: build (make the views, activate the constraints), first_layout
// (the first layoutIfNeeded), noop_layout_x100 (100 × layoutIfNeeded with nothing changed),
// resize_x100 (100 × resize the window and lay out), constant_x100 (100 × change one leaf
// constraint's constant and lay out), leaf_setneedslayout_x100 (100 × setNeedsLayout on one leaf
// and lay out). Times are totals per phase; the checksum is the sum of every view's frame
// components after the phase, so that two builds can be compared.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkSupport
import Trellis

guard let options = BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()), workloads: ["chain", "tree", "table"]) else {
    printError("usage: trellis-layout-bench --workload chain|tree|table [--n N] [--reps R] [--no-header] [--until PHASE]\n")
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

let screen = Screen(device: Device.named("retina4_7")!)
let phases = PhaseRecorder()

extension PhaseRecorder {
    /// Records a phase that began at `start`, with the window's checksum.
    func record(_ phase: String, _ window: Window, since start: Double) {
        record(phase, now() - start, checksum: checksum(window))
    }
}

for _ in 0..<options.reps {
    var t = now()
    let w = Workload.make(options.workload, n: options.n, screen: screen)
    phases.record("build", w.window, since: t)
    if options.until == "build" { continue }
    t = now()
    w.window.layoutIfNeeded()
    phases.record("first_layout", w.window, since: t)
    if options.until == "first_layout" { continue }
    t = now()
    for _ in 0..<100 { w.window.layoutIfNeeded() }
    phases.record("noop_layout_x100", w.window, since: t)
    if options.until == "noop_layout_x100" { continue }
    t = now()
    for k in 1...100 {
        w.window.frame = Rect(x: 0, y: 0, width: tri(k, base: w.size.width), height: w.size.height)
        w.window.layoutIfNeeded()
    }
    phases.record("resize_x100", w.window, since: t)
    if options.until == "resize_x100" { continue }
    t = now()
    for k in 1...100 {
        w.leafConstraint.constant += k % 2 == 1 ? 2 : -2
        w.window.layoutIfNeeded()
    }
    phases.record("constant_x100", w.window, since: t)
    if options.until == "constant_x100" { continue }
    t = now()
    for _ in 0..<100 {
        w.leaf.setNeedsLayout()
        w.window.layoutIfNeeded()
    }
    phases.record("leaf_setneedslayout_x100", w.window, since: t)
}

if options.header { print("workload,N,phase,median_ms,min_ms,max_ms,reps,checksum") }
phases.printRows(prefix: "\(options.workload),\(options.n)", digits: 4)
printPeakMemory()
