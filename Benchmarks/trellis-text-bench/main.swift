// trellis-text-bench: times laying out a storyboard of N labels in this process (the document
// read once) with text measured against text stored, and prints
// `workload,N,phase,median_ms,min_ms,max_ms,reps,checksum`, then measured/stored ratios.
//
//   swift run -c release trellis-text-bench --reps 11
//   options: --n N (labels; default 1000)  --reps R  --no-header
//            --cpu (time in this thread's CPU time instead of wall time)
//            --write-document PATH (write the N-label storyboard to PATH and stop; text-bench.sh
//            times `trellis layout` on it)
//
// The document is Benchmarks/text-bench.sh's (``LabelsDocument``): N labels, half single-line and
// half multi-line (24 words, numberOfLines 0, stored as high as the text measurer wraps them at
// the stored width), pinned leading and trailing, each below the last, designed on an iPhone 8 and
// laid out here on an iPhone SE, where every multi-line label re-wraps. Phases, each `IBDocument.layout(device:)` on the SE:
//   stored               --text stored: the labels keep the sizes Xcode stored (the baseline);
//   measured_first       the first measured layout in the process (one sample): the text
//                        measurer's caches are empty, as in a `trellis layout` run;
//   measured             --text measured: calibration (the design-device layout that finds
//                        the labels keeping their stored size) and the layout, caches warm;
//   measured_calibrated  the same with the calibration done once before (`calibratingText()`),
//                        as a program laying one document out on many devices does.
// The checksum is the sum of the labels' heights: measured and stored differ, and two builds
// can be compared. Unlike text-bench.sh, no process start-up, argument parsing, reading or
// printing is timed.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkSupport
import Foundation
import Trellis
import TrellisInterfaceBuilder

var arguments = Array(CommandLine.arguments.dropFirst())
var documentPath: String?
if let i = arguments.firstIndex(of: "--write-document") {
    guard i + 1 < arguments.count else {
        printError("--write-document needs a path\n")
        exit(2)
    }
    documentPath = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
}
if !arguments.contains("--workload") { arguments += ["--workload", "labels"] }
if !arguments.contains("--n") { arguments += ["--n", "1000"] }
guard let options = BenchmarkOptions.parse(arguments, workloads: ["labels"]) else {
    printError("usage: trellis-text-bench [--n N] [--reps R] [--no-header] [--cpu] [--write-document PATH]\n")
    exit(2)
}
let measurer: ShapingTextMeasurer
switch ShapingTextMeasurer.shared {
case .success(let m): measurer = m
case .failure(let error):
    printError("text is not measured here (\(error)); the benchmark needs it\n")
    exit(1)
}
let storyboard = LabelsDocument.storyboard(labels: options.n, measuredBy: measurer)
if let documentPath {
    do { try storyboard.write(toFile: documentPath, atomically: true, encoding: .utf8) } catch {
        printError("cannot write \(documentPath): \(error)\n")
        exit(1)
    }
    exit(0)
}
func phaseClock() -> Double { options.cpu ? threadCPUNow() : now() }

let measured: IBDocument
do { measured = try IBDocument(data: Data(storyboard.utf8)) } catch {
    printError("the generated document does not read: \(error)\n")
    exit(1)
}
var stored = measured
stored.textSizing = .stored
let device = Device.named("retina4_0")!

/// The sum of the labels' heights.
func checksum(_ layout: IBLayout) -> Double {
    layout.entries.reduce(0) { $0 + ($1.elementName == "label" ? $1.view.frame.height : 0) }
}

nonisolated(unsafe) let phases = PhaseRecorder()
/// Lays `document` out on the SE and records the time as `phase`.
func time(_ phase: String, _ document: IBDocument) {
    let t = phaseClock()
    let layout: IBLayout
    do { layout = try document.layout(device: device) } catch {
        printError("\(phase): \(error)\n")
        exit(1)
    }
    phases.record(phase, phaseClock() - t, checksum: checksum(layout))
}

time("measured_first", measured)
let calibrated = measured.calibratingText()
for _ in 0..<options.reps {
    time("stored", stored)
    time("measured", measured)
    time("measured_calibrated", calibrated)
}

if options.header { print("workload,N,phase,median_ms,min_ms,max_ms,reps,checksum") }
phases.printRows(prefix: "labels,\(options.n)", digits: 2)
func median(_ phase: String) -> Double { phases.times[phase].map { $0.sorted()[$0.count / 2] } ?? 0 }
let baseline = median("stored")
if baseline > 0 {
    for phase in ["measured_first", "measured", "measured_calibrated"] { print("# \(phase) / stored = \(fmt(median(phase) / baseline, 3))") }
}
fflush(nil)  // the table before the memory line on standard error
printPeakMemory()
