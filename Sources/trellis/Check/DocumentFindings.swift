/// What a document's layouts found, reported once per cause: an ambiguity belongs to the
/// document's constraints, not to a device, and a conflict that already breaks on the design
/// device is the same conflict on every other device.
enum DocumentFindings {
    /// Kinds of conflicts (a required constraint broken).
    static let conflictKinds: Set<String> = ["unsatisfiable", AutoLayoutFindings.stackHidingKind, AutoLayoutFindings.runtimeConflictKind]
    /// Kinds of ambiguity (a view's frame left open by its constraints).
    static let ambiguityKinds: Set<String> = ["ambiguous", AutoLayoutFindings.unconfirmedAmbiguityKind]
    /// What an ambiguous view's frame shows that its ambiguity already says.
    static let consequencesOfAmbiguity: Set<String> = ["zero-size", "outside-screen", "outside-superview", "misplaced"]

    /// Keeps, in one document's cases (`indices`, in report order):
    /// - for a view with an ambiguity, that alone (not its `zero-size`, `outside-*` or `misplaced`);
    /// - each ambiguity once per view: in the design case when it is there, else the first case;
    /// - each conflict of the design case there only; a conflict that breaks on another device
    ///   but not on the design device in each case it breaks in, saying so.
    /// - a conflict of the design case that Xcode's canvas (the stored root sizes, the canvas's
    ///   rules) does not have as a `runtime-conflict` warning: the canvas does not show it (in the
    ///   corpora it comes from a root taking the device's whole screen where the document stores
    ///   another size).
    /// - Parameters:
    ///   - design: the design device's case (default content size), when it was asked for.
    ///   - canvasConflicts: the conflicts of the document laid out as Xcode's canvas shows it
    ///     (``conflictKey(_:)``); nil when it could not be laid out.
    ///   - unverified: views whose ambiguity Xcode is told not to verify (`verifyAmbiguity`): their
    ///     frames are the app's business, like an ambiguous view's.
    ///   - flaggedMisplaced: views Xcode marks `misplaced="YES"`: their `misplaced` finding stays.
    static func reportOnce(_ cases: inout [CheckCase], _ indices: [Int], design: Int?, canvasConflicts: Set<String>? = nil,
                           unverified: Set<String> = [], flaggedMisplaced: Set<String> = []) {
        let walk = (design.map { [$0] } ?? []) + indices.filter { $0 != design }
        // A view whose frame its constraints leave open is reported as that, not again as
        // collapsed, off screen or misplaced where the solver happened to put it.
        let ambiguous = unverified.union(indices.flatMap { cases[$0].findings.filter { ambiguityKinds.contains($0.kind) }.compactMap(\.element) })
        for i in indices where !ambiguous.isEmpty {
            cases[i].findings.removeAll { f in
                guard consequencesOfAmbiguity.contains(f.kind), let id = f.element, ambiguous.contains(id) else { return false }
                return !(f.kind == "misplaced" && flaggedMisplaced.contains(id))
            }
        }
        var ambiguities = Set<String>(), designConflicts = Set<String>()
        let designName = design.map { cases[$0].name }
        for i in walk {
            var seenHere = Set<String>()
            cases[i].findings = cases[i].findings.compactMap { f in
                if ambiguityKinds.contains(f.kind) {
                    return ambiguities.insert(f.element ?? f.message).inserted ? f : nil
                }
                guard conflictKinds.contains(f.kind) else { return f }
                let key = conflictKey(f.message)
                guard seenHere.insert(key).inserted else { return nil }
                if i == design {
                    designConflicts.insert(key)
                    if f.kind == "unsatisfiable", let canvas = canvasConflicts, !canvas.contains(key) {
                        var g = f
                        g.kind = AutoLayoutFindings.runtimeConflictKind
                        g.severity = .warning
                        g.message = "UIKit logs this at run time; Xcode's canvas (the document at its stored root size, with the canvas's rules) has no such conflict: " + f.message
                        return g
                    }
                    return f
                }
                if designConflicts.contains(key) { return nil }
                guard let designName else { return f }
                var g = f
                g.message += " (not on the design device, \(designName), where these constraints hold together)"
                return g
            }
        }
    }

    /// A conflict without its numbers (constants differ from one device to the next): the
    /// constraints it names and the one broken.
    static func conflictKey(_ message: String) -> String {
        String(message.filter { !$0.isNumber && $0 != "." })
    }
}
