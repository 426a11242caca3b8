import Trellis

/// A 100 × 100 superview (on a `scale`× pixel grid) holding a view at `frame` with `mask`, then
/// resized to `size` by setting its frame's size: returns the view, autoresized.
func autoresized(_ frame: Rect, _ mask: AutoresizingMask, to size: Size, scale: Double = 1) -> View {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    parent.contentScaleFactor = scale
    let child = View(frame: frame)
    child.autoresizingMask = mask
    parent.addSubview(child)
    parent.frame.size = size
    return child
}
