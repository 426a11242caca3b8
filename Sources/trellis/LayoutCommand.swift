import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder
import TrellisRender

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a storyboard, xib or YAML layout file for a device and print the frames (or draw them)."
    )

    enum Format: String, ExpressibleByArgument { case text, json, svg, html }

    @Argument(help: "A .storyboard, .xib, .yaml or .yml file.") var file: String
    @Option(help: "Device id (retina4_7) or name (\"iPhone 8\"); default: the document's own.") var device: String?
    @Option(help: "portrait or landscape; default: the document's own.") var orientation: String?
    @Option(help: "Only this scene (scene, view controller or root view id).") var scene: String?
    @Option(help: "text (a frame table), json, svg or html (every device, both orientations).") var format: Format = .text
    @Option(help: "Write to this file instead of standard output.") var output: String?

    func run() throws {
        let doc = try loadDocument(file)
        let dev = try resolveDevice(device, default: doc.designDevice)
        let orient = try resolveOrientation(orientation, default: doc.designOrientation)
        let layout: IBLayout
        do { layout = try doc.laidOut(scene: scene, device: dev, orientation: orient, storedRootSize: false) } catch { throw fail("\(file): \(error)") }
        try requireFiniteFrames(layout, file)
        switch format {
        case .text: try write(Report.text(layout, file: file), to: output)
        case .json: try write(Report.json(layout), to: output)
        case .svg:
            guard !layout.roots.isEmpty else { throw fail("\(file): no view to draw") }
            try write(SVGRenderer().render(layout.roots.map { $0.window ?? $0 }), to: output)
        case .html:
            var page = GalleryPage(title: (file as NSString).lastPathComponent)
            for d in Device.all {
                for o in [Orientation.portrait, .landscapeRight] {
                    // Every scene side by side in one picture per device and orientation.
                    guard let l = try? doc.laidOut(scene: scene, device: d, orientation: o, storedRootSize: false), !l.roots.isEmpty else { continue }
                    try requireFiniteFrames(l, "\(file) on \(d.id) \(o.isLandscape ? "landscape" : "portrait")")
                    let screen = Size(width: d.size(for: o).width, height: d.size(for: o).height)
                    let scenes = l.roots.count == 1 ? "" : ", \(l.roots.count) scenes"
                    page.items.append(GalleryPage.Item(
                        caption: "\(d.name) (\(d.id)) \(o.isLandscape ? "landscape" : "portrait") \(formatSize(screen))\(scenes)",
                        svg: SVGRenderer(scale: 0.3).render(l.roots.map { $0.window ?? $0 })))
                }
            }
            try write(page.html, to: output)
        }
    }
}

/// Exits with status 2 when a frame of the layout is not finite (its diagnostic says which view
/// and constraint): a picture or a frame table cannot show it, and JSON has no NaN.
func requireFiniteFrames(_ layout: IBLayout, _ what: String) throws {
    if let d = layout.diagnostics.first(where: { $0.kind == IBLayout.nonFiniteFrameKind }) { throw fail("\(what): \(d.message)") }
}

func formatSize(_ s: Size) -> String { "\(Report.number(s.width))×\(Report.number(s.height))" }
