import Trellis
import TrellisInterfaceBuilder

/// What `check` looks for in one layout. Each finding names its document, element id and line.
///
/// - The layout's diagnostics: conflicts and ambiguity with the kinds and severities of
///   ``AutoLayoutFindings`` (an error where Xcode's canvas shows one; a warning where UIKit logs a
///   conflict at run time that the canvas does not show, or Trellis finds an ambiguity Xcode did
///   not save); Trellis's own limits (`estimated-size`) are notes; the rest keep their severity.
///   Lengths in messages are on the device's pixel grid; a finding without a view of its own takes
///   the view its broken constraint names.
/// - Geometry on the device, for a visible view whose stored frame was fine in the document (a
///   view designed half outside its superview is not reported): `outside-screen` (past the
///   window's or the top-level view's bounds), `outside-superview`, `zero-size`. Views inside a
///   scroll, table or collection view are not checked for position (their content scrolls).
/// - `text-clipped`: a label or button whose text needs more room than its frame gives
///   (single-line width, or height).
/// - `misplaced` (``misplaced(_:document:lines:)``): on the design device, at the stored root size,
///   frames more than 1 pt from those Xcode stored (Xcode's "Misplaced Views" warning).
enum LayoutChecks {
    /// Points of overflow tolerated (half a point: pixel rounding at 2× and 3×).
    static let tolerance = 0.5

    /// Puts back the broken constraints that hold at the layout's final size
    /// (``View/restoreBrokenConstraintsThatHold()``) and returns those still broken — the step
    /// before ``findings(in:document:lines:verdict:stillBroken:)``, which reads the layout without
    /// changing it. A constraint broken while a root still had another size stays broken in the
    /// engine after the root takes the device's size, though it holds there; UIKit, solving at
    /// the final size, would not log its conflict.
    static func restoreConstraintsThatHold(in layout: IBLayout) -> Set<ObjectIdentifier> {
        Set(layout.roots.flatMap { $0.restoreBrokenConstraintsThatHold().map(ObjectIdentifier.init) })
    }

    /// - Parameter stillBroken: the layout constraints broken after
    ///   ``restoreConstraintsThatHold(in:)``; a conflict whose broken layout constraint is not among
    ///   them arose in an intermediate pass only and is not reported. Nil: every conflict is.
    static func findings(in layout: IBLayout, document: String, lines: [String: Int], verdict: XcodeVerdict? = nil,
                         stillBroken: Set<ObjectIdentifier>? = nil) -> [Finding] {
        var out: [Finding] = []
        let scale = layout.device.scale
        func add(_ severity: Finding.Severity, _ kind: String, _ message: String, _ id: String?, conflict: Finding.Conflict? = nil) {
            let message = AutoLayoutFindings.onPixelGrid(message, scale: scale)
            let element = id ?? AutoLayoutFindings.element(in: message, lines: lines)
            out.append(Finding(severity: severity, kind: kind, message: message, document: document,
                               element: element, line: element.flatMap { lines[$0] }, conflict: conflict))
        }
        var entries: [String: IBLayout.Entry] = [:]
        for e in layout.entries where entries[e.id] == nil { entries[e.id] = e }
        let element: AutoLayoutFindings.ElementNames? = verdict == nil ? nil : { view in
            layout.entry(for: view).map { e in (e.elementName, e.superviewID.flatMap { entries[$0]?.elementName }) }
        }
        for d in layout.diagnostics {
            switch d.kind {
            case "unsatisfiable":
                if let stillBroken, AutoLayoutFindings.wasPutBack(d.conflict, stillBroken: stillBroken) { continue }
                let (kind, severity) = AutoLayoutFindings.conflictKind(d.conflict, element: element)
                // Only `--against-xcode` (a verdict to compare with) reads the conflict's constraints.
                let conflict = verdict == nil ? nil : Finding.Conflict(
                    constraints: d.conflict.compactMap { part -> ConstraintReference? in
                        if case let .constraint(c) = part { return layout.reference(to: c) } else { return nil }
                    },
                    isCertain: AutoLayoutFindings.isCertain(
                        d.conflict, isDocumentView: { layout.entry(for: $0) != nil }, hasOwnMargins: layout.hasOwnLayoutMargins))
                // Without views of its own (broken at a content size, a mask, a guide), the
                // conflict is about the document view its broken part names, else the nearest one.
                let element = d.ids.first ?? d.conflict.reversed().lazy.compactMap { AutoLayoutFindings.view(of: $0) }
                    .compactMap { layout.entry(for: $0)?.id }.first
                add(severity, kind, AutoLayoutFindings.explanation(ofConflictKind: kind) + d.message, element, conflict: conflict)
            case "ambiguous":
                guard let (kind, severity) = AutoLayoutFindings.ambiguity(of: d.ids.first, verdict: verdict) else { continue }
                add(severity, kind, d.message + (kind == AutoLayoutFindings.unconfirmedAmbiguityKind
                    ? " Xcode's canvas does not mark it ambiguous (no ambiguous=\"YES\" in the document): Trellis may lack what Xcode knows of its content size." : ""),
                    d.ids.first)
            case "estimated-size", CanvasRule.unknownKind:
                // A note: an estimate, or what Trellis does not know of Xcode's canvas (not a
                // problem of the document).
                add(.note, d.kind, d.message, d.ids.first)
            default:
                add(d.severity == .error ? .error : .warning, d.kind, d.message, d.ids.first)
            }
        }
        let byID = entries
        func text(_ r: Rect) -> String { Report.frameText(r, scale: scale) }
        func text(_ s: Size) -> String { "\(Report.pixelText(s.width, scale: scale))×\(Report.pixelText(s.height, scale: scale))" }
        // A view outside the screen is reported, not each of its subviews with it.
        var outside = Set<String>()
        for e in layout.entries where e.superviewID != nil && !isHiddenInTree(e.view) {
            let frame = e.view.frame
            let name = "\(e.elementName) \(e.id)"
            if let stored = e.storedFrame, stored.width > 0, stored.height > 0, frame.width <= 0 || frame.height <= 0 {
                add(.warning, "zero-size", "\(name) is \(text(frame.size)) on this device (stored \(text(stored.size)))", e.id)
                continue
            }
            if let (needed, has) = clippedText(e.view) {
                add(.warning, "text-clipped", "\(name) needs \(text(needed)) for its text, has \(text(has))", e.id)
            }
            guard !scrolls(e, byID), !outside.contains(e.superviewID ?? "") else { continue }
            if let container = e.view.window ?? rootView(of: e.view) {
                let inContainer = e.view.superview.map { $0.convert(frame, to: container) } ?? frame
                let storedInRoot = storedFrameInRoot(e, byID)
                let rootSize = storedRootSize(e, byID)
                if !contains(container.bounds, inContainer),
                   let s = storedInRoot, let r = rootSize, contains(Rect(origin: .zero, size: r), s) {
                    add(.warning, "outside-screen", "\(name) at \(text(inContainer)) in window coordinates is outside the \(container is Window ? "screen" : "top-level view") \(text(container.bounds))", e.id)
                    outside.insert(e.id)
                    continue
                }
            }
            if let parent = e.view.superview, !contains(parent.bounds, frame),
               let stored = e.storedFrame, let parentStored = e.superviewID.flatMap({ byID[$0]?.storedFrame }),
               contains(Rect(origin: .zero, size: parentStored.size), stored) {
                add(.warning, "outside-superview", "\(name) at \(text(frame)) is outside its superview \(e.superviewID ?? "") \(text(parent.bounds))", e.id)
            }
        }
        return out
    }

