extension View {
    /// The measurer of this view's text when the view has none of its own (a label's, button's,
    /// text field's, text view's or segmented control's `measurer`): its window's
    /// ``Window/textMeasurer``, else the process-wide ``Label/defaultTextMeasurer``. UIKit has no
    /// counterpart: it measures with the system's fonts.
    public var inheritedTextMeasurer: any TextMeasurer {
        if ProcessWideSettings.windowTextMeasurersInUse, let measurer = window?.textMeasurer { return measurer }
        return Label.defaultTextMeasurer
    }
}
