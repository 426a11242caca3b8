/// How a label wraps and truncates lines that do not fit (UIKit's `NSLineBreakMode`). Layout
/// measures wrapped text the same way for every mode; renderers truncate as the mode says.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
