extension View {
    /// UIKit's default hit test; see ``hitTest(_:)``.
    func defaultHitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point)) { return hit }
        }
        return self
    }
}
