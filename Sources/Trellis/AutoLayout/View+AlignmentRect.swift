extension View {
    /// The alignment rectangle of a frame: the rectangle Auto Layout positions and sizes for this
    /// view, the frame inset by ``alignmentRectInsets`` (UIKit's `alignmentRect(forFrame:)`).
    public func alignmentRect(forFrame frame: Rect) -> Rect {
        frame.standardized.inset(by: alignmentRectInsets)
    }

    /// The frame whose alignment rectangle is `alignmentRect` (UIKit's `frame(forAlignmentRect:)`).
    public func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
        let i = alignmentRectInsets
        return alignmentRect.standardized.inset(by: EdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }
}
