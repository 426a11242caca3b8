import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a storyboard, xib or YAML layout file for a device and print the frames (or draw them)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, svg, html

        var output: OutputFormat<LaidOut> {
            switch self {
            case .text: .text
            case .json: .json
            case .svg: .svg
            case .html: .html
            }
        }
    }

    @Argument(help: "A .storyboard, .xib, .yaml or .yml file.") var file: String
    @OptionGroup var target: SingleTargetOptions
    @Option(help: "Only this scene (scene, view controller or root view id).") var scene: String?
    @Option(help: "text (a frame table), json, svg or html (every device, both orientations).") var format: Format = .text
    @Option(help: "Write to this file instead of standard output.") var output: String?

    func run() throws {
        let doc = try loadDocument(file)
        let layout: IBLayout
        do {
            layout = try doc.laidOut(scene: scene, device: target.device(default: doc.designDevice),
                                     orientation: target.orientation(default: doc.designOrientation), storedRootSize: false)
        } catch { throw fail("\(file): \(error)") }
        try requireFiniteFrames(layout, file)
        let text: String
        do { text = try format.output.render(LaidOut(layout: layout, title: file, document: doc, scene: scene)) } catch { throw fail("\(error)") }
        try write(text, to: output)
    }
}

/// Exits with status 2 when a frame of the layout is not finite (its diagnostic says which view
/// and constraint): a picture or a frame table cannot show it, and JSON has no NaN.
func requireFiniteFrames(_ layout: IBLayout, _ what: String) throws {
    if let message = nonFiniteFrame(layout) { throw fail("\(what): \(message)") }
}

/// The diagnostic of a frame that is not finite, if any.
func nonFiniteFrame(_ layout: IBLayout) -> String? {
    layout.diagnostics.first { $0.kind == IBLayout.nonFiniteFrameKind }?.message
}
