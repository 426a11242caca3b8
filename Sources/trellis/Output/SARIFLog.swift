/// A SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the part `check` fills:
/// `version`, `$schema`, one run with the tool's driver and its rules, and the results with
/// their rule, level, message and physical location (artifact URI and start line).
struct SARIFLog: Encodable {
    var version = "2.1.0"
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var runs: [Run]

    enum CodingKeys: String, CodingKey { case version, schema = "$schema", runs }

    struct Run: Encodable { var tool: Tool; var results: [Result] }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name = "trellis"
        var rules: [Rule]
    }
    struct Rule: Encodable { var id: String; var shortDescription: Message }
    struct Message: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var level: String
        var message: Message
        var locations: [Location]
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region? }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable { var startLine: Int }

    /// What each kind of finding means, for the rules of the driver.
    static let ruleDescriptions: [String: String] = [
        "unsatisfiable": "Required constraints cannot all hold; one is broken",
        "ambiguous": "Constraints do not determine a view's position or size (Xcode marks it ambiguous)",
        "ambiguous-unconfirmed": "Trellis finds a view's position or size undetermined where Xcode's canvas does not",
        "stack-hiding-conflict": "A hidden arranged view's required size fights the stack view's UISV-hiding constraint (UIKit logs it at run time)",
        "runtime-conflict": "A conflict UIKit logs at run time that Xcode's canvas does not show",
        "misplaced": "A frame in the document differs from what its constraints give on the design device",
        "outside-screen": "A view lies outside the screen on a device",
        "outside-superview": "A view lies outside its superview on a device",
        "zero-size": "A view collapses to zero width or height on a device",
        "text-clipped": "A label's or button's text needs more room than its frame",
        "unreadable": "The document cannot be read",
        "estimated-size": "Content sizes are those Xcode stored, not measured",
        "canvas-unknown": "Xcode's canvas is not known here (one project is not a rule): the stored frame or the device's value is kept",
    ]

    init(_ report: CheckReport) {
        let grouped = report.grouped
        var kinds: [String] = []
        for (f, _) in grouped where !kinds.contains(f.kind) { kinds.append(f.kind) }
        let results = grouped.map { f, layouts in
            Result(ruleId: f.kind, level: f.severity.rawValue,
                   message: Message(text: f.message + (f.element.map { " (\($0))" } ?? "")
                                    + (layouts.isEmpty ? "" : " — on \(layouts.count) layout\(layouts.count == 1 ? "" : "s"): \(layouts.joined(separator: ", "))")),
                   locations: [Location(physicalLocation: PhysicalLocation(
                       artifactLocation: ArtifactLocation(uri: SARIFLog.uri(f.document)),
                       region: f.line.map(Region.init)))])
        }
        let rules = kinds.sorted().map { Rule(id: $0, shortDescription: Message(text: SARIFLog.ruleDescriptions[$0] ?? $0)) }
        runs = [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]
    }

    /// A relative URI reference for a path (`./` dropped, spaces and `%` percent-encoded).
    static func uri(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        return p.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: " ", with: "%20")
    }
}
