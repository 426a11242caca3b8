import Foundation
import Trellis
import TrellisInterfaceBuilder

/// Auto Layout's issues on one layout as findings, with the severities UIKit and Xcode give them.
///
/// - `unsatisfiable` (error): required constraints UIKit cannot all satisfy on that device; it
///   breaks one and logs it, and Xcode's canvas shows the conflict in red.
/// - `stack-hiding-conflict` (warning): a conflict with a stack view's `UISV-hiding` constraint —
///   a hidden arranged view whose required width or height (or spacing) fights the stack view's
///   collapsing it to zero. UIKit logs it at run time and recovers by breaking a constraint; Xcode's
///   canvas shows nothing (the shared corpora hold 30 documents Xcode shows clean with one).
/// - `runtime-conflict` (warning): a conflict UIKit logs at run time that Xcode's canvas does
///   not show:
///   - with `UIView-Encapsulated-Layout-Width`/`-Height` of a cell — the row height UIKit gives
///     the cell at run time; Xcode's canvas draws the cell at its stored size;
///   - resolved by breaking a required content hugging or compression resistance (priority
///     1000) against an explicit size: UIKit names the content-size constraint in its log;
///     Xcode's canvas keeps the explicit constraint silently — the stored frame follows it
///     (SoundFonts Effects.storyboard: a button compression-resistant at 1000, intrinsically 33
///     high, stored 25 high by `height == 25`; pocket-casts NowPlayingPlayerItemViewController.xib:
///     a label 14.5 high by its font, stored 13 high by `height == 13`), no view flagged; 12
///     documents Xcode shows clean in the shared corpora have one;
///   - on the design device, a conflict Xcode's canvas does not have: the document laid out as
///     the canvas shows it (stored root sizes — freeform or simulated metrics — and the canvas's
///     rules) satisfies every required constraint (see ``DocumentFindings``; in the corpora, 5
///     findings in 4 clean documents, none in flagged ones, all from a root taking the device's
///     full screen).
/// - `ambiguous` (error): a view Xcode marks `ambiguous="YES"` (reported once per document, from
///   the design canvas), or, in a YAML layout file (no Xcode verdict), a view whose position or
///   size its constraints leave open.
/// - `ambiguous-unconfirmed` (warning): an ambiguity Trellis finds in a view Xcode does not mark
///   ambiguous in a document it saved — Xcode knows what Trellis only estimates (a designable's
///   size, a placeholder's intrinsic size, a control's content), so its saved verdict wins; a view
///   whose "Ambiguity" setting is "Never Verify" (`verifyAmbiguity="ignoreAll"`) or "Verify
///   Position Only" (`"ignoreSizes"`, Xcode not flagging it) is not reported.
enum AutoLayoutFindings {
    static let stackHidingKind = "stack-hiding-conflict"
    static let runtimeConflictKind = "runtime-conflict"
    static let unconfirmedAmbiguityKind = "ambiguous-unconfirmed"

    /// The element name of a view and of its superview (nil for a root): what a conflict's
    /// kind reads of a storyboard's or xib's views.
    typealias ElementNames = (View) -> (name: String, superview: String?)?

    /// The kind and severity of a conflict (`unsatisfiable` diagnostic), from what made the
    /// constraints of its minimal conflicting set (``LayoutIssue/Part``, the broken one last).
    /// - Parameter element: the element names of a view and its superview (a storyboard's or
    ///   xib's layout; nil for a YAML layout file, whose constraints are all its own).
    static func conflictKind(_ parts: [LayoutIssue.Part], element: ElementNames? = nil) -> (kind: String, severity: Finding.Severity) {
        if parts.contains(where: { if case let .constraint(c) = $0 { c.identifier == "UISV-hiding" } else { false } }) {
            return (stackHidingKind, .warning)
        }
        if let element, sizesATablePart(parts, element) || translatesAutoresizingMaskOfASubview(parts, element) {
            return (runtimeConflictKind, .warning)
        }
        switch parts.last {
        case .contentHugging?, .compressionResistance?: return (runtimeConflictKind, .warning)
        default: break
        }
        // A root other than a window held at its size: a cell laid out at its row's size
        // (UIKit's `UIView-Encapsulated-Layout-Height` of a cell).
        if parts.contains(where: { if case let .rootSize(view, _) = $0 { !(view is Window) } else { false } }) {
            return (runtimeConflictKind, .warning)
        }
        return ("unsatisfiable", .error)
    }

