/// How lines of text sit horizontally in a label (UIKit's `NSTextAlignment`). Layout does not
/// depend on it; renderers do.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right, justified
    /// Left in left-to-right layouts, right in right-to-left ones (the default).
    case natural
}
