import Foundation
import Trellis

/// The canvas rules a layout used, or a layout without some of them: how `trellis rules
/// --evidence` finds the elements each rule decides. Work done inside ``run(_:)`` (in this task)
/// records every ``CanvasRule`` that applied, and treats the rules of ``leftOut`` as not applying.
///
/// ```swift
/// let trace = CanvasRuleTrace()
/// let f = try trace.run { try doc.fidelity() }
/// trace.used                      // ["table.plainHeader50", …]
/// ```
public final class CanvasRuleTrace: @unchecked Sendable {
    /// Ids of the rules this trace leaves out.
    public let leftOut: Set<String>
    private let lock = NSLock()
    private var usedIDs: Set<String> = []

    public init(leftOut: Set<String> = []) { self.leftOut = leftOut }

    /// Ids of the rules that applied (those left out excepted).
    public var used: Set<String> { lock.withLock { usedIDs } }

    /// Runs `work` with this trace in effect for the current task.
    public func run<T, E: Error>(_ work: () throws(E) -> T) throws(E) -> T {
        let result: Result<T, E> = Self.$current.withValue(self) {
            do throws(E) { return .success(try work()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    @TaskLocal static var current: CanvasRuleTrace?

    func use(_ rule: CanvasRule) -> Bool {
        if leftOut.contains(rule.id) { return false }
        lock.withLock { _ = usedIDs.insert(rule.id) }
        return true
    }
}

/// What one canvas rule decides in one document: the framed elements whose frame changes when
/// the document is laid out without the rule, each compared with its stored frame with and
/// without it.
public struct CanvasRuleEvidence: Sendable {
    /// One element the rule decides.
    public struct Element: Sendable {
        public let id: String
        public let elementName: String
        /// Within ``Fidelity/tolerance`` of the stored frame with the rule.
        public let within: Bool
        /// Within the tolerance without it.
        public let withinWithout: Bool
    }
    public let rule: CanvasRule
    public let elements: [Element]
}

extension IBDocument {
    /// For every rule the design-canvas layout uses (``fidelity()``), the elements it decides:
    /// the document is laid out once more without each rule, and every framed element whose
    /// solved frame moves (or that is laid out in one layout and missed in the other) is one.
    /// A rule that applies but moves nothing is listed with no elements. With `only`, just the
    /// rules of those ids are left out in turn (the others are not counted).
    public func canvasRuleEvidence(only: Set<String>? = nil) throws(InterfaceBuilderError) -> (fidelity: Fidelity, rules: [CanvasRuleEvidence]) {
        let trace = CanvasRuleTrace()
        let base = try trace.run { () throws(InterfaceBuilderError) in try fidelity() }
        let solved = Dictionary(base.comparisons.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var result: [CanvasRuleEvidence] = []
        for rule in CanvasRule.table where trace.used.contains(rule.id) && only.map({ $0.contains(rule.id) }) ?? true {
            let without = try CanvasRuleTrace(leftOut: [rule.id]).run { () throws(InterfaceBuilderError) in try fidelity() }
            var elements: [CanvasRuleEvidence.Element] = []
            var seen = Set<String>()
            for c in without.comparisons {
                seen.insert(c.id)
                if let b = solved[c.id] {
                    guard !Self.sameFrame(b.solved, c.solved) else { continue }
                    elements.append(.init(id: c.id, elementName: c.elementName, within: b.isWithinTolerance, withinWithout: c.isWithinTolerance))
                } else {
                    elements.append(.init(id: c.id, elementName: c.elementName, within: false, withinWithout: c.isWithinTolerance))
                }
            }
            for b in base.comparisons where !seen.contains(b.id) {
                elements.append(.init(id: b.id, elementName: b.elementName, within: b.isWithinTolerance, withinWithout: false))
            }
            result.append(CanvasRuleEvidence(rule: rule, elements: elements))
        }
        return (base, result)
    }

    private static func sameFrame(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }
}
