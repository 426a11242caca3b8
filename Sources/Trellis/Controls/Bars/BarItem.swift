/// An item shown in a bar (UIKit's `UIBarItem`: a `UITabBarItem` or `UIBarButtonItem`): its
/// title and the name of its image, for pictures of a layout.
public struct BarItem: Hashable, Sendable {
    /// The title shown (`title`).
    public var title: String?
    /// The image's asset or SF Symbol name, or a system item's name (`add`, `done`…).
    public var imageName: String?

    public init(title: String? = nil, imageName: String? = nil) {
        self.title = title
        self.imageName = imageName
    }
}
