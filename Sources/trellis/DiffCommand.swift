import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder
import TrellisRender

/// `trellis diff OLD NEW`: what moved, appeared or disappeared between two versions of a document,
/// per device and orientation, as text, JSON or pictures. Exit status like diff(1): 0 the same,
/// 1 different, 2 trouble.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the views that moved, appeared or disappeared between two versions of a document, per device.",
        discussion: """
        Example: git show HEAD~1:App/Main.storyboard > /tmp/old.storyboard; trellis diff /tmp/old.storyboard App/Main.storyboard --devices all. \
        svg and png draw the two versions side by side on one device and orientation (moved views outlined blue, where they \
        were dashed; appeared green; disappeared red); html draws every device and orientation asked for on one page.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, svg, png, html }

    /// One device and orientation of a diff.
    struct Entry: Encodable {
        var device: DeviceJSON
        var difference: LayoutDifference
    }

    /// One device and orientation laid out in both versions.
    struct Compared {
        var entry: Entry
        var before: IBLayout
        var after: IBLayout
    }

    @Argument(help: "The old version of the document.") var old: String
    @Argument(help: "The new version of the document.") var new: String
    @OptionGroup var targets: TargetOptions
    @Option(help: "text, json, svg or png (one device and orientation, side by side), or html (a page of every device asked for).")
    var format: Format = .text
    @OptionGroup var picture: PictureOptions
    @Option(help: "Write to this file instead of standard output.") var output: String?

    func validate() throws {
        // Diff draws the two versions' views, not the storyboard's scenes side by side.
        if picture.segues { throw ValidationError("--segues is for `trellis layout`; diff pictures have no segue arrows") }
    }

    func run() throws {
        if format == .png { try refuseBinaryToTerminal(output) }
        let before = try loadDocument(old), after = try loadDocument(new)
        let jobs = targets.targets(design: after.designDevice, orientation: after.designOrientation, platform: after.platform,
                                   deploymentTarget: after.deploymentTarget)
        if (format == .svg || format == .png) && jobs.count != 1 {
            throw fail("--format \(format.rawValue) draws one device and orientation, not \(jobs.count); choose one with --devices and --orientations, or use --format html for several")
        }
        let shared = (OpenedDocument(before), OpenedDocument(after))
        let results = parallelMap(jobs) { (d, o) -> Result<Compared, CommandFailure> in
            Result { () throws(CommandFailure) -> Compared in
                func laidOut(_ doc: OpenedDocument, _ path: String) throws(CommandFailure) -> IBLayout {
                    do {
                        let layout = try doc.source.laidOut(scene: nil, device: d, orientation: o, storedRootSize: false)
                        if let message = nonFiniteFrame(layout) { throw CommandFailure(message) }
                        return layout
                    } catch { throw CommandFailure("\(path): \(error)") }
                }
                let (a, b) = (try laidOut(shared.0, old), try laidOut(shared.1, new))
                return Compared(entry: Entry(device: DeviceJSON(d, o), difference: LayoutDifference(before: ViewFrame.all(in: a), after: ViewFrame.all(in: b))),
                                before: a, after: b)
            }
        }
        var compared: [Compared] = []
        for r in results {
            switch r {
            case let .success(c): compared.append(c)
            case let .failure(error): throw fail(error.description)
            }
        }
        let entries = compared.map(\.entry)
        switch format {
        case .json: try write(OutputFormat<[Entry]>.json.render(entries), to: output)
        case .text:
            var out = ""
            for e in entries {
                out += "\(e.device.name) (\(e.device.id)) \(e.device.orientation): \(e.difference.isEmpty ? "no change" : e.difference.summary)\n"
                for line in e.difference.lines { out += escapingControlCharacters(line) + "\n" }
            }
            try write(out, to: output)
        case .svg:
            try write(svg(compared[0], appearance: nil), to: output)
        case .png:
            do { try write(bytes: Array(try PNGRasterizer().png(fromSVG: svg(compared[0], appearance: nil, png: true))), to: output) }
            catch let error as PNGRasterizerError { throw fail("\(error)") }
        case .html:
            var page = CanvasPage(title: "\((old as NSString).lastPathComponent) → \((new as NSString).lastPathComponent)")
            page.selectedDevice = compared.first.map { "\($0.entry.device.name) (\($0.entry.device.id))" }
            for c in compared {
                for style in UserInterfaceStyle.allCases {
                    page.pictures.append(CanvasPage.Picture(device: "\(c.entry.device.name) (\(c.entry.device.id))", orientation: c.entry.device.orientation,
                                                            appearance: style, svg: svg(c, appearance: style),
                                                            caption: c.entry.difference.isEmpty ? "no change" : c.entry.difference.summary))
                }
            }
            let html: String
            do { html = try page.html() } catch { throw fail("\(error)") }
            try write(html, to: output)
        }
        if entries.contains(where: { !$0.difference.isEmpty }) { throw ExitCode(1) }
    }

    /// The two versions side by side on one device, the changes marked: scenes paired by their
    /// root's id, in the new version's order (then scenes only the old one has).
    func svg(_ c: Compared, appearance: UserInterfaceStyle?, png: Bool = false) -> String {
        var renderer = SVGRenderer(showsLabels: picture.ids, scale: picture.scale(png: png, device: c.after.device))
        renderer.appearance = appearance ?? UserInterfaceStyle(rawValue: picture.appearance) ?? .light
        renderer.showsSafeArea = picture.safeArea
        renderer.showsBounds = picture.outlines
        func byID(_ l: IBLayout) -> [String: View] { Dictionary(l.entries.map { ($0.id, $0.view) }, uniquingKeysWith: { a, _ in a }) }
        let (old, new) = (byID(c.before), byID(c.after))
        let d = c.entry.difference
        let changes = LayoutChanges(moved: d.moved.compactMap { m in old[m.id].flatMap { o in new[m.id].map { (o, $0) } } },
                                    appeared: d.appeared.compactMap { new[$0.id] }, disappeared: d.disappeared.compactMap { old[$0.id] })
        func rootID(_ root: View, _ views: [String: View]) -> String? { views.first { $0.value === root }?.key }
        let oldRoots = c.before.roots.map { (id: rootID($0, old), view: $0) }
        var rows: [(before: View?, after: View?)] = []
        var paired = Set<ObjectIdentifier>()
        for root in c.after.roots {
            let id = rootID(root, new)
            let match = oldRoots.first { $0.id != nil && $0.id == id }?.view
            if let match { paired.insert(ObjectIdentifier(match)) }
            rows.append((match.map { $0.window ?? $0 }, root.window ?? root))
        }
        for root in c.before.roots where !paired.contains(ObjectIdentifier(root)) { rows.append((root.window ?? root, nil)) }
        return renderer.renderDifference(rows, changes: changes, titles: ((self.old as NSString).lastPathComponent, (self.new as NSString).lastPathComponent))
    }
}
