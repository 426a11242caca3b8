/// One claim about Xcode's canvas: what Interface Builder draws (and stores) for some elements
/// of documents saved by a range of Xcode releases. Every rule is a row of ``CanvasRule/table``;
/// the reader asks the row instead of comparing the document's tools version with a literal.
///
/// A rule needs evidence from at least two projects (agreeing and disagreeing elements counted
/// over the shared corpora; `trellis rules --evidence` recounts them), named in ``source``, or
/// an Apple source, named in ``appleSource``.
public struct CanvasRule: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// A stable name, used in docs/interface-builder.md and in `trellis rules`
    /// ("table.plainHeader50").
    public let id: String
    /// The Xcode releases whose canvas follows the rule.
    public let xcode: XcodeRange
    /// What an element must be for the rule to decide it, in words.
    public let condition: String
    /// What the canvas gives it, in words (the reader holds the number itself).
    public let value: String
    /// The documents (and, where counted, the agreeing and disagreeing elements) behind it.
    public let source: String
    /// An Apple document that states the value (its title and address, and the words that
    /// state it), or nil. A rule with one is sufficiently sourced even where the corpora
    /// show it in one project only: `trellis rules --evidence` does not flag it.
    public let appleSource: String?
    /// Whether the row says that Xcode's canvas is *not known* here (what one project shows is
    /// not a rule): the reader keeps what the document stored, or the device's own value, and
    /// says so with a `canvas-unknown` diagnostic (``unknownDiagnostic(ids:)``). Not a claim, so
    /// `trellis rules --evidence` does not flag it as of one project.
    public let unsettled: Bool

    public init(id: String, xcode: XcodeRange, condition: String, value: String, source: String, appleSource: String? = nil,
                unsettled: Bool = false) {
        self.id = id; self.xcode = xcode; self.condition = condition; self.value = value; self.source = source
        self.appleSource = appleSource; self.unsettled = unsettled
    }

    /// The diagnostic kind of an unsettled row's elements.
    public static let unknownKind = "canvas-unknown"

    /// The warning an ``unsettled`` row gives the elements it decides: which canvas behaviour is
    /// not known, for which Xcode releases, why, and what the reader does instead.
    public func unknownDiagnostic(ids: [String]) -> Diagnostic {
        Diagnostic(.warning, Self.unknownKind,
                   "Xcode's canvas is not known for \(condition) in toolsVersion \(xcode) (\(source)): \(value) [rule \(id)]", ids: ids)
    }

    /// Whether a document saved by `version` is drawn by this rule (see ``ToolsVersion`` for
    /// an unknown version).
    /// Inside ``CanvasRuleTrace/run(_:)`` a rule the trace leaves out never applies, and one
    /// that applies is recorded.
    public func applies(to version: ToolsVersion) -> Bool {
        guard xcode.contains(version) else { return false }
        guard let trace = CanvasRuleTrace.current else { return true }
        return trace.use(self)
    }

    public var description: String { "\(id) [\(xcode)]" }
}

/// A range of Xcode releases: from a tools version (inclusive) and before another (exclusive);
/// either bound may be open.
public struct XcodeRange: Sendable, Hashable, CustomStringConvertible {
    public let from: ToolsVersion?
    public let before: ToolsVersion?

    public init(from: ToolsVersion? = nil, before: ToolsVersion? = nil) {
        self.from = from; self.before = before
    }

    /// Every version (a rule of every Xcode).
    public static let always = XcodeRange()

    public func contains(_ v: ToolsVersion) -> Bool {
        (from.map { v >= $0 } ?? true) && (before.map { v < $0 } ?? true)
    }

    public var description: String {
        switch (from, before) {
        case (nil, nil): "any"
        case let (f?, nil): "\(f)…"
        case let (nil, b?): "…<\(b)"
        case let (f?, b?): "\(f)..<\(b)"
        }
    }
}
