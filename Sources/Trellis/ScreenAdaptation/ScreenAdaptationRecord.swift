/// What screen adaptations remember of one view or one constraint: for each value they scaled,
/// its design value and the value the last adaptation wrote (seed 002's adaptation state, kept in
/// one place instead of in fields of every control).
///
/// A view holds the record of its own values — its font's point size (labels, buttons, text
/// views), its layer's corner radius, a stack view's spacing and custom spacings — and a
/// constraint the record of its constant, so a record lives and dies with what it describes
/// (as ``MadeConstraintList`` does); both are made on first adaptation. Nothing here is
/// process-wide.
final class ScreenAdaptationRecord {
    /// A value a screen adaptation scales.
    enum Value: Hashable {
        /// A constraint's constant.
        case constant
        /// The point size of a label's, button's or text view's font.
        case fontPointSize
        /// The view's layer's corner radius.
        case cornerRadius
        /// A stack view's spacing.
        case spacing
        /// A stack view's custom spacing after one of its arranged views.
        case customSpacing(after: ObjectIdentifier)
    }

    /// A value as designed and as the last adaptation wrote it.
    private struct Entry { var design: Double; var applied: Double }
    private var entries: [Value: Entry] = [:]

    /// Whether an adaptation has scaled `value`.
    func remembers(_ value: Value) -> Bool { entries[value] != nil }

    /// `value` (now `current`) scaled to the adapter's screen width from its design value, which
    /// is remembered: the design value stays while the value still holds what the last adaptation
    /// wrote; a value changed by hand since becomes the new design value.
    func adapt(_ value: Value, current: Double, adapter: ScreenAdapter) -> Double {
        let design = entries[value].map { $0.applied == current ? $0.design : current } ?? current
        let scaled = adapter.adapted(design)
        entries[value] = Entry(design: design, applied: scaled)
        return scaled
    }
}

extension View {
    /// This view's screen adaptation record, made on first use.
    var screenAdaptationRecord: ScreenAdaptationRecord {
        if let record = screenAdaptation { return record }
        let record = ScreenAdaptationRecord()
        screenAdaptation = record
        return record
    }
}

extension LayoutConstraint {
    /// This constraint's screen adaptation record, made on first use.
    var screenAdaptationRecord: ScreenAdaptationRecord {
        if let record = screenAdaptation { return record }
        let record = ScreenAdaptationRecord()
        screenAdaptation = record
        return record
    }
}