    /// The `stored-frame-contradiction` warnings of the design canvas (the layout on the design
    /// device at the stored root size): the stored frames are the document's, checked once per
    /// document, not on each layout.
    static func storedFrameFindings(_ canvas: IBLayout, document: String, lines: [String: Int]) -> [Finding] {
        canvas.diagnostics.filter { $0.kind == "stored-frame-contradiction" }.map { d in
            let message = AutoLayoutFindings.onPixelGrid(d.message, scale: canvas.device.scale)
            let element = d.ids.first
            return Finding(severity: .warning, kind: d.kind, message: message, document: document,
                           element: element, line: element.flatMap { lines[$0] })
        }
    }

    /// Xcode's misplaced views: the layout on the design device at the stored root size against
    /// the stored frames.
    static func misplaced(_ canvas: IBLayout, document: String, lines: [String: Int]) -> [Finding] {
        canvas.fidelity().mismatches.map { m in
            Finding(severity: .warning, kind: "misplaced",
                    message: "\(m.elementName) \(m.id): frame in the document \(Report.frameText(m.stored, scale: canvas.device.scale)), constraints give \(Report.frameText(m.solved, scale: canvas.device.scale)) on the design device",
                    document: document, element: m.id, line: lines[m.id])
        }
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
            && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
    }

    static func isHiddenInTree(_ view: View) -> Bool {
        var v: View? = view
        while let current = v {
            if current.isHidden { return true }
            v = current.superview
        }
        return false
    }

    static func rootView(of view: View) -> View? {
        var v = view
        while let parent = v.superview { v = parent }
        return v === view ? nil : v
    }

    /// Inside a scroll, table or collection view (at any depth): its place is the content's.
    static func scrolls(_ e: IBLayout.Entry, _ byID: [String: IBLayout.Entry]) -> Bool {
        var parent = e.superviewID.flatMap { byID[$0] }
        while let p = parent {
            if p.scrollsItsSubviews { return true }
            parent = p.superviewID.flatMap { byID[$0] }
        }
        return false
    }

    /// The stored frame in the top-level view's stored coordinates (stored origins added up).
    static func storedFrameInRoot(_ e: IBLayout.Entry, _ byID: [String: IBLayout.Entry]) -> Rect? {
        guard var frame = e.storedFrame else { return nil }
        var parent = e.superviewID.flatMap { byID[$0] }
        while let p = parent, p.superviewID != nil {
            guard let pf = p.storedFrame else { return nil }
            frame.origin.x += pf.minX; frame.origin.y += pf.minY
            parent = p.superviewID.flatMap { byID[$0] }
        }
        return frame
    }

    static func storedRootSize(_ e: IBLayout.Entry, _ byID: [String: IBLayout.Entry]) -> Size? {
        var current = e
        while let p = current.superviewID.flatMap({ byID[$0] }) { current = p }
        return current.storedFrame?.size
    }

    /// The size a label's or button's text needs and the size it has, when the text does not fit.
    static func clippedText(_ view: View) -> (needed: Size, has: Size)? {
        let hasText: Bool
        var singleLine = true
        if let label = view as? Label {
            hasText = !(label.text ?? "").isEmpty
            singleLine = label.numberOfLines == 1
        } else if let button = view as? Button {
            hasText = !(button.title ?? "").isEmpty
        } else {
            return nil
        }
        guard hasText else { return nil }
        let needed = view.intrinsicContentSize, frame = view.frame.size
        let tooNarrow = singleLine && needed.width != View.noIntrinsicMetric && needed.width > frame.width + tolerance
        let tooShort = needed.height != View.noIntrinsicMetric && needed.height > frame.height + tolerance
        guard tooNarrow || tooShort else { return nil }
        return (needed, frame)
    }
}
