import Trellis

extension SceneBuilder {
    /// UIKit lays some controls out by an alignment rectangle smaller than their frame
    /// (`alignmentRectInsets`); the reader gives the views of those elements the same insets, and
    /// Trellis's engine constrains their alignment rectangles. Measured from the corpus's stored
    /// frames:
    /// * `UISlider`: the frame is 2 points wider on each side and 1 point taller at the bottom
    ///   (ChartsDemo BarChartViewController.xib: leading = safe area + 8 gives x = 6; in the
    ///   equal-spacing stack of SwiftMessages TacoDialogView.xib the slider's frame overhangs its
    ///   30-point slot by 1 point below);
    /// * `UISwitch`: the frame reaches 2 points further right (SkeletonView Main.storyboard; a
    ///   column of 51-point switches in IQKeyboardManager TestCases.storyboard is 49 wide);
    /// * `UISegmentedControl`: the frame is 1 point taller at the bottom (SwiftMessages
    ///   Main.storyboard: bottomMargin = control.bottom puts a 32-point frame 1 point past the
    ///   margin; RxSwift APIWrappers.storyboard: the next view of a stack starts at 31).
    static let alignmentInsets: [ElementKind: EdgeInsets] = [
        .slider: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
        .switch: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
        .segmentedControl: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
    ]

    /// The alignment insets of an element of kind `kind` (zero for the other kinds and for an
    /// element of no kind). From Xcode 16.3
    /// (toolsVersion 24000) a slider is drawn 34 high and stored at its alignment rectangle: all
    /// 10 sliders of the corpora's documents of that range (nRF Mesh ConfigurationServer.xib: at
    /// leadingMargin 20 and topMargin 15, stored at (20, 15); BookPlayer Player.storyboard).
    static func alignmentInsets(of kind: ElementKind?, tools: ToolsVersion) -> EdgeInsets {
        guard let kind else { return .zero }
        if kind == .slider && CanvasRule.sliderAtAlignmentRect.applies(to: tools) { return .zero }
        return alignmentInsets[kind] ?? .zero
    }
}
