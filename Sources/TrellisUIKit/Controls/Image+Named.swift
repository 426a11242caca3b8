import Synchronization

private let registeredImageSizes = Mutex<[String: Size]>([:])

extension Image {
    /// UIKit's `UIImage(named:)`: the image registered under `name` with ``register(named:size:)``,
    /// or `nil` when none is (UIKit returns `nil` for a name missing from the bundle).
    ///
    /// Trellis lays images out by size only, and there is no app bundle to read them from, so a
    /// test registers each name's size (in points) once: `UIImage.register(named: "testImage.jpg",
    /// size: CGSize(width: 200, height: 200))`.
    public init?(named name: String) {
        guard let size = registeredImageSizes.withLock({ $0[name] }) else { return nil }
        self.init(name: name, size: size)
    }

    /// Makes `UIImage(named: name)` return an image of `size` points; a second call replaces the size.
    public static func register(named name: String, size: Size) {
        registeredImageSizes.withLock { $0[name] = size }
    }
}
