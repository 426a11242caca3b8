/// An image known by its name and size in points (UIKit's `UIImage`, without pixels).
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The asset name (`UIImage(named:)`).
    public var name: String
    /// The size in points.
    public var size: Size
    /// Whether the image is an SF Symbol (UIKit's `UIImage(systemName:)`; documents'
    /// `catalog="system"`).
    public var isSymbol: Bool

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
