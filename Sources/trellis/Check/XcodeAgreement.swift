import TrellisInterfaceBuilder

/// `trellis check --against-xcode`: how far `check` agrees with the verdict Xcode saved in each
/// document (``XcodeVerdict``).
///
/// - A **false alarm** is an error `check` reports on the design device (the document's own
///   device and orientation, at the default content size) in a document Xcode shows clean (no
///   view `misplaced="YES"` or `ambiguous="YES"`), unless it is a canvas conflict.
/// - A **canvas conflict** is such an error whose conflict names a required constraint that
///   Xcode's own stored frames break (a `stored-frame-contradiction` of the design canvas), or
///   whose conflict is certain (``AutoLayoutFindings/isCertain(_:isDocumentView:hasOwnMargins:)``:
///   only the document's constraints on edges, centres, sizes and margins, no solution at any
///   size): Xcode's canvas could not satisfy that conflict either and shows it in red, but it
///   saves no flag for a conflict, so "clean" does not cover it. Each is printed and counted
///   apart, never dropped.
/// - A **missed flag** is a view Xcode marks `misplaced="YES"` (or `ambiguous="YES"`) for which
///   `check` reports no `misplaced` (or `ambiguous`) finding on the design device.
/// - With other devices or orientations asked for, the share of the clean documents' layouts with
///   an error, by finding kind.
struct XcodeAgreement {
    /// A document's design layout: its device id and orientation name.
    struct Design: Hashable { var device: String; var orientation: String }

    /// Errors on the design device of documents Xcode shows clean, in report order.
    private(set) var falseAlarms: [Finding] = []
    /// Errors on the design device of documents Xcode shows clean that Xcode's canvas shows
    /// too, with the evidence.
    private(set) var canvasConflicts: [(finding: Finding, evidence: CanvasEvidence)] = []
    /// The clean documents with a canvas conflict.
    private(set) var canvasConflictDocuments: Set<String> = []
    /// Xcode's flags `check` does not report: the kind (`misplaced`, `ambiguous`), the document
    /// and the view's id and line.
    private(set) var missed: [(kind: String, document: String, id: String, line: Int?)] = []
    private(set) var documents = 0, clean = 0, withoutVerdict = 0
    private(set) var flagged = (misplaced: 0, ambiguous: 0)
    private(set) var reported = (misplaced: 0, ambiguous: 0)
    /// Xcode's ambiguity flags that Trellis's own analysis also finds on the design canvas.
    private(set) var ambiguityConfirmed = 0
    /// Layouts of clean documents, and those with at least one error.
    private(set) var cleanLayouts = 0, cleanLayoutsWithErrors = 0
    /// Per kind: layouts of clean documents with an error of that kind.
    private(set) var layoutsByKind: [String: Int] = [:]
    /// The clean documents with a design-device error.
    private(set) var failingDocuments: [String] = []
    /// Errors of clean documents on the other layouts asked for, each distinct finding once with
    /// the layouts it was found on.
    private(set) var elsewhere: [(finding: Finding, layouts: [String])] = []

