// Hooks through which the Auto Layout engine (Sources/Trellis/AutoLayout/, branch wip/autolayout) joins the
// view geometry and the layout cycle. This file is owned by the Auto Layout work and replaced there; here every
// hook is a no-op so that springs-and-struts layout works on its own.

extension View {
    /// Called first by the default ``layoutSubviews()``: writes the frames the Auto Layout engine computed
    /// for this view's subviews. No-op without Auto Layout.
    func applyLayoutEngineFrames() {}

    /// Called when the bounds size changed, after autoresizing and before the view is marked as needing layout.
    func layoutEngineBoundsSizeDidChange(from oldSize: Size) {}

    /// Called just before the view leaves its superview (UIKit then removes the constraints that referenced it
    /// across the old hierarchy).
    func layoutEngineWillRemoveFromSuperview() {}

    /// Called just after the view got a new superview.
    func layoutEngineDidMoveToSuperview() {}

    /// Whether a bounds size change of the receiver resizes `subview` through its autoresizing mask. Views
    /// placed by Auto Layout (`translatesAutoresizingMaskIntoConstraints == false`) are not autoresized.
    func autoresizingApplies(to subview: View) -> Bool { true }
}
