import Trellis

extension SceneBuilder {
    /// Xcode's canvas stores a hidden arranged view at the length its required constraints give,
    /// not UIKit's 0 (docs/interface-builder.md, "Rules found in the corpora"), and at 0 where
    /// only priorities below required would give it one (its content hugging and compression
    /// resistance): on the canvas a stack's zero length of a hidden view is at priority 999, just
    /// below required (``CanvasRule/stackHiddenLength999``), not UIKit's 1000. It was read as
    /// priority 1 (a length nothing else decides) before branch current. zotero's hidden views held
    /// by required constraints (24 and 14.5 high), OsmAnd's 30-point rows and zotero ItemCell's
    /// image view with a required compression resistance keep their lengths; MixinNetwork Home's
    /// hidden image views and 20-point placeholder view, AU-COVIDSafe SettingsView's hidden labels
    /// and Amaroq Main's are stored 0 long. Of the 110 hidden arranged views of the three corpora
    /// and the pairs' B documents, 80 are within 1 point at 999 and 59 at 1: 21 more, none fewer.
    static let canvasHiddenArrangedViewLengthPriority = LayoutPriority(999)

    /// On Xcode's canvas the hidden arranged views that follow the only visible view of a
    /// vertical stack are stored at the stack's top, not at that view's bottom
    /// (docs/interface-builder.md, "Rules found in the corpora"): every such case of the three
    /// corpora and both pair sets, 9 projects (Xcode 10–16.0), none against; horizontal stacks
    /// are split (2 projects each way) and keep UIKit's place.
    static let canvasHiddenViewsAfterOnlyVisibleViewAtStartAxis = LayoutAxis.vertical

    /// `<stackView>`: `UIStackView` with its ``StackViewAttributes`` (axis, distribution,
    /// alignment, spacing for the scene's size classes, baseline-relative arrangement) and
    /// whether it arranges inside its layout margins (``arrangesInsideStoredMargins(_:shared:)``).
    func readStackView(_ e: XMLTree, _ a: StackViewAttributes, shared: ViewAttributes) -> StackView {
        let stack = StackView()
        SceneBuilder.arrange(stack, as: a)
        if a.hasVariations { variations.stacks.append(.init(element: e, view: stack)) }
        stack.isBaselineRelativeArrangement = a.isBaselineRelativeArrangement
        stack.isLayoutMarginsRelativeArrangement = SceneBuilder.arrangesInsideStoredMargins(a, shared: shared)
        if simulatesCanvas {
            if CanvasRule.stackHiddenLength999.applies(to: document.tools) {
                stack.hiddenArrangedViewLengthPriority = SceneBuilder.canvasHiddenArrangedViewLengthPriority
            }
            if CanvasRule.stackHiddenAfterOnlyVisibleAtTop.applies(to: document.tools) {
                stack.hiddenViewsAfterOnlyVisibleViewAtStartAxis = SceneBuilder.canvasHiddenViewsAfterOnlyVisibleViewAtStartAxis
            }
        }
        // Interface Builder's stack views have zero layout margins unless the document sets
        // them (corpus: constraints to a stack view's leadingMargin give the stored frames
        // only with 0, NowPlayingPlayerItemViewController.xib); explicit margins are read by makeView.
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        return stack
    }

    /// Sets what a `<variation>` may change of a stack view (``StackViewAttributes``): its
    /// axis, distribution, alignment and spacing. Read when the stack is made and again when a
    /// rotation changes the size classes (``SizeClassVariations``).
    static func arrange(_ stack: StackView, as a: StackViewAttributes) {
        stack.axis = a.axis
        stack.distribution = a.distribution
        stack.alignment = a.alignment
        stack.spacing = a.spacing
    }

    /// Whether a stack view arranges its views inside its layout margins.
    ///
    /// Xcode never writes `layoutMarginsRelativeArrangement` (no document in either corpus has it);
    /// a stack view whose document stores layout margins (`<edgeInsets key="layoutMargins">` or
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`, ``ViewAttributes``) is arranged
    /// inside them. Evidence: of the 32 stack views with stored margins in `../shared/corpus` and
    /// `../shared/corpus-modern` (toolsVersion 17156 to 32700), 19 store their arranged views
    /// exactly inside the margins on all four sides (stopp-corona MainViewController.storyboard,
    /// toolsVersion 17701: `NEF-xo-XXa` with margins 32/24/32/24 holds `LWw-7J-qVn` at (24, 32,
    /// 366, 200) in 414 × 264; Esri LineOfSightGeoElement, 17156; SoundFonts Effects, 23727), 11
    /// are inside them across the axis and decided by their constraints along it, and one
    /// (stopp-corona `aM4-Bj-TGf`) mixes views at the edges and inside the margins in one
    /// fill-aligned column, which no arrangement gives.
    static func arrangesInsideStoredMargins(_ a: StackViewAttributes, shared: ViewAttributes) -> Bool {
        a.isLayoutMarginsRelativeArrangementWritten || shared.layoutMargins != nil || shared.directionalLayoutMargins != nil
    }
}