    /// The conflict's broken layout constraint is not among those still broken (`stillBroken`,
    /// ``LayoutChecks/restoreConstraintsThatHold(in:)``): it arose in an intermediate pass and
    /// the engine put the constraint back once it held. A conflict broken at an autoresizing
    /// mask, a content size or a guide is kept (those are not layout constraints).
    static func wasPutBack(_ parts: [LayoutIssue.Part], stillBroken: Set<ObjectIdentifier>) -> Bool {
        guard case let .constraint(broken)? = parts.last else { return false }
        return !stillBroken.contains(ObjectIdentifier(broken))
    }

    /// The table parts UIKit sizes itself at run time: cells and their content views, and the
    /// table's header and footer views.
    static let tableParts: Set<String> = ["tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionReusableView"]

    /// The conflict holds a constraint without an identifier — one the reader made, never one of
    /// the document (Interface Builder gives each its id) — sizing a table part: a cell's row
    /// height, its content view's height (the cell's less the separator), a header's or footer's
    /// height (UIKit's `UIView-Encapsulated-Layout-Height`, or the frame it sets).
    static func sizesATablePart(_ parts: [LayoutIssue.Part], _ element: ElementNames) -> Bool {
        parts.contains { part in
            guard case let .constraint(c) = part, c.identifier == nil, c.firstAttribute == .height || c.firstAttribute == .width,
                  let view = c.firstItem as? View, let e = element(view) else { return false }
            return tableParts.contains(e.name) || e.superview == "tableView"
        }
    }

    /// The conflict holds the autoresizing mask of a view inside another (not a top-level view,
    /// whose size the screen or the canvas gives) that the document's constraints also place:
    /// the document does not say `translatesAutoresizingMaskIntoConstraints="NO"` for it, so UIKit
    /// turns its mask into constraints at run time; Xcode's canvas lays it out by its constraints
    /// (WSDOT Ferries.storyboard and TrafficMap.storyboard, toolsVersion 23727: an image view
    /// pinned to its cell's margins, no view flagged).
    static func translatesAutoresizingMaskOfASubview(_ parts: [LayoutIssue.Part], _ element: ElementNames) -> Bool {
        parts.contains { part in
            guard case let .autoresizingMask(view) = part, let e = element(view) else { return false }
            return e.superview != nil
        }
    }

