/// An image known by its name and size in points (UIKit's `UIImage`, without pixels).
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The asset name (`UIImage(named:)`).
    public var name: String
    /// The size in points.
    public var size: Size

    public init(name: String, size: Size) {
        self.name = name
        self.size = size
    }

    public var description: String { "\(name) \(size)" }
}
