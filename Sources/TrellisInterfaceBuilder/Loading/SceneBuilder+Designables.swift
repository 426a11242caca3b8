import Trellis

extension SceneBuilder {
    /// Interface Builder renders `@IBDesignable` custom views with their code and so knows their
    /// intrinsic content size; Trellis cannot run that code. A custom-class view (`customClass=`)
    /// whose frame the constraints leave ambiguous — while Xcode did not flag it `ambiguous` — gets
    /// the size Xcode stored as its intrinsic content size on the ambiguous axes, and the scene is
    /// laid out again. Returns the entries of the views concerned (reported as an `estimated-size`
    /// diagnostic).
    ///
    /// A custom-class label, button or other text control whose text is measured is not such a
    /// view: Xcode's canvas draws a custom class as its base class unless it is `@IBDesignable`
    /// (Apple, `prepareForInterfaceBuilder()`: "When Interface Builder instantiates a class with
    /// the `IB_DESIGNABLE` attribute…"; a designable's cached size is read elsewhere), so a
    /// `<label customClass=…>` is a label sized by its text on every device, not a view kept at
    /// its stored size. Rule `custom-class-is-base-class`; over the three corpora and the pairs it
    /// changes 2 elements, both now within 1 point (muun ManuallyEnterFeeViewController.xib: the
    /// `AmountLabel`s `i6C-qH-sFU` and `iBm-Uf-Zsc`, 42 wide for "Label", came out 0 wide), none
    /// the other way; 52 documents have custom-class labels.
    ///
    /// The ambiguity analysis is only run when the scene has such a candidate: it is the costliest
    /// step of a layout (see `Benchmarks/text-bench.sh`), and the design-device layout that
    /// calibrates text does not report issues.
    func adoptStoredSizesOfAmbiguousCustomViews(in top: View) -> [IBLayout.Entry] {
        /// The stored frame of a view that may adopt it.
        func candidate(_ entry: IBLayout.Entry) -> Rect? {
            guard let e = elements[entry.id], e["customClass"] != nil, !ambiguousInDocumentIDs.contains(entry.id),
                  entry.view.explicitIntrinsicContentSize == nil, !(entry.view is StackView),
                  !(SceneBuilder.textMeasurer(of: entry.view) is CalibratedTextMeasurer) else { return nil }
            return entry.storedFrame
        }
        guard result.entries.contains(where: { candidate($0) != nil }) else { return [] }
        var adopted: [IBLayout.Entry] = []
        for issue in top.layoutIssues where issue.kind == .ambiguous {
            for view in issue.views {
                guard let entry = result.entry(for: view), let stored = candidate(entry) else { continue }
                let horizontal = issue.axes.contains(.horizontal), vertical = issue.axes.contains(.vertical)
                entry.view.explicitIntrinsicContentSize = Size(width: horizontal ? stored.width : View.noIntrinsicMetric,
                                                               height: vertical ? stored.height : View.noIntrinsicMetric)
                adopted.append(entry)
            }
        }
        if !adopted.isEmpty { top.layoutIfNeeded() }
        return adopted
    }
}
