/// What Xcode writes on an element about its own canvas, decoded once: `misplaced="YES"` (the
/// frame it stored is not where the element's constraints put it) and `ambiguous="YES"` (the
/// constraints do not settle the element's frame). Read, with the same `YES`/`NO` reading as every
/// other flag (``AttributeDecoder/flag(_:)``), by ``ViewAttributes``, the omissions check
/// (``IBDocument/recordOmissions(in:into:)``) and ``XcodeVerdict``.
///
/// A value other than `YES` (not written, `NO`, or one Xcode does not write) is not a flag.
struct XcodeFlags: Equatable, Sendable {
    /// Whether Xcode flagged the element as misplaced (`misplaced="YES"`).
    let isMisplaced: Bool
    /// Whether Xcode flagged the element as ambiguous (`ambiguous="YES"`).
    let isAmbiguous: Bool
    /// Whether Xcode flagged the element as misplaced or ambiguous.
    var isFlagged: Bool { isMisplaced || isAmbiguous }
}

extension XcodeFlags {
    /// The flags written on `e`.
    init(_ e: XMLTree) {
        isMisplaced = AttributeDecoder.flag(e["misplaced"]) ?? false
        isAmbiguous = AttributeDecoder.flag(e["ambiguous"]) ?? false
    }
}
