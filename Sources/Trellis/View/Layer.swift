/// The few layer properties a layout needs (UIKit's `view.layer`).
public final class Layer {
    /// Radius of the rounded corners, in points.
    public var cornerRadius = 0.0
    /// Width of the border, in points.
    public var borderWidth = 0.0
    /// Colour of the border.
    public var borderColor: Color?
    public init() {}
}
