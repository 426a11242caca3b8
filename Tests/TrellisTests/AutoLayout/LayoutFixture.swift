import Testing
@testable import Trellis

/// Small builders shared by the Auto Layout tests.
@MainActor
enum LayoutFixture {
    /// A window on a catalog device (`retina4_7` is the iPhone 6/7/8: 375×667 points at 2×).
    static func window(_ deviceID: String = "retina4_7", _ orientation: Orientation = .portrait) -> Window {
        Window(screen: Screen(device: Device.named(deviceID)!, orientation: orientation))
    }

    /// A window on a catalog device holding `view` (its one subview), laid out once.
    static func window(_ deviceID: String = "retina4_7", holding view: View) -> Window {
        let window = window(deviceID)
        window.addSubview(view)
        window.layoutIfNeeded()
        return window
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
    /// or a layout guide), `inset` points inside them, with required constraints.
    nonisolated static func pin(_ v: View, toEdgesOf item: some LayoutItem, inset: Double = 0) -> [LayoutConstraint] {
        [v.leadingAnchor.constraint(equalTo: item.leadingAnchor, constant: inset),
         v.trailingAnchor.constraint(equalTo: item.trailingAnchor, constant: -inset),
         v.topAnchor.constraint(equalTo: item.topAnchor, constant: inset),
         v.bottomAnchor.constraint(equalTo: item.bottomAnchor, constant: -inset)]
    }

    /// Adds `v` to `parent`, placed by constraints alone: its leading edge `leading` points from
    /// the parent's, its top `top` points below the parent's and, where given, its trailing edge
    /// `trailing` points inside the parent's; its other dimensions are its own (intrinsic size).
    static func add(_ v: View, to parent: View, leading: Double, top: Double, trailing: Double? = nil) {
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: leading),
                                   v.topAnchor.constraint(equalTo: parent.topAnchor, constant: top)]
                                  + (trailing.map { [v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -$0)] } ?? []))
    }

    /// `view`'s frame once `root` is `width` wide and laid out.
    static func frame(of view: View, layingOut root: View, atWidth width: Double) -> Rect {
        root.frame.size.width = width
        root.layoutIfNeeded()
        return view.frame
    }

    /// Every view's frame and every guide's layout frame, parents first.
    static func frames(_ root: View) -> [Rect] {
        root.subtree.flatMap { v in [v.frame] + v.allLayoutGuides.map(\.layoutFrame) }
    }

    /// Lays out, checks that `engine` did it without a rebuild, then rebuilds the engine and
    /// checks that it gives the same frames.
    /// Expects `root` to lay out with `engine` still (no rebuild), and `more` — unless a
    /// process-wide setting changed since `engine` was built: `ProcessWideSettingsTests`, which
    /// runs in parallel with every other suite, sets the layout direction and the text measurer to
    /// the values they have, and that rebuilds every engine at its next pass, as it must. The
    /// identity is then not what the test is about, and is left out rather than failed.
    static func expectSameEngine(_ root: View, _ engine: LayoutEngine, _ more: @autoclosure () -> Bool = true,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        if root.autoLayout.engine !== engine && engine.settingsGeneration != ProcessWideSettings.generation { return }
        #expect(root.autoLayout.engine === engine, "the engine was rebuilt", sourceLocation: sourceLocation)
        #expect(more(), sourceLocation: sourceLocation)
    }

    static func expectSameAsRebuild(_ root: View, engine: LayoutEngine, sourceLocation: SourceLocation = #_sourceLocation) {
        root.layoutIfNeeded()
        expectSameEngine(root, engine, sourceLocation: sourceLocation)
        let incremental = frames(root)
        engine.needsRebuild = true
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.autoLayout.engine !== engine, sourceLocation: sourceLocation)
        #expect(frames(root) == incremental, sourceLocation: sourceLocation)
    }
}
