import ArgumentParser
import Foundation
import Trellis
import TrellisInterfaceBuilder

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report Xcode-style issues: misplaced views, ambiguity, conflicts. Exits 1 when there are errors."
    )

    @Argument(help: "A .storyboard, .xib, .yaml or .yml file.") var file: String

    func run() throws {
        let doc = try loadDocument(file)
        let layout: IBLayout
        do { layout = try doc.laidOut(scene: nil, device: nil, orientation: nil, storedRootSize: true) } catch { throw fail("\(file): \(error)") }
        var issues = layout.diagnostics.map { d in
            // Xcode shows missing constraints (ambiguity) and conflicts as errors.
            d.kind == "ambiguous" ? Diagnostic(.error, d.kind, d.message, ids: d.ids) : d
        }
        for m in layout.fidelity().mismatches {
            issues.append(Diagnostic(.warning, "misplaced",
                "\(m.elementName) \(m.id): frame in the document \(Report.frameText(m.stored)), constraints give \(Report.frameText(m.solved))", ids: [m.id]))
        }
        for i in issues { print(escapingControlCharacters("\(i)")) }
        let errors = issues.filter { $0.severity == .error }.count
        print("\(errors) error(s), \(issues.count - errors) warning(s) on \(layout.device.name) (\(layout.device.id)) \(Report.orientationName(layout.orientation))")
        if errors > 0 { throw ExitCode(1) }
    }
}
