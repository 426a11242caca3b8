import Foundation
import Trellis
import TrellisInterfaceBuilder

/// A device `--devices all` left out: how many documents' deployment targets it cannot run,
/// by where each deployment target came from.
struct LeftOut {
    let device: Device
    var byDocument = 0
    var byXcode = 0

    mutating func add(_ target: DeploymentTarget?) {
        guard let target else { return }
        if case .document = target.source { byDocument += 1 } else { byXcode += 1 }
    }

    /// `iPhone 4s (retina3_5, last iOS 9) for 97 documents (96 by the lowest deployment target of
    /// the Xcode that saved them, 1 by their own deployment target)`.
    var text: String {
        func n(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let last = device.lastMajorOSVersion.map { "last iOS \($0)" } ?? "current iOS"
        var reasons: [String] = []
        if byXcode > 0 { reasons.append("\(byXcode) by the lowest deployment target of the Xcode that saved \(byXcode == 1 ? "it" : "them")") }
        if byDocument > 0 { reasons.append("\(byDocument) by \(byDocument == 1 ? "its" : "their") own deployment target") }
        return "\(device.name) (\(device.id), \(last)) for \(n(byXcode + byDocument, "document")) (\(reasons.joined(separator: ", ")))"
    }
}

/// Runs `check`: every document on every device, orientation and content size asked for, on all cores.
struct Checker {
    let targets: TargetOptions
    let warningsAsErrors: Bool
    /// `--text` and `--content-size`.
    var text = TextOptions()
    /// The Dynamic Type content sizes to check each document at (`--content-sizes`), each a
    /// further axis of the matrix and named in every case; nil: the default (large) only, unnamed.
    var contentSizes: [ContentSizeCategory]? = nil
    /// Keep each document's element lines in the report (`--against-xcode` points at the views
    /// Xcode flags).
    var keepsLines = false
    /// `.trellis.yml`: finding kinds turned off or given another severity, and orientations, per path.
    var configuration: CheckConfiguration? = nil

    /// One layout to make: a document on a device in an orientation at a content size, or
    /// (`device == nil`) the document's canvas on its design device, for misplaced views.
    private struct Job {
        let index: Int
        let device: Device?
        let orientation: Orientation
        var contentSize: ContentSizeCategory? = nil
    }

