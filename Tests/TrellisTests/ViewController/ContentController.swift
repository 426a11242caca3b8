@testable import Trellis

/// A view controller whose root view holds one view, `content`, placed when the view loads by
/// the constraints `place` returns for it and the root view (what a test's small controller
/// subclass would do in `viewDidLoad`).
final class ContentController: ViewController {
    let content = View()
    private let place: (_ content: View, _ root: View) -> [LayoutConstraint]

    init(place: @escaping (_ content: View, _ root: View) -> [LayoutConstraint]) {
        self.place = place
        super.init()
    }

    override func viewDidLoad() {
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        LayoutConstraint.activate(place(content, view))
    }
}