    /// - Parameters:
    ///   - designs: each document's design layout.
    ///   - lines: each document's element lines (for missed flags).
    init(_ report: CheckReport, designs: [String: Design], lines: [String: [String: Int]]) {
        var order: [String] = []
        var byDocument: [String: [CheckCase]] = [:]
        for c in report.cases {
            if byDocument[c.document] == nil { order.append(c.document) }
            byDocument[c.document, default: []].append(c)
        }
        documents = order.count
        let large = "large"
        for document in order {
            let cases = byDocument[document] ?? []
            guard let verdict = report.verdicts[document] else { withoutVerdict += 1; continue }
            let design = designs[document]
            let onDesign = cases.filter { c in
                design.map { c.device == $0.device && c.orientation == $0.orientation } ?? false && (c.contentSize ?? large) == large
            }
            let designFindings = onDesign.flatMap(\.findings)
            if verdict.isClean {
                clean += 1
                var seen = Set<Finding>()
                var errors = designFindings.filter { $0.severity == .error && seen.insert($0).inserted }
                let contradicted = report.brokenByStoredFrames[document] ?? []
                errors.removeAll { f in
                    guard let evidence = XcodeAgreement.canvasEvidence(for: f, brokenByStoredFrames: contradicted) else { return false }
                    canvasConflicts.append((f, evidence))
                    canvasConflictDocuments.insert(document)
                    return true
                }
                falseAlarms += errors
                if !errors.isEmpty { failingDocuments.append(document) }
                var order: [Finding] = [], layouts: [Finding: [String]] = [:]
                for c in cases where !onDesign.contains(where: { $0.name == c.name }) {
                    for f in c.findings where f.severity == .error {
                        if layouts[f] == nil { order.append(f) }
                        layouts[f, default: []].append(c.name)
                    }
                }
                elsewhere += order.map { ($0, layouts[$0] ?? []) }
                for c in cases {
                    cleanLayouts += 1
                    let kinds = Set(c.findings.filter { $0.severity == .error }.map(\.kind))
                    if !kinds.isEmpty { cleanLayoutsWithErrors += 1 }
                    for k in kinds { layoutsByKind[k, default: 0] += 1 }
                }
                continue
            }
            let misplacedFound = Set(designFindings.filter { $0.kind == "misplaced" }.compactMap(\.element))
            let ambiguous = designFindings.filter { $0.kind == "ambiguous" }
            let ambiguousFound = Set(ambiguous.compactMap(\.element))
            ambiguityConfirmed += Set(ambiguous.filter { $0.message.contains("; Trellis finds its") }.compactMap(\.element)).count
            for id in verdict.misplacedIDs {
                flagged.misplaced += 1
                if misplacedFound.contains(id) { reported.misplaced += 1 } else {
                    missed.append(("misplaced", document, id, lines[document]?[id]))
                }
            }
            for id in verdict.ambiguousIDs {
                flagged.ambiguous += 1
                if ambiguousFound.contains(id) { reported.ambiguous += 1 } else {
                    missed.append(("ambiguous", document, id, lines[document]?[id]))
                }
            }
        }
    }

    /// Why a conflict on the design device is one Xcode's canvas shows too.
    enum CanvasEvidence: Equatable {
        /// A constraint of the conflict that Xcode's stored frames break
        /// (`stored-frame-contradiction` on the design canvas).
        case brokenByStoredFrames(StoredFrameContradiction)
        /// The conflict is certain (``AutoLayoutFindings/isCertain(_:isDocumentView:hasOwnMargins:)``): only document
        /// constraints on edges, centres, sizes and margins, with no solution at any size.
        case certain(constraints: Int)

        /// The words after a canvas conflict's line.
        var text: String {
            switch self {
            case let .brokenByStoredFrames(c):
                // A stack view's own constraint shares its id with its kind: named with its statement.
                let name = c.reference.isUIKitMade ? "\(c.constraintID) (\(c.constraint))" : c.constraintID
                return "Xcode's stored frames break \(name) too, so its canvas shows this conflict"
            case let .certain(n):
                return "a certain conflict: its \(n) constraints (the document's, on edges, centres, sizes and margins; no intrinsic size, text, baseline or canvas simulation) have no solution at any size, so Xcode's canvas shows it too"
            }
        }
    }

    /// The evidence that Xcode's canvas shows the conflict `finding` reports (an `unsatisfiable`
    /// error), if any: a constraint of the conflict the stored frames break (by id, or a stack
    /// view's own by its items), else the conflict's certainty.
    static func canvasEvidence(for finding: Finding, brokenByStoredFrames contradicted: [StoredFrameContradiction]) -> CanvasEvidence? {
        guard finding.kind == "unsatisfiable", let conflict = finding.conflict else { return nil }
        if let hit = contradicted.first(where: { c in conflict.constraints.contains { $0.names(c.reference) } }) {
            return .brokenByStoredFrames(hit)
        }
        return conflict.isCertain ? .certain(constraints: conflict.constraints.count) : nil
    }

    /// Per kind: (documents, findings) among the false alarms, most documents first.
    var falseAlarmsByKind: [(kind: String, documents: Int, findings: Int)] {
        var documents: [String: Set<String>] = [:], findings: [String: Int] = [:]
        for f in falseAlarms {
            documents[f.kind, default: []].insert(f.document)
            findings[f.kind, default: 0] += 1
        }
        return findings.keys.map { ($0, documents[$0]?.count ?? 0, findings[$0] ?? 0) }
            .sorted { ($0.documents, $0.findings, $1.kind) > ($1.documents, $1.findings, $0.kind) }
    }

