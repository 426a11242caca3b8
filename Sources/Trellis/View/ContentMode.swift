/// How a view's content is fitted into its bounds (UIKit's `UIView.ContentMode`): an image view
/// scales or positions its image by it. Trellis stores it for pictures; it never changes a frame.
public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}
