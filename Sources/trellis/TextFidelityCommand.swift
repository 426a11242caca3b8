import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder

/// `trellis text-fidelity`: measures the single-line labels whose width is their text's
/// (``IBDocument/intrinsicWidthLabels(dynamicType:)``) — or with `--buttons` the buttons
/// whose width or height is their content's (``IBDocument/intrinsicSizeButtons()``), per kind
/// — and compares with the sizes Xcode stored.
struct TextFidelityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text-fidelity",
        abstract: "Measure single-line system-font labels whose width is their text's and report the share within 1 pt of the width Xcode stored.",
        shouldDisplay: false   // a measurement tool for the README figure and scripts/calibrate-text.py
    )

    @Argument(help: "Documents or folders of documents.") var paths: [String]
    @Flag(help: "Dynamic Type labels (fontDescription style=…) instead of fixed-size system fonts.") var dynamicType = false
    @Flag(help: "Buttons whose width or height is their content's, per kind (title, image, SF Symbol, attributed title, background image, configuration), instead of labels.") var buttons = false
    @Option(help: "Measure with this font file as it is (no calibration) instead of the calibrated stand-in.") var font: String?
    @Flag(help: "Measure with the stand-in's files uncalibrated (no scale, no tracking).") var raw = false
    @Flag(help: "Print one tab-separated row per label (the calibration data) instead of the summary.") var tsv = false

    func run() throws {
        var standIn = font.map(StandInFont.file) ?? .inter
        if raw { standIn.calibration = .identity }
        let measurer: ShapingTextMeasurer
        do { measurer = try ShapingTextMeasurer(standIn: standIn) } catch { throw fail("\(error)") }
        var count = 0, within = 0, documents = 0
        if buttons { return try measureButtons(measurer: measurer) }
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

    /// `--buttons`: per kind, the buttons whose measured width or height, where the constraints
    /// leave it to the content, is within 1 point of the stored one.
    private func measureButtons(measurer: ShapingTextMeasurer) throws {
        let files: [String]
        do { files = try DocumentPaths.expand(paths, recursive: false) } catch { throw fail(error.description) }
        var counts: [IntrinsicSizeButton.Kind: (widths: Int, width: Int, heights: Int, height: Int)] = [:]
        var census: [IntrinsicSizeButton.Kind: (buttons: Int, documents: Int)] = [:]
        if tsv { print("file\tid\tkind\tstoredWidth\tstoredHeight\tmeasuredWidth\tmeasuredHeight\tintrinsic\ttitle") }
        for file in files {
            guard let doc = try? IBDocument(contentsOf: file) else { continue }
            for (kind, n) in doc.buttonKindCounts() {
                let c = census[kind] ?? (0, 0)
                census[kind] = (c.buttons + n, c.documents + 1)
            }
            for entry in doc.intrinsicSizeButtons() {
                let button = entry.button
                button.measurer = measurer
                button.contentScaleFactor = entry.scale
                let size = button.intrinsicContentSize
                var c = counts[entry.kind] ?? (0, 0, 0, 0)
                if entry.intrinsicWidth {
                    c.widths += 1
                    if abs(size.width - entry.storedSize.width) <= 1 { c.width += 1 }
                }
                if entry.intrinsicHeight {
                    c.heights += 1
                    if abs(size.height - entry.storedSize.height) <= 1 { c.height += 1 }
                }
                counts[entry.kind] = c
                if tsv {
                    let title = (button.configuration?.title ?? button.attributedTitle.map { $0.map(\.text).joined() } ?? button.title ?? "")
                        .replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
                    print([(file as NSString).lastPathComponent, entry.id, entry.kind.rawValue,
                           Report.number(entry.storedSize.width), Report.number(entry.storedSize.height),
                           Report.number(size.width), Report.number(size.height),
                           [entry.intrinsicWidth ? "width" : nil, entry.intrinsicHeight ? "height" : nil].compactMap { $0 }.joined(separator: "+"), title].joined(separator: "\t"))
                }
            }
        }
        guard !tsv else { return }
        print("buttons whose width or height is their content's, measured with \(measurer.standIn.name): within 1 pt of the stored size")
        print("(per kind: all buttons of the kind in the documents, then those whose width or height the constraints leave to their content)")
        for kind in IntrinsicSizeButton.Kind.allCases {
            let c = counts[kind] ?? (0, 0, 0, 0), all = census[kind] ?? (0, 0)
            print("  \(kind.rawValue): \(all.buttons) in \(all.documents) documents; widths \(c.width)/\(c.widths), heights \(c.height)/\(c.heights)")
        }
    }
}
