import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The report formats of `check`, each a small ``OutputFormat`` of a ``CheckReport``.
extension OutputFormat where Value == CheckReport {
    /// Compiler-style lines editors and CI logs link to: `PATH:LINE: error: [kind] message (id) —
    /// where`, one per distinct finding with the layouts it was found on, then the summary line.
    static var text: OutputFormat {
        OutputFormat { report in
            var out = ""
            for (f, layouts) in report.grouped {
                let location = f.line.map { "\(f.document):\($0)" } ?? f.document
                // Echoed document text cannot drive the terminal or forge lines.
                out += escapingControlCharacters("\(location): \(f.severity.rawValue): [\(f.kind)] \(f.message)"
                    + (f.element.map { " (\($0))" } ?? "") + where_(layouts)) + "\n"
            }
            return out + report.summary + "\n"
        }
    }

    /// ``CheckJSON`` through `JSONEncoder`.
    static var json: OutputFormat { OutputFormat<CheckJSON>.json.pullback(CheckJSON.init) }

    /// JUnit XML (written with Foundation's `XMLDocument`): a `<testsuite>` per document, a
    /// `<testcase>` per device × orientation; its errors are one `<failure>`, its warnings and notes
    /// `<system-out>`. An unreadable document is a test case with an `<error>`.
    static var junit: OutputFormat {
        OutputFormat { report in
            let suites = XMLElement(name: "testsuites")
            let failed = report.cases.filter { $0.findings.contains { $0.severity == .error } }.count
            suites.setAttributesWith(["name": "trellis check", "tests": "\(report.cases.count + report.unreadable.count)",
                                      "failures": "\(failed)", "errors": "\(report.unreadable.count)",
                                      "time": String(format: "%.3f", report.seconds)])
            var order: [String] = []
            var byDocument: [String: [CheckCase]] = [:]
            for c in report.cases {
                if byDocument[c.document] == nil { order.append(c.document) }
                byDocument[c.document, default: []].append(c)
            }
            for f in report.unreadable {
                let suite = XMLElement(name: "testsuite")
                suite.setAttributesWith(["name": f.document, "tests": "1", "failures": "0", "errors": "1"])
                let test = XMLElement(name: "testcase")
                test.setAttributesWith(["classname": f.document, "name": "open"])
                let error = XMLElement(name: "error", stringValue: xmlSafe(f.message))
                error.setAttributesWith(["type": f.kind, "message": xmlSafe(f.message)])
                test.addChild(error)
                suite.addChild(test)
                suites.addChild(suite)
            }
            for document in order {
                let cases = byDocument[document] ?? []
                let suite = XMLElement(name: "testsuite")
                suite.setAttributesWith(["name": document, "tests": "\(cases.count)", "errors": "0",
                                         "failures": "\(cases.filter { $0.findings.contains { $0.severity == .error } }.count)"])
                for c in cases {
                    let test = XMLElement(name: "testcase")
                    test.setAttributesWith(["classname": document, "name": c.name])
                    let errors = c.findings.filter { $0.severity == .error }
                    if let first = errors.first {
                        let failure = XMLElement(name: "failure", stringValue: xmlSafe(errors.map(line).joined(separator: "\n")))
                        failure.setAttributesWith(["type": first.kind,
                                                   "message": xmlSafe(errors.count == 1 ? first.message : "\(errors.count) errors; first: \(first.message)")])
                        test.addChild(failure)
                    }
                    let others = c.findings.filter { $0.severity != .error }
                    if !others.isEmpty {
                        test.addChild(XMLElement(name: "system-out", stringValue: xmlSafe(others.map(line).joined(separator: "\n"))))
                    }
                    suite.addChild(test)
                }
                suites.addChild(suite)
            }
            let document = XMLDocument(rootElement: suites)
            document.version = "1.0"
            document.characterEncoding = "UTF-8"
            return document.xmlString(options: .nodePrettyPrint) + "\n"
        }
    }

    /// SARIF 2.1.0 (OASIS), through `JSONEncoder`: one result per distinct finding, located by
    /// file and line; GitHub code scanning reads it.
    static var sarif: OutputFormat { OutputFormat<SARIFLog>.json.pullback(SARIFLog.init) }

    /// GitHub Actions workflow commands: `::error file=PATH,line=N,title=trellis KIND::MESSAGE`
    /// (warnings `::warning`, notes `::notice`), one per distinct finding, then the summary as a notice.
    static var github: OutputFormat {
        OutputFormat { report in
            var out = ""
            for (f, layouts) in report.grouped {
                let command = f.severity == .error ? "error" : f.severity == .warning ? "warning" : "notice"
                var properties = ["file=\(escapeProperty(escapingControlCharacters(f.document)))"]
                if let line = f.line { properties.append("line=\(line)") }
                properties.append("title=\(escapeProperty(escapingControlCharacters("trellis " + f.kind + (f.element.map { " " + $0 } ?? ""))))")
                out += "::\(command) \(properties.joined(separator: ","))::\(escapeData(escapingControlCharacters(f.message + where_(layouts))))\n"
            }
            return out + "::notice title=trellis check::\(escapeData(report.summary))\n"
        }
    }
}

/// ` — iPhone 8 (retina4_7) portrait`, or ` — on 48 layouts: a, b, c and 45 more`.
private func where_(_ layouts: [String]) -> String {
    switch layouts.count {
    case 0: return ""
    case 1: return " — \(layouts[0])"
    case 2...3: return " — on \(layouts.joined(separator: ", "))"
    default: return " — on \(layouts.count) layouts: \(layouts.prefix(3).joined(separator: ", ")) and \(layouts.count - 3) more"
    }
}

/// `PATH:LINE: error: [kind] message (id)`.
private func line(_ f: Finding) -> String {
    (f.line.map { "\(f.document):\($0)" } ?? f.document) + ": \(f.severity.rawValue): [\(f.kind)] \(f.message)" + (f.element.map { " (\($0))" } ?? "")
}

/// Characters XML 1.0 cannot hold (control characters other than tab, newline and return) as U+FFFD.
private func xmlSafe(_ s: String) -> String {
    String(String.UnicodeScalarView(s.unicodeScalars.map { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" ? "\u{FFFD}" : $0 }))
}

/// A workflow command's message: `%`, CR and LF escaped (GitHub's toolkit `escapeData`).
func escapeData(_ s: String) -> String {
    s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
}

/// A workflow command's property value: also `:` and `,` (GitHub's toolkit `escapeProperty`).
func escapeProperty(_ s: String) -> String {
    escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
}

/// The JSON of a `check` run: the summary, every test case with its findings, unreadable documents.
struct CheckJSON: Encodable {
    struct Summary: Encodable {
        var documents: Int, layouts: Int, devices: Int, orientations: Int
        /// Content sizes per layout; absent when not asked (the default, large).
        var contentSizes: Int?
        var errors: Int, warnings: Int, notes: Int, seconds: Double
    }
    var summary: Summary
    var cases: [CheckCase]
    var unreadable: [Finding]

    init(_ r: CheckReport) {
        summary = Summary(documents: r.documentCount, layouts: r.cases.count, devices: r.deviceCount, orientations: r.orientationCount,
                          contentSizes: r.contentSizeCount, errors: r.count(.error), warnings: r.count(.warning), notes: r.count(.note),
                          seconds: (r.seconds * 1000).rounded() / 1000)
        cases = r.cases
        unreadable = r.unreadable
    }
}
