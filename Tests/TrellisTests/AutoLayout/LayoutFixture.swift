import Testing
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

    /// Pins a view's leading, trailing, top and bottom edges to the same edges of `item` (a view
    /// or a layout guide) with required constraints.
    nonisolated static func pin(_ v: View, toEdgesOf item: some LayoutItem) -> [LayoutConstraint] {
        [v.leadingAnchor.constraint(equalTo: item.leadingAnchor),
         v.trailingAnchor.constraint(equalTo: item.trailingAnchor),
         v.topAnchor.constraint(equalTo: item.topAnchor),
         v.bottomAnchor.constraint(equalTo: item.bottomAnchor)]
    }

    /// Every view's frame and every guide's layout frame, parents first.
    static func frames(_ root: View) -> [Rect] {
        root.subtree.flatMap { v in [v.frame] + v.allLayoutGuides.map(\.layoutFrame) }
    }

    /// Lays out, checks that `engine` did it without a rebuild, then rebuilds the engine and
    /// checks that it gives the same frames.
    static func expectSameAsRebuild(_ root: View, engine: LayoutEngine, sourceLocation: SourceLocation = #_sourceLocation) {
        root.layoutIfNeeded()
        #expect(root.autoLayout.engine === engine, "the engine was rebuilt", sourceLocation: sourceLocation)
        let incremental = frames(root)
        engine.needsRebuild = true
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.autoLayout.engine !== engine, sourceLocation: sourceLocation)
        #expect(frames(root) == incremental, sourceLocation: sourceLocation)
    }
}
