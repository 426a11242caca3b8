import Trellis

/// A 100 × 100 superview (on a `scale`× pixel grid) holding a view at `frame` with `mask`.
func superview(holding frame: Rect, _ mask: AutoresizingMask, scale: Double = 1) -> (parent: View, child: View) {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    parent.contentScaleFactor = scale
    let child = View(frame: frame)
    child.autoresizingMask = mask
    parent.addSubview(child)
    return (parent, child)
}

/// The view of ``superview(holding:_:scale:)`` after its superview's frame is resized to `size`.
func autoresized(_ frame: Rect, _ mask: AutoresizingMask, to size: Size, scale: Double = 1) -> View {
    let (parent, child) = superview(holding: frame, mask, scale: scale)
    parent.frame.size = size
    return child
}
