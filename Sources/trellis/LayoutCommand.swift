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

    enum Format: String, ExpressibleByArgument { case text, json, svg, png, html }

    @Argument(help: "A .storyboard, .xib, .yaml or .yml file.") var file: String
    @Option(help: "Device id (retina4_7) or name (\"iPhone 8\"); default: the document's own.") var device: String?
    @Option(help: "portrait or landscape; default: the document's own.") var orientation: String?
    @Option(help: "Only this scene (scene, view controller or root view id).") var scene: String?
    @Option(help: "text (a frame table), json, svg, png (needs rsvg-convert) or html (every device, both orientations, light and dark).") var format: Format = .text
    @OptionGroup var picture: PictureOptions
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
        case .svg, .png:
            guard !layout.roots.isEmpty else { throw fail("\(file): no view to draw") }
            let svg = picture.renderer(for: layout, of: doc).render(layout.roots.map { $0.window ?? $0 })
            guard format == .png else { return try write(svg, to: output) }
            do { try write(bytes: Array(try PNGRasterizer().png(fromSVG: svg)), to: output) } catch let error as PNGRasterizerError { throw fail("\(error)") }
        case .html:
            var page = CanvasPage(title: (file as NSString).lastPathComponent)
            for d in Device.all {
                for o in [Orientation.portrait, .landscapeRight] {
                    // Every scene side by side in one picture per device and orientation.
                    guard let l = try? doc.laidOut(scene: scene, device: d, orientation: o, storedRootSize: false), !l.roots.isEmpty else { continue }
                    try requireFiniteFrames(l, "\(file) on \(d.id) \(o.isLandscape ? "landscape" : "portrait")")
                    var renderer = picture.renderer(for: l, of: doc)
                    renderer.showsDetails = true
                    for style in UserInterfaceStyle.allCases {
                        renderer.appearance = style
                        let prefix = "\(d.id)-\(o.isLandscape ? "l" : "p")-\(style.rawValue)-"
                        let roots = l.roots.map { $0.window ?? $0 }
                        let svg = roots.count == 1 ? renderer.render(roots[0], idPrefix: prefix) : renderer.render(roots)
                        page.pictures.append(CanvasPage.Picture(device: "\(d.name) (\(d.id))", orientation: o.isLandscape ? "landscape" : "portrait",
                                                                appearance: style, svg: svg))
                    }
                }
            }
            try write(page.html, to: output)
        }
    }
}

/// How `layout --format svg|png|html` draws.
struct PictureOptions: ParsableArguments {
    @Option(help: "Pixels (png) or SVG units (svg) per point (default 1).") var scale: Double = 1
    @Option(help: "light or dark: which value dynamic colours take (svg, png).") var appearance: String = "light"
    @Flag(help: "Show the safe area.") var safeArea = false
    @Flag(help: "Write each view's id in its corner.") var ids = false

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw ValidationError("--scale must be a number above 0 and at most 16, not \(scale)") }
        guard UserInterfaceStyle(rawValue: appearance) != nil else { throw ValidationError("--appearance must be light or dark, not '\(appearance)'") }
    }

    /// The renderer for a layout: misplaced views (stored frame more than 1 point off) only on the
    /// device and orientation the document was saved for, where Xcode reports them.
    func renderer(for layout: IBLayout, of doc: any LayoutSource) -> SVGRenderer {
        var r = SVGRenderer(showsLabels: ids, scale: scale)
        r.appearance = UserInterfaceStyle(rawValue: appearance) ?? .light
        r.showsSafeArea = safeArea
        if layout.device == doc.designDevice && layout.orientation == doc.designOrientation { r.misplaced = layout.misplacedViews() }
        return r
    }
}

/// Exits with status 2 when a frame of the layout is not finite (its diagnostic says which view
/// and constraint): a picture or a frame table cannot show it, and JSON has no NaN.
func requireFiniteFrames(_ layout: IBLayout, _ what: String) throws {
    if let d = layout.diagnostics.first(where: { $0.kind == IBLayout.nonFiniteFrameKind }) { throw fail("\(what): \(d.message)") }
}

func formatSize(_ s: Size) -> String { "\(Report.number(s.width))×\(Report.number(s.height))" }
