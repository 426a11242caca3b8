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
        switch format {
        case .text: try write(Report.text(layout, file: file), to: output)
        case .json: try write(Report.json(layout), to: output)
        case .svg:
            guard let root = layout.roots.first else { throw fail("\(file): no view to draw") }
            try write(SVGRenderer().render(root.window ?? root), to: output)
        case .html:
            var page = GalleryPage(title: (file as NSString).lastPathComponent)
            for d in Device.all {
                for o in [Orientation.portrait, .landscapeRight] {
                    guard let l = try? doc.laidOut(scene: scene, device: d, orientation: o, storedRootSize: false), let root = l.roots.first else { continue }
                    page.add(caption: "\(d.name) (\(d.id)) \(o.isLandscape ? "landscape" : "portrait") \(formatSize(root.window?.bounds.size ?? root.bounds.size))",
                             root: root.window ?? root, renderer: SVGRenderer(scale: 0.3))
                }
            }
            try write(page.html, to: output)
        }
    }
}

func formatSize(_ s: Size) -> String { "\(Report.number(s.width))×\(Report.number(s.height))" }
