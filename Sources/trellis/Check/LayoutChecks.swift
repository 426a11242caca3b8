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

    static func findings(in layout: IBLayout, document: String, lines: [String: Int], verdict: XcodeVerdict? = nil) -> [Finding] {
        var out: [Finding] = []
        let scale = layout.device.scale
        func add(_ severity: Finding.Severity, _ kind: String, _ message: String, _ id: String?) {
            let message = AutoLayoutFindings.onPixelGrid(message, scale: scale)
            let element = id ?? AutoLayoutFindings.element(in: message, lines: lines)
            out.append(Finding(severity: severity, kind: kind, message: message, document: document,
                               element: element, line: element.flatMap { lines[$0] }))
        }
        var entries: [String: IBLayout.Entry] = [:]
        for e in layout.entries where entries[e.id] == nil { entries[e.id] = e }
        let element: ((String) -> (name: String, superview: String?)?)? = verdict == nil ? nil : { id in
            entries[id].map { e in (e.elementName, e.superviewID.flatMap { entries[$0]?.elementName }) }
        }
        // Constraints still broken once those that hold at the final size are put back; a
        // conflict whose layout constraint was put back arose in an intermediate pass only:
        // UIKit, solving at the final size, would not log it.
        let stillBroken = Set(layout.roots.flatMap { $0.restoreBrokenConstraintsThatHold().map(\.description) })
        for d in layout.diagnostics {
            switch d.kind {
            case "unsatisfiable":
                if AutoLayoutFindings.wasPutBack(d.message, stillBroken: stillBroken) { continue }
                let (kind, severity) = AutoLayoutFindings.conflictKind(d.message, element: element)
                add(severity, kind, AutoLayoutFindings.explanation(ofConflictKind: kind) + d.message, d.ids.first)
            case "ambiguous":
                guard let (kind, severity) = AutoLayoutFindings.ambiguity(of: d.ids.first, verdict: verdict) else { continue }
                add(severity, kind, d.message + (kind == AutoLayoutFindings.unconfirmedAmbiguityKind
                    ? " Xcode's canvas does not mark it ambiguous (no ambiguous=\"YES\" in the document): Trellis may lack what Xcode knows of its content size." : ""),
                    d.ids.first)
            case "estimated-size":
                add(.note, d.kind, estimatedSizeMessage(d, layout), d.ids.first)
            case CanvasRule.unknownKind:
                // Not a problem of the document: what Trellis does not know of Xcode's canvas.
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

    /// The `estimated-size` note in words that fit what it names: the reader's "N text view(s) use
    /// the size Xcode stored…" names the elements by kind (`1 slider, 2 activity indicators`),
    /// since sliders and activity indicators are content-sized controls, not text. Other
    /// `estimated-size` messages (designables, fallback fonts) are kept.
    static func estimatedSizeMessage(_ d: Diagnostic, _ layout: IBLayout) -> String {
        guard let r = d.message.range(of: " text view(s) use the size Xcode stored as their intrinsic content size") else { return d.message }
        var order: [String] = []
        var counts: [String: Int] = [:]
        for id in d.ids {
            let name = layout.views[id].flatMap { layout.entry(for: $0)?.elementName } ?? "view"
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        let things = order.map { name -> String in
            let n = counts[name] ?? 0
            return "\(n) \(elementWords(name, plural: n != 1))"
        }
        let verb = d.ids.count == 1 ? "uses" : "use"
        return things.joined(separator: ", ") + " \(verb) the size Xcode stored as \(d.ids.count == 1 ? "its" : "their") intrinsic content size"
            + d.message[r.upperBound...].replacingOccurrences(of: "(their text is not measured)", with: "(Trellis does not measure \(d.ids.count == 1 ? "it" : "them"))")
    }

    /// `activityIndicatorView` → "activity indicator" (plural "activity indicators"; `switch` → "switches").
    static func elementWords(_ elementName: String, plural: Bool) -> String {
        let name = elementName == "activityIndicatorView" ? "activityIndicator" : elementName
        var words = ""
        for c in name {
            if c.isUppercase { words += " " + c.lowercased() } else { words.append(c) }
        }
        guard plural else { return words }
        return words + (words.hasSuffix("s") || words.hasSuffix("sh") || words.hasSuffix("ch") || words.hasSuffix("x") ? "es" : "s")
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
