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

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, svg, png, html

        /// The text formats (png is bytes, written by its own path).
        var output: OutputFormat<LaidOut>? {
            switch self {
            case .text: .text
            case .json: .json
            case .svg: .svg
            case .html: .html
            case .png: nil
            }
        }
    }

    @Argument(help: "A .storyboard, .xib, .yaml or .yml file.") var file: String
    @OptionGroup var target: SingleTargetOptions
    @Option(help: "Only this scene (scene, view controller or root view id).") var scene: String?
    @Option(help: "text (a frame table), json, svg, png (needs librsvg) or html (every device, both orientations, light and dark).") var format: Format = .text
    @OptionGroup var picture: PictureOptions
    @Option(help: "Write to this file instead of standard output.") var output: String?
    @OptionGroup var textOptions: TextOptions
    @Option(name: .customLong("content-sizes"),
            help: "html: the Dynamic Type content sizes the page's slider offers (all, or a comma-separated list); default: all twelve.")
    var contentSizes: ContentSizeListArgument?

    func validate() throws {
        if contentSizes != nil && format != .html { throw ValidationError("--content-sizes is for --format html (the page's slider); use --content-size for one layout") }
        if contentSizes != nil && textOptions.contentSize != nil {
            throw ValidationError("give either --content-size or --content-sizes, not both (--content-sizes takes a list)")
        }
    }

    func run() throws {
        if format == .png { try refuseBinaryToTerminal(output) }
        let doc = textOptions.applied(to: try loadDocument(file))
        let layout: IBLayout
        do {
            layout = try doc.laidOut(scene: scene, device: target.device(default: doc.designDevice),
                                     orientation: target.orientation(default: doc.designOrientation), storedRootSize: false)
        } catch { throw fail("\(file): \(error)") }
        try requireFiniteFrames(layout, file)
        var laidOut = LaidOut(layout: layout, title: file, document: doc, scene: scene, picture: picture)
        laidOut.contentSizes = contentSizes?.categories ?? textOptions.contentSize.map { [$0] } ?? ContentSizeCategory.allCases
        guard let textFormat = format.output else {
            let svg = try OutputFormat<LaidOut>.png.render(laidOut)
            do { try write(bytes: Array(try PNGRasterizer().png(fromSVG: svg)), to: output) } catch let error as PNGRasterizerError { throw fail("\(error)") }
            return
        }
        if format == .json {
            // In pieces as they are encoded: the text of a 100,000-view document is 16 MB.
            try write(to: output) { emit in
                do { try LayoutJSON.write(layout, to: emit) }
                catch let error as EncodingError { throw fail("\(error)") }
                catch let error as CommandFailure { throw fail("\(error)") }
            }
        } else {
            let text: String
            do { text = try textFormat.render(laidOut) } catch { throw fail("\(error)") }
            try write(text, to: output)
        }
        keepUntilExit(laidOut)
    }
}

/// How `layout --format svg|png|html` draws.
struct PictureOptions: ParsableArguments {
    @Option(help: "Pixels (png) or SVG units (svg) per point; default: png the device's scale (3 on an iPhone 15, as iOS renders it), svg 1.")
    var scale: Double?
    @Option(help: "light or dark: which value dynamic colours take (svg, png).") var appearance: String = "light"
    @Flag(help: "Show the safe area.") var safeArea = false
    @Flag(help: "Write each view's id in its corner.") var ids = false
    @Flag(help: "Outline every view's bounds (Xcode's Editor ▸ Canvas ▸ Bounds Rectangles); off by default, as in Xcode.") var outlines = false
    @Flag(help: "Draw the storyboard's segues as arrows between its scenes (svg, png, html).") var segues = false

    func validate() throws {
        if let scale, !(scale.isFinite && scale > 0 && scale <= 16) { throw ValidationError("--scale must be a number above 0 and at most 16, not \(scale)") }
        guard UserInterfaceStyle(rawValue: appearance) != nil else { throw ValidationError("--appearance must be light or dark, not '\(appearance)'") }
    }

    /// Pixels (a PNG of `device`) or SVG units per point: `--scale`, else the device's scale for
    /// a PNG (UIKit's `UIScreen.scale`: a PNG of an iPhone 15 is 3 pixels per point, as iOS
    /// renders it) and 1 for SVG.
    func scale(png: Bool, device: Device) -> Double {
        scale ?? (png ? device.scale : 1)
    }

    /// Points between scenes side by side: 20, or 60 with `--segues` to leave the arrows room.
    var sceneGap: Double { segues ? 60 : 20 }

    /// The renderer for a layout: misplaced views (stored frame more than 1 point off) only on the
    /// device and orientation the document was saved for, where Xcode reports them.
    func renderer(for layout: IBLayout, of doc: any LayoutSource, png: Bool = false) -> SVGRenderer {
        var r = SVGRenderer(showsLabels: ids, scale: scale(png: png, device: layout.device))
        r.appearance = UserInterfaceStyle(rawValue: appearance) ?? .light
        r.showsSafeArea = safeArea
        r.showsBounds = outlines
        if layout.device == doc.designDevice && layout.orientation == doc.designOrientation { r.misplaced = layout.misplacedViews() }
        return r
    }
}

/// Exits with status 2 when the layout's frames are unusable: a frame is not finite (its
/// diagnostic says which view and constraint: a picture or a frame table cannot show it, and JSON
/// has no NaN), or the solver stopped at its work limit (the frames are not solved).
func requireFiniteFrames(_ layout: IBLayout, _ what: String) throws {
    if let message = nonFiniteFrame(layout) { throw fail("\(what): \(message)") }
}

/// The diagnostic of a frame that is not finite or of a solver stopped at its work limit, if any.
func nonFiniteFrame(_ layout: IBLayout) -> String? {
    layout.diagnostics.first { $0.kind == IBLayout.nonFiniteFrameKind || $0.kind == LayoutIssue.Kind.solverWorkLimit.rawValue }?.message
}
