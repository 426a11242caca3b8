import Trellis

/// Stage 6 of ``SceneBuilder/build(storedRootSize:canvas:)``, last: what the laid-out scene says
/// about the document, as diagnostics.
extension SceneBuilder {
    func check(_ top: View) {
        checkStoredFramesAgainstSafeAreaEdges()
        reportLayoutIssues(of: top)
    }

    /// Required view-edge = safe-area-edge constraints whose stored frames put the safe area
    /// outside its owner (``StoredFrameContradiction``).
    func checkStoredFramesAgainstSafeAreaEdges() {
        for check in safeAreaEdges {
            guard let contradiction = check.contradiction(in: result) else { continue }
            result.storedFrameContradictions.append(contradiction)
            result.diagnostics.append(Diagnostic(.warning, "stored-frame-contradiction", contradiction.message,
                                                 ids: [contradiction.constraintID, contradiction.viewID]))
        }
    }

    /// The engine's conflicts (`unsatisfiable`, an error, with the constraint it broke),
    /// ambiguities (warnings) and a solver stopped at its work limit (an error), naming the views
    /// concerned.
    func reportLayoutIssues(of top: View) {
        guard document.reportsLayoutIssues else { return }
        result.report(top.layoutIssues)
    }
}