    func check(_ paths: [String]) -> CheckReport {
        let start = Date()
        let opened = parallelMap(paths) { path -> Result<OpenedDocument, CommandFailure> in
            Result { () throws(CommandFailure) in OpenedDocument(text.applied(to: try openDocument(path))) }
        }
        var unreadable: [Finding] = []
        var jobs: [Job] = []
        var devices = Set<String>(), orientations = Set<Orientation>()
        var supported = SupportedOrientations(root: configuration?.folder)
        var orientationSources = (configuration: 0, infoPlist: 0)
        var orientationLists = Set<[Orientation]>()
        // `--devices all`: the devices left out of documents that cannot run on them; a list of
        // devices: those named that a document cannot run on, by document.
        var leftOut: [String: LeftOut] = [:]
        var unsupported: [Int: [(Device, DeploymentTarget?)]] = [:]
        for (i, result) in opened.enumerated() {
            switch result {
            case let .failure(error):
                unreadable.append(Finding(severity: .error, kind: "unreadable", message: error.description, document: paths[i]))
            case let .success(doc):
                jobs.append(Job(index: i, device: nil, orientation: doc.source.designOrientation))
                // The orientations: `--orientations`, else `.trellis.yml` (the document's path
                // rule, else the file's), else the app's Info.plist, else the design orientation.
                var targets = self.targets
                if targets.orientations == nil {
                    if let o = configuration?.orientations(for: paths[i]) {
                        targets.orientations = OrientationListArgument(o)
                        orientationSources.configuration += 1
                    } else if doc.source is IBDocument,
                              let (o, _) = supported.orientations(for: paths[i], platform: doc.source.platform) {
                        targets.orientations = OrientationListArgument(o)
                        orientationSources.infoPlist += 1
                    }
                }
                orientationLists.insert(targets.orientations?.orientations ?? [])
                let deployment = doc.source.deploymentTarget
                for d in targets.leftOut(design: doc.source.designDevice, platform: doc.source.platform, deploymentTarget: deployment) {
                    leftOut[d.id, default: LeftOut(device: d)].add(deployment)
                }
                for d in targets.namedButUnsupported(deploymentTarget: deployment) {
                    unsupported[i, default: []].append((d, deployment))
                }
                for (d, o) in targets.targets(design: doc.source.designDevice, orientation: doc.source.designOrientation,
                                              platform: doc.source.platform, deploymentTarget: deployment) {
                    for size in contentSizes.map({ $0.map(Optional.some) }) ?? [nil] {
                        jobs.append(Job(index: i, device: d, orientation: o, contentSize: size))
                    }
                    devices.insert(d.id); orientations.insert(o)
                }
            }
        }
        let progress = ProgressBar(total: jobs.count, unit: "layouts")
        let results = parallelMap(jobs, progress: progress) { job -> JobResult in
            guard case let .success(doc) = opened[job.index] else { return JobResult() }
            return run(job, doc, path: paths[job.index])
        }
        progress?.finish()
        var cases: [CheckCase] = []
        var misplaced: [Int: [Finding]] = [:], storedFrames: [Int: [Finding]] = [:]
        var canvasConflicts: [Int: Set<String>] = [:]
        var brokenByStoredFrames: [Int: [StoredFrameContradiction]] = [:]
        for (job, result) in zip(jobs, results) {
            if let c = result.layout { cases.append(c) } else {
                misplaced[job.index, default: []] += result.canvas
                storedFrames[job.index, default: []] += result.storedFrames
                canvasConflicts[job.index] = result.canvasConflicts
                brokenByStoredFrames[job.index] = result.brokenByStoredFrames
            }
        }
        // Misplaced views and Xcode's ambiguity flags belong to the design device's case at the
        // default content size (else the design device's first, else the document's first).
        var byDocument: [String: [Int]] = [:]
        for i in cases.indices { byDocument[cases[i].document, default: []].append(i) }
        for (index, result) in opened.enumerated() {
            guard case let .success(doc) = result else { continue }
            let design = doc.source.designDevice.id, orientation = Report.orientationName(doc.source.designOrientation)
            let mine = byDocument[paths[index]] ?? []
            let onDesign = mine.filter { cases[$0].device == design && cases[$0].orientation == orientation }
            let large = ContentSizeCategory.large.name
            let designCase = onDesign.first(where: { (cases[$0].contentSize ?? large) == large }) ?? onDesign.first
            guard let target = designCase ?? mine.first else { continue }
            // The stored frames' contradictions come first, as in a layout's own diagnostics.
            cases[target].findings = (storedFrames[index] ?? []) + cases[target].findings + (misplaced[index] ?? [])
            DocumentFindings.reportOnce(&cases, mine, design: designCase, canvasConflicts: canvasConflicts[index],
                                        unverified: doc.verdict.map { Set($0.ambiguityVerification.keys) } ?? [],
                                        flaggedMisplaced: Set(doc.verdict?.misplacedIDs ?? []))
        }
        for (index, devices) in unsupported {
            for (device, target) in devices {
                guard let target, let c = cases.firstIndex(where: { $0.document == paths[index] && $0.device == device.id }) else { continue }
                let last = device.lastMajorOSVersion.map { "iOS \($0)" } ?? "the current iOS"
                cases[c].findings.insert(Finding(severity: .note, kind: "unsupported-device",
                                                 message: "the document cannot run on the \(device.name), whose last release is \(last): \(target.reason); laid out because --devices names it",
                                                 document: paths[index]), at: 0)
            }
        }
        if let configuration {
            for i in cases.indices {
                cases[i].findings = cases[i].findings.compactMap { f in
                    switch configuration.setting(kind: f.kind, document: f.document) {
                    case nil: return f
                    case .off?: return nil
                    case let .severity(s)?: var g = f; g.severity = s; return g
                    }
                }
            }
        }
        if warningsAsErrors {
            for i in cases.indices {
                for j in cases[i].findings.indices where cases[i].findings[j].severity == .warning { cases[i].findings[j].severity = .error }
            }
        }
        var report = CheckReport(cases: cases, unreadable: unreadable, documentCount: paths.count,
                                 deviceCount: devices.count, orientationCount: orientations.count,
                                 contentSizeCount: contentSizes?.count, seconds: Date().timeIntervalSince(start))
        for problem in supported.problems {
            FileHandle.standardError.write(Data("trellis: warning: \(escapingControlCharacters(problem))\n".utf8))
        }
        // One list from `.trellis.yml` for every document: named as `--orientations` is.
        let sameForAll = orientationLists.count == 1 && orientationSources.infoPlist == 0
            ? orientationLists.first.flatMap { $0.isEmpty ? nil : $0 } : nil
        report.matrix = matrix(orientations: sameForAll, orientationSources: orientationSources)
        if !leftOut.isEmpty {
            let order = Dictionary(uniqueKeysWithValues: Device.all.enumerated().map { ($1.id, $0) })
            report.matrix += "; left out as the document cannot run on them: "
                + leftOut.values.sorted { order[$0.device.id, default: 0] < order[$1.device.id, default: 0] }.map(\.text).joined(separator: ", ")
        }
        for (i, result) in opened.enumerated() {
            guard case let .success(doc) = result else { continue }
            if let verdict = doc.verdict { report.verdicts[paths[i]] = verdict }
            report.brokenByStoredFrames[paths[i]] = brokenByStoredFrames[i] ?? []
            report.designs[paths[i]] = XcodeAgreement.Design(device: doc.source.designDevice.id,
                                                            orientation: Report.orientationName(doc.source.designOrientation))
            if keepsLines { report.lines[paths[i]] = doc.lines }
        }
        return report
    }

