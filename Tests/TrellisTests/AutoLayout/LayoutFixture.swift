@testable import Trellis

/// Small builders shared by the Auto Layout tests.
@MainActor
enum LayoutFixture {
    /// A window on a catalog device (`retina4_7` is the iPhone 6/7/8: 375×667 points at 2×).
    static func window(_ deviceID: String = "retina4_7", _ orientation: Orientation = .portrait) -> Window {
        Window(screen: Screen(device: Device.named(deviceID)!, orientation: orientation))
    }

    /// A subview that opts out of autoresizing translation, named for diagnostics.
    static func constrained(_ name: String, in parent: View, intrinsic: Size? = nil) -> View {
        let v = View()
        v.accessibilityIdentifier = name
        v.translatesAutoresizingMaskIntoConstraints = false
        v.explicitIntrinsicContentSize = intrinsic
        parent.addSubview(v)
        return v
    }

    /// Pins a view's top-left corner and size with required constraints.
    static func place(_ v: View, in parent: View, x: Double, y: Double, width: Double, height: Double) -> [LayoutConstraint] {
        [v.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: x),
         v.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
         v.widthAnchor.constraint(equalToConstant: width),
         v.heightAnchor.constraint(equalToConstant: height)]
    }
}
