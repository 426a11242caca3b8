import TrellisInterfaceBuilder

/// One problem `check` found: what, how bad, and where — the document, the element's id and its
/// line in the file.
struct Finding: Codable, Hashable {
    /// `note` is for what Trellis cannot know (text measured from stored sizes); notes never fail a run.
    enum Severity: String, Codable, Comparable {
        case note, warning, error
        static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
    }

    var severity: Severity
    /// `unsatisfiable`, `ambiguous`, `misplaced`, `outside-superview`, `outside-screen`,
    /// `zero-size`, `text-clipped`, `unreadable`, or a reader diagnostic's kind.
    var kind: String
    var message: String
    /// The document's path as found (a PATHS argument or below one).
    var document: String
    /// The document id of the element concerned, when there is one.
    var element: String?
    /// The element's line in the document (1-based).
    var line: Int?
    /// For a conflict of a storyboard or xib: what `check` knows of its constraints, typed. Not
    /// written in reports, and not part of a finding's identity (a baseline read back has none).
    var conflict: Conflict?

    /// What a conflict's constraints are (``AutoLayoutFindings``), for `--against-xcode`.
    struct Conflict: Hashable {
        /// The layout constraints of the minimal conflicting set, by reference (those with an
        /// identifier, between views of the document).
        var constraints: [ConstraintReference]
        /// ``AutoLayoutFindings/isCertain(_:isDocumentView:hasOwnMargins:)``: no solution at any size, on Xcode's canvas too.
        var isCertain: Bool
    }

    private enum CodingKeys: String, CodingKey { case severity, kind, message, document, element, line }

    static func == (a: Finding, b: Finding) -> Bool {
        (a.severity, a.kind, a.message, a.document, a.element, a.line) == (b.severity, b.kind, b.message, b.document, b.element, b.line)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(severity); hasher.combine(kind); hasher.combine(message)
        hasher.combine(document); hasher.combine(element); hasher.combine(line)
    }
}

/// One document laid out on one device in one orientation (at one content size): a JUnit test case.
struct CheckCase: Codable {
    var document: String
    /// The device's Interface Builder id (`retina4_7`).
    var device: String
    var deviceName: String
    /// `portrait` or `landscape`.
    var orientation: String
    /// The Dynamic Type content size (`accessibilityExtraLarge`) when the run asked for content
    /// sizes (`--content-sizes`, `--content-size`); nil: the default, large.
    var contentSize: String?
    var findings: [Finding]

    /// `iPhone 8 (retina4_7) portrait`, or with a content size `iPhone 8 (retina4_7) portrait accessibilityLarge`.
    var name: String { "\(deviceName) (\(device)) \(orientation)" + (contentSize.map { " " + $0 } ?? "") }
}

/// Everything a `check` run found, in document order, then device and orientation order.
struct CheckReport {
    var cases: [CheckCase]
    /// Documents that could not be read, one `unreadable` error each.
    var unreadable: [Finding]
    var documentCount: Int
    var deviceCount: Int
    var orientationCount: Int
    /// How many content sizes each layout was checked at; nil when not asked (the default, large).
    var contentSizeCount: Int?
    var seconds: Double
    /// Xcode's verdict on each storyboard and xib read, by document path (`--against-xcode`).
    var verdicts: [String: XcodeVerdict] = [:]
    /// The constraints each document's stored frames break on its design canvas
    /// (`stored-frame-contradiction`), by document path.
    var brokenByStoredFrames: [String: [StoredFrameContradiction]] = [:]
    /// Each document's design device and orientation, by document path.
    var designs: [String: XcodeAgreement.Design] = [:]
    /// Each document's element lines, by document path, when the checker was asked to keep them.
    var lines: [String: [String: Int]] = [:]

    /// Distinct findings the baseline (`--baseline`) left out of the report.
    var baselined = 0

    var allFindings: [Finding] { unreadable + cases.flatMap(\.findings) }
    /// The distinct findings of a severity: those the text, SARIF and GitHub reports print (a
    /// finding on several layouts is one line naming them).
    func count(_ severity: Finding.Severity) -> Int { grouped.filter { $0.finding.severity == severity }.count }
    var hasErrors: Bool { allFindings.contains { $0.severity == .error } }

    /// The matrix asked for, as the summary names it: `design device × design orientation`,
    /// `2 devices × portrait, landscape`, `all devices each document runs on × landscape × 3 content sizes`.
    var matrix = "design device × design orientation"

    /// `148 documents, 7104 layouts (all devices each document runs on × portrait, landscape): 3 errors, 120 warnings, 50 notes in 23.4 s`.
    var summary: String {
        func n(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(n(documentCount, "document")), \(n(cases.count, "layout")) (\(matrix)): "
            + "\(n(count(.error), "error")), \(n(count(.warning), "warning")), \(n(count(.note), "note")) in \(String(format: "%.1f", seconds)) s"
            + (baselined > 0 ? "; \(n(baselined, "finding")) of the baseline not shown" : "")
    }

    /// The findings grouped across devices: one entry per distinct finding, with the layouts it was
    /// found on (`iPhone 8 (retina4_7) portrait`), in report order. Unreadable documents have none.
    var grouped: [(finding: Finding, layouts: [String])] {
        var order: [Finding] = []
        var layouts: [Finding: [String]] = [:]
        for f in unreadable { order.append(f); layouts[f] = [] }
        for c in cases {
            for f in c.findings {
                if layouts[f] == nil { order.append(f) }
                layouts[f, default: []].append(c.name)
            }
        }
        return order.map { ($0, layouts[$0] ?? []) }
    }
}
