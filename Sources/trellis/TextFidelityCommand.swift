import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder

/// `trellis text-fidelity`: measures the single-line labels whose width is their text's
/// (``IBDocument/intrinsicWidthLabels(dynamicType:)``) and compares with the widths Xcode stored.
struct TextFidelityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text-fidelity",
        abstract: "Measure single-line system-font labels whose width is their text's and report the share within 1 pt of the width Xcode stored.",
        shouldDisplay: false   // a measurement tool for the README figure and scripts/calibrate-text.py
    )

    @Argument(help: "Documents or folders of documents.") var paths: [String]
    @Flag(help: "Dynamic Type labels (fontDescription style=…) instead of fixed-size system fonts.") var dynamicType = false
    @Option(help: "Measure with this font file as it is (no calibration) instead of the calibrated stand-in.") var font: String?
    @Flag(help: "Measure with the stand-in's files uncalibrated (no scale, no tracking).") var raw = false
    @Flag(help: "Print one tab-separated row per label (the calibration data) instead of the summary.") var tsv = false

    func run() throws {
        var standIn = font.map(StandInFont.file) ?? .inter
        if raw { standIn.calibration = .identity }
        let measurer: ShapingTextMeasurer
        do { measurer = try ShapingTextMeasurer(standIn: standIn) } catch { throw fail("\(error)") }
        var count = 0, within = 0, documents = 0
        if tsv { print("file\tid\tweight\tpointSize\tscale\tstoredWidth\tcharacters\tmeasuredWidth\ttext") }
        let files: [String]
        do { files = try DocumentPaths.expand(paths, recursive: false) } catch { throw fail(error.description) }
        for file in files {
            guard let doc = try? IBDocument(contentsOf: file) else { continue }
            let labels = doc.intrinsicWidthLabels(dynamicType: dynamicType)
            if !labels.isEmpty { documents += 1 }
            for label in labels {
                let width = measurer.width(of: label.text, font: label.font)
                let rounded = (width * label.scale - 1e-9).rounded(.up) / label.scale
                count += 1
                if abs(rounded - label.storedSize.width) <= 1 { within += 1 }
                if tsv {
                    let text = label.text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
                    print([(file as NSString).lastPathComponent, label.id, Report.number(label.font.weight.rawValue),
                           Report.number(label.font.pointSize), Report.number(label.scale), Report.number(label.storedSize.width),
                           String(label.text.count), String(format: "%.4f", width), text].joined(separator: "\t"))
                }
            }
        }
        if !tsv {
            let pct = count == 0 ? "n/a" : String(format: "%.1f %%", 100 * Double(within) / Double(count))
            print("\(dynamicType ? "Dynamic Type" : "system-font") single-line labels of intrinsic width: \(count) in \(documents) documents")
            print("measured with \(standIn.name)\(raw || font != nil ? " (uncalibrated)" : ""): within 1 pt of the stored width: \(within)/\(count) = \(pct)")
        }
    }
}

