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
        for e in layout.entries {
            guard let stored = e.storedFrame, e.superviewID != nil else { continue }
            let f = e.view.frame
            let delta = [f.origin.x - stored.origin.x, f.origin.y - stored.origin.y, f.size.width - stored.size.width, f.size.height - stored.size.height]
            if delta.contains(where: { abs($0) > 1 }) {
                issues.append(Diagnostic(.warning, "misplaced",
                    "\(e.elementName) \(e.id): frame in the document \(Report.frameText(stored)), constraints give \(Report.frameText(f))", ids: [e.id]))
            }
        }
        for i in issues { print(i) }
        let errors = issues.filter { $0.severity == .error }.count
        print("\(errors) error(s), \(issues.count - errors) warning(s) on \(layout.device.name) (\(layout.device.id)) \(Report.orientationName(layout.orientation))")
        if errors > 0 { throw ExitCode(1) }
    }
}