    /// The matrix asked for, in words: what `--devices`, `--orientations` and `--content-sizes` said.
    /// - Parameters:
    ///   - orientations: one list every document was laid out in, standing for `--orientations`
    ///     (one list from `.trellis.yml` for every document).
    ///   - orientationSources: how many documents took their orientations from
    ///     `.trellis.yml` and from an `Info.plist` (without `--orientations`).
    func matrix(orientations sameForAll: [Orientation]? = nil, orientationSources: (configuration: Int, infoPlist: Int) = (0, 0)) -> String {
        func n(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let devices: String
        switch targets.devices {
        case nil: devices = "design device"
        case let list? where list.items == nil: devices = "all devices each document runs on"
        case let list?: devices = n(list.items?.count ?? 0, "device")
        }
        let asked = sameForAll ?? targets.orientations?.orientations
        var orientations = asked.map { $0.map(Report.orientationName).joined(separator: ", ") } ?? "design orientation"
        if asked == nil, orientationSources.configuration + orientationSources.infoPlist > 0 {
            let sources = [(orientationSources.configuration, ".trellis.yml"), (orientationSources.infoPlist, "Info.plist")]
                .filter { $0.0 > 0 }.map { "\(n($0.0, "document")) by \($0.1)" }
            orientations = "orientations of " + sources.joined(separator: " and ") + ", else the design orientation"
        }
        let sizes = contentSizes.map { $0.count == 1 ? [$0[0].name] : [n($0.count, "content size")] } ?? []
        return ([devices, orientations] + sizes).joined(separator: " × ")
    }

    /// What one job found: a layout's case, or (the canvas job) misplaced views, Xcode's
    /// ambiguity flags and the stored-frame contradictions, the conflicts of Xcode's canvas
    /// (``DocumentFindings/conflictKey(_:)``) and the constraints its stored frames break.
    private struct JobResult {
        var layout: CheckCase?
        var canvas: [Finding] = []
        var storedFrames: [Finding] = []
        var canvasConflicts: Set<String>? = nil
        var brokenByStoredFrames: [StoredFrameContradiction] = []
    }

    private func run(_ job: Job, _ doc: OpenedDocument, path: String) -> JobResult {
        guard let device = job.device else {
            // The canvas: design device, stored root sizes.
            guard let canvas = try? doc.source.laidOut(scene: nil, device: nil, orientation: nil, storedRootSize: true) else { return JobResult() }
            let flagged = doc.verdict.map { AutoLayoutFindings.flaggedAmbiguity(canvas, verdict: $0, document: path, lines: doc.lines) } ?? []
            let conflicts = canvas.diagnostics.filter { $0.kind == "unsatisfiable" }
                .map { DocumentFindings.conflictKey(AutoLayoutFindings.onPixelGrid($0.message, scale: canvas.device.scale)) }
            return JobResult(canvas: flagged + LayoutChecks.misplaced(canvas, document: path, lines: doc.lines),
                             storedFrames: LayoutChecks.storedFrameFindings(canvas, document: path, lines: doc.lines),
                             canvasConflicts: Set(conflicts), brokenByStoredFrames: canvas.storedFrameWarnings)
        }
        var c = CheckCase(document: path, device: device.id, deviceName: device.name,
                          orientation: Report.orientationName(job.orientation), contentSize: job.contentSize?.name, findings: [])
        do {
            var source = job.contentSize.map { atContentSize(doc.source, $0) } ?? doc.source
            if var ib = source as? IBDocument {
                // The stored frames are checked once, on the design canvas (the canvas job).
                ib.checksStoredFrames = false
                source = ib
            }
            let layout = try source.laidOut(scene: nil, device: device, orientation: job.orientation, storedRootSize: false)
            let stillBroken = LayoutChecks.restoreConstraintsThatHold(in: layout)
            c.findings = LayoutChecks.findings(in: layout, document: path, lines: doc.lines, verdict: doc.verdict, stillBroken: stillBroken)
        } catch {
            c.findings = [Finding(severity: .error, kind: "layout-failed", message: "\(error)", document: path)]
        }
        return JobResult(layout: c)
    }
}

/// A document opened once and laid out by many jobs (read only, so shared across threads): read,
/// its text calibrated and its element lines found once, not once per device.
struct OpenedDocument: @unchecked Sendable {
    let source: any LayoutSource
    let lines: [String: Int]
    /// What Xcode recorded about the document's canvas (nil for a YAML layout file).
    let verdict: XcodeVerdict?

    init(_ source: any LayoutSource) {
        self.source = (source as? IBDocument)?.calibratingText() ?? source
        lines = source.elementLines
        verdict = (source as? IBDocument)?.xcodeVerdict
    }

}
