/// A coarse measure of the space along one axis (UIKit's `UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable {
    /// No size class: a view outside any window.
    case unspecified
    /// Constrained space: an iPhone's width, a landscape iPhone's height.
    case compact
    /// Expansive space: an iPhone's height in portrait, both axes of an iPad.
    case regular
}
