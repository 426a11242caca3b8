import Trellis

extension SceneBuilder {
    /// Xcode's canvas stores hidden arranged views at their own lengths, not UIKit's 0
    /// (docs/interface-builder.md, "Hidden arranged views"): on the canvas a stack's zero length
    /// of a hidden view drops to priority 1, below every content priority, so it only decides a
    /// length nothing else does and leaves no hidden view ambiguous.
    static let canvasHiddenArrangedViewLengthPriority = LayoutPriority(1)

    /// `<stackView>`: `UIStackView` with its axis, distribution, alignment, spacing and arrangement flags.
    func readStackView(_ e: XMLTree, id: String) -> StackView {
        let stack = StackView()
        stack.axis = LayoutAxis(stackDocumentName: value(e, "axis"))
        if let d = value(e, "distribution") {
            if let value = StackView.Distribution(documentName: d) { stack.distribution = value } else {
                result.diagnostics.append(Diagnostic(.warning, "unsupported", "stack view distribution '\(d)' read as fill", ids: [id]))
            }
        }
        if let a = value(e, "alignment") {
            if let value = StackView.Alignment(documentName: a) { stack.alignment = value } else {
                result.diagnostics.append(Diagnostic(.warning, "unsupported", "stack view alignment '\(a)' read as fill", ids: [id]))
            }
        }
        stack.spacing = e["spacingType"] == "standard" ? 8 : (value(e, "spacing").flatMap(Double.init) ?? 0)
        if !e.children(named: "variation").isEmpty { variations.stacks.append(.init(element: e, view: stack)) }
        stack.isBaselineRelativeArrangement = e["baselineRelativeArrangement"] == "YES"
        stack.isLayoutMarginsRelativeArrangement = arrangesInsideStoredMargins(e)
        if simulatesCanvas { stack.hiddenArrangedViewLengthPriority = SceneBuilder.canvasHiddenArrangedViewLengthPriority }
        // Interface Builder's stack views have zero layout margins unless the document sets
        // them (corpus: constraints to a stack view's leadingMargin give the stored frames
        // only with 0, NowPlayingPlayerItemViewController.xib); explicit margins are read by makeView.
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        return stack
    }
}
