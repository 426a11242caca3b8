import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder

/// `trellis check PATHS…`: every document on every device and orientation asked for, with reports
/// CI systems read. Exit status 1 when there is an error, 0 otherwise, 2 for unusable arguments.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check documents on devices: conflicts, ambiguity, views off screen, outside their superview or collapsed, clipped text, misplaced views. Exits 1 when there are errors.",
        discussion: """
        Folders are searched recursively for .storyboard and .xib files. Each document is laid out on \
        every device and orientation asked for (default: its own design device and orientation), at \
        every Dynamic Type content size asked for (default: large), on all cores. Example: \
        trellis check App/ --devices all --orientations portrait,landscape --content-sizes large,accessibilityExtraExtraExtraLarge --format junit --output check.xml
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, junit, sarif, github

        var output: OutputFormat<CheckReport> {
            switch self {
            case .text: .text
            case .json: .json
            case .junit: .junit
            case .sarif: .sarif
            case .github: .github
            }
        }
    }

    @Argument(help: "Documents (.storyboard, .xib, .yaml, .yml) or folders of them.") var paths: [String]
    @OptionGroup var targets: TargetOptions
    @Option(name: .customLong("content-sizes"),
            help: "all, or comma-separated Dynamic Type content sizes (large,accessibilityExtraLarge): a further axis of the matrix; default: large.")
    var contentSizes: ContentSizeListArgument?
    @Option(help: "text (compiler-style lines), json, junit, sarif or github (workflow annotations).") var format: Format = .text
    @Flag(help: "Count warnings as errors (exit 1 on any warning).") var warningsAsErrors = false
    @Option(help: "Write the report to this file instead of standard output.") var output: String?
    @OptionGroup var textOptions: TextOptions
    @Flag(name: .customLong("against-xcode"),
          help: "Measure agreement with the verdict Xcode saved in each document: errors on the design device of documents Xcode shows clean (false alarms), views Xcode flags that check misses, and the share of clean documents' layouts with errors. Exits 1 on a false alarm.")
    var againstXcode = false
    @Option(help: "A configuration file (default: the nearest .trellis.yml from the working folder upwards).")
    var config: String?
    @Option(help: "Leave out the findings recorded in this baseline (written by --write-baseline): only new findings fail the run.")
    var baseline: String?
    @Option(name: .customLong("write-baseline"),
            help: "Record every finding of this run in this file (JSON), to pass to --baseline later; the run then exits 0 unless a document cannot be read.")
    var writeBaseline: String?

    func validate() throws {
        if againstXcode && format != .text { throw ValidationError("--against-xcode writes text only; leave out --format") }
        if contentSizes != nil && textOptions.contentSize != nil {
            throw ValidationError("give either --content-size or --content-sizes, not both (--content-sizes takes a list)")
        }
    }

    func run() throws {
        let configuration: CheckConfiguration?
        do {
            if let config {
                configuration = try CheckConfiguration(contentsOf: config)
            } else {
                configuration = try CheckConfiguration.find(from: FileManager.default.currentDirectoryPath).map { path throws(CommandFailure) in
                    try CheckConfiguration(contentsOf: path)
                }
            }
        } catch { throw fail(error.description) }
        var documents: [String]
        do { documents = try DocumentPaths.expand(paths) } catch { throw fail(error.description) }
        var targets = self.targets
        var sizes = contentSizes?.categories ?? textOptions.contentSize.map { [$0] }
        if let configuration {
            documents = documents.filter { !configuration.excludes($0) }
            if targets.devices == nil, let d = configuration.devices { targets.devices = DeviceListArgument(argument: d) }
            if sizes == nil, let c = configuration.contentSizes { sizes = ContentSizeListArgument(argument: c)?.categories }
        }
        let checked: CheckBaseline?
        do { checked = try baseline.map { path throws(CommandFailure) in try CheckBaseline.read(path) } } catch { throw fail(error.description) }
        var report = Checker(targets: targets, warningsAsErrors: warningsAsErrors, text: textOptions,
                             contentSizes: sizes, keepsLines: againstXcode, configuration: configuration).check(documents)
        if let writeBaseline {
            let folder = URL(fileURLWithPath: writeBaseline).standardizedFileURL.deletingLastPathComponent().path
            do { try write(try CheckBaseline(report.allFindings, folder: folder).text(), to: writeBaseline) } catch let e as CommandFailure { throw e } catch {
                throw fail("cannot write the baseline \(writeBaseline): \(error)")
            }
        }
        if let checked, let baseline {
            let folder = URL(fileURLWithPath: baseline).standardizedFileURL.deletingLastPathComponent().path
            let (kept, left) = checked.filter(report, folder: folder)
            report = kept
            report.baselined = left
        }
        if againstXcode {
            for f in report.unreadable {
                FileHandle.standardError.write(Data("trellis: error: \(escapingControlCharacters(f.message))\n".utf8))
            }
            let agreement = XcodeAgreement(report, designs: report.designs, lines: report.lines)
            try write(agreement.text(matrix: report.matrix) + "trellis check: \(report.summary)\n", to: output)
            if !agreement.falseAlarms.isEmpty { throw ExitCode(1) }
            return
        }
        for f in report.unreadable {
            // Also where a person running it sees errors; the report has them too.
            FileHandle.standardError.write(Data("trellis: error: \(escapingControlCharacters(f.message))\n".utf8))
        }
        let text: String
        do { text = try format.output.render(report) } catch { throw fail("cannot write the \(format.rawValue) report: \(error)") }
        try write(text, to: output)
        if format != .text || output != nil {
            // Machine-readable output stays pure; the summary goes to standard error.
            FileHandle.standardError.write(Data("trellis check: \(report.summary)\n".utf8))
        }
        if writeBaseline != nil {
            if !report.unreadable.isEmpty { throw ExitCode(1) }
            return
        }
        if report.hasErrors { throw ExitCode(1) }
    }
}
