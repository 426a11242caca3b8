import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder

/// `trellis vfl FORMAT`: the constraints a Visual Format Language string makes, or where it is
/// wrong; with `--size`, the frames it gives inside a superview of that size.
struct VFLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vfl",
        abstract: "Show the constraints a Visual Format Language string makes, or the frames they give with --size.",
        discussion: """
        The views are plain views named by --views (without it, the views the format names in brackets), \
        inside a superview named "superview" of --size (default 375x667), shown in a window on --device \
        (default iPhone 8, whose scale rounds the frames to pixels). Nothing is written to standard output \
        when the command fails. Example: trellis vfl 'H:|-m-[a(==b)]-[b]-m-|' --views a,b --metrics m=10 --size 320x100
        """
    )

    enum Format: String, ExpressibleByArgument { case text, json }

    @Argument(help: "A Visual Format Language string, e.g. 'H:|-[a]-|'.") var format: String
    @Option(help: "Comma-separated view names used in the format, e.g. a,b (default: the names in its brackets).") var views: String?
    @Option(help: "Comma-separated metrics, e.g. m=10,gap=8.") var metrics: String = ""
    @Option(help: "Size of the superview, WxH in points: lay out and print the frames.") var size: String?
    @Option(help: "Device whose screen scale rounds the frames (default iPhone 8).") var device: DeviceArgument?
    @Option(name: .customLong("format"), help: "text (constraints, then frames with --size) or json (frames).") var output: Format = .text

    func validate() throws { _ = try device?.validated() }

    func run() throws {
        // Without --views, the views are those the format names in brackets, in order (a name in
        // a predicate, `[a(==b)]`, is a view only when it is in brackets too: as UIKit would, the
        // conversion below then reports an unknown `b`).
        let names: [String]
        if let views {
            names = views.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        } else if let parsed = try? VisualFormat(format) {
            var seen = Set<String>()
            names = parsed.views.map(\.name).filter { $0 != "superview" && seen.insert($0).inserted }
        } else {
            names = []   // the conversion below reports the format's error with its column
        }
        for name in names where name == "superview" || !(name.first.map { $0.isLetter || $0 == "_" } ?? false)
            || !name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            throw fail("bad view name '\(name)' in --views (letters, digits and '_'; not 'superview')")
        }
        if let repeated = Dictionary(grouping: names, by: { $0 }).filter({ $0.value.count > 1 }).keys.min() {
            throw fail("view name '\(repeated)' is given twice in --views")
        }
        var metricValues: [String: Double] = [:]
        for pair in metrics.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, let value = Double(parts[1]), value.isFinite else {
                throw fail("bad metric '\(pair)' in --metrics (expected name=number)")
            }
            metricValues[parts[0]] = value
        }
        var width = 375.0, height = 667.0
        if let size {
            let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
            guard parts.count == 2, let w = parts[0], let h = parts[1], w >= 0, h >= 0, w.isFinite, h.isFinite else {
                throw fail("bad --size '\(size)' (expected WxH in points, e.g. 320x480)")
            }
            width = w; height = h
        }
        let target = device?.device ?? Device.named("retina4_7") ?? Device.all[0]

        // The constraints alone, on scratch views: the listing, or the located error.
        let scratch = View()
        scratch.accessibilityIdentifier = "superview"
        var scratchViews: [String: View] = [:]
        for name in names {
            let v = View()
            v.accessibilityIdentifier = name
            scratch.addSubview(v)
            scratchViews[name] = v
        }
        let made: [LayoutConstraint]
        do {
            made = try LayoutConstraint.constraints(withVisualFormat: format, metrics: metricValues, views: scratchViews)
        } catch {
            // One error line, then the format and a caret under the column (UIKit's layout); the
            // caret counts the escaped form of any control character before the column.
            let before = escapingControlCharacters(String(format.prefix(max(0, error.column))))
            let caret = String(repeating: " ", count: before.count) + "^"
            throw fail("\(error.message) (column \(error.column + 1))", detail: ["  \(format)", "  \(caret)"])
        }
        // Everything goes to standard output at the end, once nothing can fail any more.
        let listing = made.map { "\($0)\n" }.joined()
        if output == .text && size == nil {
            try write(listing, to: nil)
            return
        }

        // The frames: a layout file with the superview and the named views.
        var root = LayoutFile.ViewSpec(id: "superview")
        root.frame = [0, 0, width, height]
        root.subviews = names.map { LayoutFile.ViewSpec(id: $0) }
        var file = LayoutFile(root: root)
        file.metrics = metricValues
        file.constraints = [.visualFormat(format, line: 1)]
        file.device = target
        let layout: IBLayout
        do { layout = try file.layout(storedRootSize: true) } catch { throw fail("\(error)") }
        try requireFiniteFrames(layout, "superview \(Report.number(width))×\(Report.number(height))")
        let laidOut = LaidOut(layout: layout, title: "superview \(Report.number(width))×\(Report.number(height))", document: file, scene: nil)
        let frames = try (output == .json ? OutputFormat.json : .text).render(laidOut)
        try write(output == .text ? listing + "\n" + frames : frames, to: nil)
    }
}
