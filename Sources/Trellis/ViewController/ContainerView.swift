/// The root view of a container controller (UIKit's `UILayoutContainerView`): its layout pass
/// places the container's bars and the shown child's view.
final class ContainerView: View {
    weak var container: (any ContainerLayout)?

    init(container: any ContainerLayout) {
        self.container = container
        super.init(frame: .zero)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        container?.layoutContainer(in: self)
    }
}

/// A controller that lays out bars around its children.
protocol ContainerLayout: AnyObject {
    func layoutContainer(in view: View)
}