    /// The report: each false alarm, each error of a clean document on another layout
    /// (`elsewhere:`) and each missed flag on a compiler-style line, then the totals.
    func text(matrix: String) -> String {
        var out = ""
        for f in falseAlarms {
            out += escapingControlCharacters("false alarm: " + (f.line.map { "\(f.document):\($0)" } ?? f.document)
                + ": error: [\(f.kind)] \(f.message)" + (f.element.map { " (\($0))" } ?? "")) + "\n"
        }
        for (f, evidence) in canvasConflicts {
            out += escapingControlCharacters("canvas conflict: " + (f.line.map { "\(f.document):\($0)" } ?? f.document)
                + ": error: [\(f.kind)] \(f.message)" + (f.element.map { " (\($0))" } ?? "")
                + " — " + evidence.text) + "\n"
        }
        for (f, layouts) in elsewhere {
            out += escapingControlCharacters("elsewhere: " + (f.line.map { "\(f.document):\($0)" } ?? f.document)
                + ": error: [\(f.kind)] \(f.message)" + (f.element.map { " (\($0))" } ?? "")
                + " — on \(layouts.count) layout\(layouts.count == 1 ? "" : "s"): \(layouts.prefix(3).joined(separator: ", "))"
                + (layouts.count > 3 ? " and \(layouts.count - 3) more" : "")) + "\n"
        }
        for m in missed {
            out += escapingControlCharacters("missed: " + (m.line.map { "\(m.document):\($0)" } ?? m.document)
                + ": [\(m.kind)] view \(m.id): Xcode marks it \(m.kind)=\"YES\"; check reports no \(m.kind) finding for it on the design device") + "\n"
        }
        func n(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        func percent(_ a: Int, _ b: Int) -> String { b == 0 ? "0 %" : String(format: "%.1f %%", Double(a) * 100 / Double(b)) }
        out += "Xcode's verdict: \(n(documents, "document")) laid out, \(clean) shown clean by Xcode, \(documents - clean - withoutVerdict) with flags"
            + " (\(n(flagged.misplaced, "misplaced view")), \(n(flagged.ambiguous, "ambiguous view")))"
            + (withoutVerdict > 0 ? ", \(withoutVerdict) without a verdict (YAML layout files)" : "") + "\n"
        let kinds = falseAlarmsByKind.map { "\($0.kind) \(n($0.documents, "document")) (\(n($0.findings, "error")))" }
        out += "False alarms on the design device: \(failingDocuments.count) of \(clean) clean documents fail"
            + " (\(n(falseAlarms.count, "error")))" + (kinds.isEmpty ? "" : ": " + kinds.joined(separator: ", ")) + "\n"
        let certain = canvasConflicts.filter { if case .certain = $0.evidence { true } else { false } }.count
        out += "Canvas conflicts (Xcode's stored frames break a constraint of the conflict, or it is certain): \(canvasConflictDocuments.count) of \(clean) clean documents"
            + " (\(n(canvasConflicts.count, "error")): \(canvasConflicts.count - certain) by the stored frames, \(certain) certain)\n"
        let byKind = layoutsByKind.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
        out += "Layouts of clean documents with errors: \(cleanLayoutsWithErrors) of \(cleanLayouts) (\(percent(cleanLayoutsWithErrors, cleanLayouts))) — \(matrix)"
            + (byKind.isEmpty ? "" : "; layouts by kind: " + byKind.joined(separator: ", ")) + "\n"
        out += "Xcode's flags: misplaced \(reported.misplaced) of \(flagged.misplaced) reported (\(flagged.misplaced - reported.misplaced) missed),"
            + " ambiguous \(reported.ambiguous) of \(flagged.ambiguous) reported (\(flagged.ambiguous - reported.ambiguous) missed;"
            + " Trellis's own analysis finds \(ambiguityConfirmed) of them undetermined on the design canvas)\n"
        return out
    }
}