    /// Whether a conflict is **certain**: every constraint of its minimal conflicting set is a
    /// document constraint (an identifier of the document, not one UIKit makes) between views
    /// — or on one view — on edges, centres, sizes or margins, or the layout margins of a view
    /// whose margins are its own (``IBLayout/hasOwnLayoutMargins(_:)``: the document's or UIKit's
    /// default 8; not a top-level view's, a table part's, or grown by the safe area or the
    /// superview's margins).
    /// No intrinsic content size, text, baseline, autoresizing mask, root or cell size, safe
    /// area or stack arrangement takes part: only constants, multipliers and edges, the same on
    /// Xcode's canvas as in UIKit. Such a set has no solution whatever the views' sizes, so the
    /// canvas cannot satisfy it either and shows the conflict in red (Xcode saves no flag for a
    /// conflict). dji-sdk DJISDKSwiftDemo Main.storyboard: `leading == leading + 15`,
    /// `trailing == trailing + 16` and `centerX == centerX` of one view in another, 0.5 point
    /// apart at every width; WSDOT TravelerInformation.storyboard: `leading == leadingMargin +
    /// 12`, `trailing == trailingMargin`, `centerX == centerX` in a scroll view with 8-point
    /// margins, 6 points apart at every width.
    /// - Parameters:
    ///   - isDocumentView: whether the document made the view (the layout has an entry for it).
    ///   - hasOwnMargins: whether the view's layout margins are its own (``IBLayout/hasOwnLayoutMargins(_:)``).
    static func isCertain(_ parts: [LayoutIssue.Part], isDocumentView: (View) -> Bool, hasOwnMargins: (View) -> Bool) -> Bool {
        guard !parts.isEmpty else { return false }
        let readable: Set<LayoutAttribute> = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY]
        return parts.allSatisfy { part in
            switch part {
            case let .constraint(c):
                guard let id = c.identifier, !id.hasPrefix("UI"), c.priority.isRequired,
                      let first = c.firstItem as? View, isDocumentView(first),
                      readable.contains(c.firstAttribute.withoutMargins) else { return false }
                guard let second = c.secondItem else { return true }
                guard let view = second as? View, isDocumentView(view) else { return false }
                return readable.contains(c.secondAttribute.withoutMargins)
            case let .layoutMargins(view):
                return isDocumentView(view) && hasOwnMargins(view)
            default:
                return false
            }
        }
    }

    /// The view a conflict's part is about: a layout constraint's first view, the view of a
    /// mask, a content size, margins or a root size, a guide's owning view.
    static func view(of part: LayoutIssue.Part) -> View? {
        switch part {
        case let .constraint(c): (c.firstItem as? View) ?? (c.secondItem as? View)
        case let .autoresizingMask(v), let .contentHugging(v, _), let .compressionResistance(v, _), let .layoutMargins(v), let .rootSize(v, _): v
        case let .guide(g): g.owningView
        case .engine: nil
        }
    }

    /// The words a conflict's kind adds to UIKit's message.
    static func explanation(ofConflictKind kind: String) -> String {
        switch kind {
        case stackHidingKind:
            return "UIKit logs this at run time, when the stack view hides the view, and breaks a constraint; Xcode's canvas does not show it: "
        case runtimeConflictKind:
            return "UIKit logs this at run time, with the cell at that size; Xcode's canvas, which draws the cell at its stored size, does not show it: "
        default: return ""
        }
    }

    /// An ambiguity Trellis found in the view `id`: nil when it is not reported (the view's
    /// "Ambiguity" setting, or Xcode flags it — then the design canvas reports it once), else
    /// the kind and severity.
    static func ambiguity(of id: String?, verdict: XcodeVerdict?) -> (kind: String, severity: Finding.Severity)? {
        guard let verdict else { return ("ambiguous", .error) }
        guard let id else { return (unconfirmedAmbiguityKind, .warning) }
        if verdict.ambiguousIDs.contains(id) { return nil }
        if verdict.ambiguityVerification[id] != nil { return nil }
        return (unconfirmedAmbiguityKind, .warning)
    }

    /// Xcode's own ambiguity flags, as errors of the design canvas: each view the document marks
    /// `ambiguous="YES"`, with the axes Trellis finds undetermined there when it finds them.
    static func flaggedAmbiguity(_ canvas: IBLayout, verdict: XcodeVerdict, document: String, lines: [String: Int]) -> [Finding] {
        var axes: [String: String] = [:]
        for d in canvas.diagnostics where d.kind == "ambiguous" {
            guard let id = d.ids.first, let view = d.views.first else { continue }
            axes[id] = view.ambiguousAxes.map(\.rawValue).joined(separator: " and ")
        }
        return verdict.ambiguousIDs.map { id in
            let element = canvas.entries.first { $0.id == id }?.elementName ?? "view"
            let found = axes[id].map { $0.isEmpty ? "" : "; Trellis finds its \($0) position or size undetermined" } ?? ""
            return Finding(severity: .error, kind: "ambiguous",
                           message: "Ambiguous layout: Xcode marks \(element) \(id) ambiguous (ambiguous=\"YES\" in the document)\(found)",
                           document: document, element: id, line: lines[id])
        }
    }

    /// A number printed with more decimals than the device's pixel grid holds (`22.333333333333332`
    /// at 3× becomes `22.33`): every run of digits with four or more decimals in `text`; a
    /// multiplier (after `*`) is a ratio and keeps four decimals (`0.3333`).
    static func onPixelGrid(_ text: String, scale: Double) -> String {
        guard text.contains(".") else { return text }
        var out = "", i = text.startIndex
        while i < text.endIndex {
            if text[i].isNumber {
                var j = i
                while j < text.endIndex, text[j].isNumber { j = text.index(after: j) }
                if j < text.endIndex, text[j] == ".", text.index(after: j) < text.endIndex, text[text.index(after: j)].isNumber {
                    var k = text.index(after: j)
                    while k < text.endIndex, text[k].isNumber { k = text.index(after: k) }
                    let decimals = text.distance(from: text.index(after: j), to: k)
                    let isMultiplier = out.reversed().first { $0 != " " } == "*"
                    if decimals >= 4, let value = Double(text[i..<k]) {
                        // A multiplier is a ratio, not a length: four decimals.
                        out += isMultiplier ? Report.number((value * 10_000).rounded() / 10_000) : Report.pixelText(value, scale: scale)
                    } else {
                        out += text[i..<k]
                    }
                    i = k
                    continue
                }
                out += text[i..<j]
                i = j
                continue
            }
            out.append(text[i])
            i = text.index(after: i)
        }
        return out
    }

    /// The document id a finding without an element is about: the first id of the document
    /// named in the broken constraint (after "broke"), else in the whole message.
    static func element(in message: String, lines: [String: Int]) -> String? {
        func firstID(_ s: Substring) -> String? {
            s.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
                .lazy.map(String.init).first { lines[$0] != nil }
        }
        // Constraint ids are quoted (`<LayoutConstraint 'w80' kid.width == 80>`): views first.
        let unquoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
        if let r = unquoted.range(of: "; broke "), let id = firstID(unquoted[r.upperBound...]) { return id }
        return firstID(unquoted[...]) ?? firstID(message[...])
    }
}
