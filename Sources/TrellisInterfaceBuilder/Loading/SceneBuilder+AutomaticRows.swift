import Trellis

extension SceneBuilder {
    /// An automatic row takes the height UIKit's self-sizing gives it
    /// (``CanvasRule/automaticRowFitting``): its content's compressed fitting height — the
    /// row pulled toward 0 at `fittingSizeLevel`, as `systemLayoutSizeFitting` with
    /// `layoutFittingCompressedSize` does — and the style's height
    /// (``TableMetrics/automaticRowHeight(_:)``) where the content sets none (under a point).
    /// Content whose equalities set the row's height gives the same height either way; the
    /// rule decides rows whose content holds them only by inequalities (a switch `≥ 5` from
    /// the top and the bottom: 41, not 43.5).
    func compressAutomaticRows(_ top: View) {
        guard simulatesCanvas, !automaticRows.isEmpty,
              CanvasRule.automaticRowFitting.applies(to: document.tools) else { return }
        for r in automaticRows {
            r.height.constant = 0
            try? r.height.setPriority(.fittingSizeLevel)
        }
        top.setNeedsLayout()
        top.layoutIfNeeded()
        for r in automaticRows {
            if r.row.frame.height < 1 { r.height.constant = r.standard }
            try? r.height.setPriority(LayoutPriority(1))
        }
        top.setNeedsLayout()
        top.layoutIfNeeded()
    }
}
