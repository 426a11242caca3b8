/// Whether a view flips leading and trailing in a right-to-left language (UIKit's
/// `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Sendable, Hashable {
    /// Follow the app's layout direction (``View/defaultLayoutDirection``).
    case unspecified
    case playback, spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// A horizontal reading direction (UIKit's `UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: Sendable, Hashable {
    case leftToRight, rightToLeft
}
