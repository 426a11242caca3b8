/// How a label breaks and truncates lines (UIKit's `NSLineBreakMode`).
///
/// Only character wrapping changes where lines break: UIKit wraps a multi-line label at word
/// boundaries in every other mode, truncating or clipping only the last line it shows; a
/// single-line label is one line in every mode.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// Whether wrapping may break between any two characters rather than only between words.
    public var breaksBetweenCharacters: Bool { self == .byCharWrapping }
}
