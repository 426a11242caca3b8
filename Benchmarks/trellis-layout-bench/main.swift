// trellis-layout-bench: times Trellis's layout cycle (views, constraints, layoutIfNeeded) on
// view-tree workloads and prints `workload,N,phase,median_ms,min_ms,max_ms,reps,checksum`.
//
//   swift run -c release trellis-layout-bench --workload chain --n 1000 --reps 3
//   options: --workload chain|tree|table  --n N  --reps R  --no-header
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
import Trellis

struct Options {
    var workload = "chain"
    var n = 100
    var reps = 3
    var header = true
}

func parseOptions() -> Options? {
    var o = Options()
    var args = CommandLine.arguments.dropFirst().makeIterator()
    while let a = args.next() {
        switch a {
        case "--workload": guard let v = args.next() else { return nil }; o.workload = v
        case "--n": guard let v = args.next().flatMap(Int.init), v > 0 else { return nil }; o.n = v
        case "--reps": guard let v = args.next().flatMap(Int.init), v > 0 else { return nil }; o.reps = v
        case "--no-header": o.header = false
        default: return nil
        }
    }
    return ["chain", "tree", "table"].contains(o.workload) ? o : nil
}

/// Writes to standard error.
func printError(_ text: String) {
    var t = text
    t.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

guard let options = parseOptions() else {
    printError("usage: trellis-layout-bench --workload chain|tree|table [--n N] [--reps R] [--no-header]\n")
    exit(2)
}

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1_000_000
}

/// The same triangle wave as trellis-bench's resize loop: 0.75 … 1.25 × base, period 200.
func tri(_ k: Int, base: Double) -> Double {
    let t = k % 200
    let f = t < 100 ? Double(t) / 100 : Double(200 - t) / 100
    return base * (0.75 + 0.5 * f)
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
let recorder = Recorder()

/// Times per phase over the repetitions, and the checksum of the last repetition.
final class Recorder {
    var times: [String: [Double]] = [:]
    var checksums: [String: Double] = [:]
    var order: [String] = []

    func record(_ phase: String, _ window: Window, since start: Double) {
        let ms = now() - start
        if times[phase] == nil { order.append(phase) }
        times[phase, default: []].append(ms)
        checksums[phase] = checksum(window)
    }
}

for _ in 0..<options.reps {
    var t = now()
    let w = Workload.make(options.workload, n: options.n, screen: screen)
    recorder.record("build", w.window, since: t)
    t = now()
    w.window.layoutIfNeeded()
    recorder.record("first_layout", w.window, since: t)
    t = now()
    for _ in 0..<100 { w.window.layoutIfNeeded() }
    recorder.record("noop_layout_x100", w.window, since: t)
    t = now()
    for k in 1...100 {
        w.window.frame = Rect(x: 0, y: 0, width: tri(k, base: w.size.width), height: w.size.height)
        w.window.layoutIfNeeded()
    }
    recorder.record("resize_x100", w.window, since: t)
    t = now()
    for k in 1...100 {
        w.leafConstraint.constant += k % 2 == 1 ? 2 : -2
        w.window.layoutIfNeeded()
    }
    recorder.record("constant_x100", w.window, since: t)
    t = now()
    for _ in 0..<100 {
        w.leaf.setNeedsLayout()
        w.window.layoutIfNeeded()
    }
    recorder.record("leaf_setneedslayout_x100", w.window, since: t)
}

if options.header { print("workload,N,phase,median_ms,min_ms,max_ms,reps,checksum") }
for phase in recorder.order {
    let ts = recorder.times[phase]!.sorted()
    print("\(options.workload),\(options.n),\(phase),\(fmt(ts[ts.count / 2])),\(fmt(ts.first!)),\(fmt(ts.last!)),\(ts.count),\(fmt(recorder.checksums[phase]!, 3))")
}
var usage = rusage()
getrusage(RUSAGE_SELF_WHO, &usage)
printError("# peak resident memory: \(usage.ru_maxrss / 1024) MiB\n")

#if canImport(Glibc)
let RUSAGE_SELF_WHO = Int32(RUSAGE_SELF.rawValue)
#else
let RUSAGE_SELF_WHO = RUSAGE_SELF
#endif

func fmt(_ v: Double, _ digits: Int = 4) -> String {
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let r = (v * p).rounded() / p
    return r == r.rounded() ? String(Int64(r)) : String(r)
}
