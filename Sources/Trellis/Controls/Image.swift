/// An image known by its name and size in points (UIKit's `UIImage`, without pixels).
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The asset name (`UIImage(named:)`).
    public var name: String
    /// The size in points.
    public var size: Size
    /// Whether the image is an SF Symbol (UIKit's `UIImage(systemName:)`; documents'
    /// `catalog="system"`).
    public var isSymbol: Bool
    /// The alignment metadata for positioning the image during layout (UIKit's
    /// `UIImage.alignmentRectInsets`), zero by default. UIKit's `UIImage.h`: "The
    /// alignmentRectInsets of a UIImage are used by UIImageView and other UIView and UIControl
    /// subclasses that take custom images to determine the view's alignment rect insets for
    /// constraint-based layout." An SF Symbol's are its glyph's metrics: not the view's size, but
    /// the symbol's own (for a 17-point checkmark 2 points outside the frame at top and bottom).
    public var alignmentRectInsets: EdgeInsets = .zero

    public init(name: String, size: Size) {
        self.init(name: name, size: size, isSymbol: false)
    }

    public init(name: String, size: Size, isSymbol: Bool) {
        self.name = name
        self.size = size
        self.isSymbol = isSymbol
    }

    public var description: String { "\(name) \(size)" }
}
