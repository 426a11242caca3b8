/// How a document's labels and buttons get their intrinsic content size (`trellis layout --text`).
public enum TextSizing: String, Sendable, CaseIterable {
    /// The size Xcode stored is the intrinsic content size; the text is not measured, so it
    /// does not re-wrap on other devices or follow Dynamic Type.
    case stored
    /// The text is measured (``ShapingTextMeasurer``); on the design device each label or button
    /// is calibrated so that its measured size is the size Xcode stored, and other devices,
    /// size classes and content size categories re-measure with that calibration.
    case measured
}
