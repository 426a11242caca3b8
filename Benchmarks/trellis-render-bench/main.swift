// trellis-render-bench: times pictures of a 100-view screen and prints
// `workload,N,phase,median_ms,min_ms,max_ms,reps,checksum`, then each picture phase's ratio to
// the layout of the same screen measured in the same run.
//
//   swift run -c release trellis-render-bench --reps 5
//   options: --n N (views, a multiple of 5; default 100)  --reps R  --no-header
//
// The screen: an iPhone 15 window holding N/5 rows, each a container with a 17-point title
// label, a two-line 13-point subtitle label, a 40×40 image view and a "Follow" button, pinned
// with constraints. Phases: layout (build and first layoutIfNeeded: the baseline), svg
// (SVGRenderer, text measured and truncated), png (PNGRasterizer: the SVG at 2 pixels per point
// drawn by librsvg in this process; skipped without librsvg), and rsvg_convert, the baseline
// for png: the same SVG made and turned into PNG by running librsvg's `rsvg-convert` (skipped
// without it). The checksum is the picture's length in bytes. The `_cpu` phases are the same
// steps in CPU time (this process, plus rsvg-convert's): on a machine shared with other jobs
// they show the work done, where wall time shows the waiting too.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkSupport
import Foundation
import Trellis
import TrellisRender

var arguments = Array(CommandLine.arguments.dropFirst())
if !arguments.contains("--workload") { arguments += ["--workload", "screen"] }
guard let options = BenchmarkOptions.parse(arguments, workloads: ["screen"]), options.n >= 5 else {
    printError("usage: trellis-render-bench [--n N] [--reps R] [--no-header]\n")
    exit(2)
}

/// A window with `n` views (one window plus rows of five) laid out by constraints.
func makeScreen(views n: Int) -> Window {
    let window = Window(screen: Screen(device: Device.named("retina6_12")!))
    window.backgroundColor = .systemBackground
    var above = window.safeAreaLayoutGuide.topAnchor
    for row in 0..<(n / 5) {
        let container = View(), title = Label(text: "Row \(row): a title that may be truncated on small phones")
        let subtitle = Label(text: "A subtitle long enough to wrap onto a second line and then be cut at its tail", font: .systemFont(ofSize: 13))
        subtitle.numberOfLines = 2
        subtitle.textColor = .secondaryLabel
        let image = ImageView(image: Image(name: "person.crop.circle", size: Size(width: 40, height: 40)))
        let button = Button(title: "Follow")
        for v in [container, title, subtitle, image, button] as [View] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(container)
        for v in [title, subtitle, image, button] as [View] { container.addSubview(v) }
        LayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: above), container.heightAnchor.constraint(equalToConstant: 38),
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor), container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            image.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16), image.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8), title.topAnchor.constraint(equalTo: container.topAnchor),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor), subtitle.topAnchor.constraint(equalTo: title.bottomAnchor),
            subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            button.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            button.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16), button.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        above = container.bottomAnchor
    }
    return window
}

/// CPU milliseconds used by this process and by its finished children (rsvg-convert).
func cpuMillis() -> Double {
    var own = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &own)
    var children = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &children)
    #else
    getrusage(RUSAGE_CHILDREN, &children)
    #endif
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
    return Double(own.tv_sec) * 1000 + Double(own.tv_nsec) / 1_000_000 + ms(children.ru_utime) + ms(children.ru_stime)
}

// TRELLIS_RENDER_BENCH_SVG=PATH writes the png phase's SVG there, to study librsvg alone.
if let path = getenv("TRELLIS_RENDER_BENCH_SVG").map({ String(cString: $0) }), let file = fopen(path, "w") {
    let window = makeScreen(views: options.n)
    window.layoutIfNeeded()
    fputs(SVGRenderer(scale: 2).render(window), file)
    fclose(file)
}

nonisolated(unsafe) let phases = PhaseRecorder()
if !PNGRasterizer.isAvailable { printError("note: librsvg not found (Debian package librsvg2-2); the png phase is skipped\n") }
let rsvgConvert = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }
if rsvgConvert == nil { printError("note: rsvg-convert not found (Debian package librsvg2-bin); the rsvg_convert phase is skipped\n") }

/// PNG bytes of `svg` from `rsvg-convert` reading it on standard input.
func convert(_ svg: String, with tool: String) -> Int {
    let process = Process(), input = Pipe(), output = Pipe()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["--format", "png"]
    process.standardInput = input
    process.standardOutput = output
    do { try process.run() } catch { printError("cannot run \(tool): \(error)\n"); exit(1) }
    input.fileHandleForWriting.write(Data(svg.utf8))
    try? input.fileHandleForWriting.close()
    let png = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { printError("rsvg-convert failed\n"); exit(1) }
    return png.count
}

for _ in 0..<options.reps {
    var t = now()
    let window = makeScreen(views: options.n)
    window.layoutIfNeeded()
    phases.record("layout", now() - t, checksum: Double(window.subtree.count))
    t = now()
    var cpu = cpuMillis()
    let svg = SVGRenderer().render(window)
    phases.record("svg", now() - t, checksum: Double(svg.utf8.count))
    phases.record("svg_cpu", cpuMillis() - cpu, checksum: Double(svg.utf8.count))
    if PNGRasterizer.isAvailable {
        t = now()
        cpu = cpuMillis()
        do {
            let png = try PNGRasterizer().png(fromSVG: SVGRenderer(scale: 2).render(window))
            phases.record("png", now() - t, checksum: Double(png.count))
            phases.record("png_cpu", cpuMillis() - cpu, checksum: Double(png.count))
        } catch {
            printError("png failed: \(error)\n")
            exit(1)
        }
    }
    if let rsvgConvert {
        t = now()
        cpu = cpuMillis()
        let bytes = convert(SVGRenderer(scale: 2).render(window), with: rsvgConvert)
        phases.record("rsvg_convert", now() - t, checksum: Double(bytes))
        phases.record("rsvg_convert_cpu", cpuMillis() - cpu, checksum: Double(bytes))
    }
}

if options.header { print("workload,N,phase,median_ms,min_ms,max_ms,reps,checksum") }
phases.printRows(prefix: "screen,\(options.n)", digits: 4)
func median(_ phase: String) -> Double? { phases.times[phase].map { $0.sorted()[$0.count / 2] } }
if let layout = median("layout"), layout > 0 {
    for phase in ["svg", "png"] { if let m = median(phase) { print("# \(phase) / layout = \(fmt(m / layout, 3))") } }
}
for suffix in ["", "_cpu"] {
    if let png = median("png" + suffix), let baseline = median("rsvg_convert" + suffix), baseline > 0 {
        print("# png\(suffix) / rsvg_convert\(suffix) = \(fmt(png / baseline, 3))")
    }
}
printPeakMemory()
