import Testing
@testable import Trellis

/// Layout margins (default 8 on each side for a plain view) and the margins guide; margin
/// attributes are the guide's edges, so changing margins moves only the guide.
@MainActor
struct LayoutMarginsTests {
    /// A 200×100 container at (20, 100) in a 375×667 window, clear of the 20-point status bar,
    /// with a child pinned to its four margins.
    func scene(anchors: Bool) throws -> (Window, View, View) {
        let w = LayoutFixture.window()
        let box = LayoutFixture.constrained("box", in: w)
        let child = LayoutFixture.constrained("child", in: box)
        var cs = LayoutFixture.place(box, in: w, x: 20, y: 100, width: 200, height: 100)
        if anchors {
            cs += LayoutFixture.pin(child, toEdgesOf: box.layoutMarginsGuide)
        } else {
            cs += [try LayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: box, attribute: .leadingMargin),
                   try LayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: box, attribute: .trailingMargin),
                   try LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: box, attribute: .topMargin),
                   try LayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: box, attribute: .bottomMargin)]
        }
        LayoutConstraint.activate(cs)
        w.layoutIfNeeded()
        return (w, box, child)
    }

    @Test(arguments: [false, true])
    func defaultMarginsAreEight(anchors: Bool) throws {
        let (_, box, child) = try scene(anchors: anchors)
        #expect(box.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(box.safeAreaInsets == .zero)
        #expect(child.frame == Rect(x: 8, y: 8, width: 184, height: 84))
        #expect(box.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 8, width: 184, height: 84))
    }

    @Test(arguments: [false, true])
    func changingMarginsMovesOnlyTheGuide(anchors: Bool) throws {
        let (w, box, child) = try scene(anchors: anchors)
        let engine = try #require(w.autoLayout.engine)
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        w.layoutIfNeeded()
        #expect(child.frame == Rect(x: 16, y: 4, width: 168, height: 92))
        LayoutFixture.expectSameEngine(w, engine)
        // Right to left, leading is the right side: trailing 16 on the left, leading 40 on the right.
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 40, bottom: 4, trailing: 16)
        w.layoutIfNeeded()
        #expect(child.frame == Rect(x: 40, y: 4, width: 144, height: 92))
    }

    @Test func centerWithinMarginsAndTheWindowsMarginsIncludeTheSafeArea() throws {
        let w = LayoutFixture.window()
        let box = LayoutFixture.constrained("box", in: w)
        box.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        let dot = LayoutFixture.constrained("dot", in: box)
        let top = LayoutFixture.constrained("top", in: w)
        LayoutConstraint.activate(LayoutFixture.place(box, in: w, x: 20, y: 100, width: 200, height: 100) + [
            try LayoutConstraint(item: dot, attribute: .centerX, relatedBy: .equal, toItem: box, attribute: .centerXWithinMargins),
            try LayoutConstraint(item: dot, attribute: .centerY, relatedBy: .equal, toItem: box, attribute: .centerYWithinMargins),
            dot.widthAnchor.constraint(equalToConstant: 20), dot.heightAnchor.constraint(equalToConstant: 20),
            try LayoutConstraint(item: top, attribute: .top, relatedBy: .equal, toItem: w, attribute: .topMargin),
            try LayoutConstraint(item: top, attribute: .leading, relatedBy: .equal, toItem: w, attribute: .leadingMargin),
            top.widthAnchor.constraint(equalToConstant: 10), top.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        // Margins 40 | 160 | 0: centre 40 + 80 = 120 → x 110; vertical centre 50 → y 40.
        #expect(dot.frame == Rect(x: 110, y: 40, width: 20, height: 20))
        // insetsLayoutMarginsFromSafeArea: the iPhone 8's 20-point status bar + 8 → y 28.
        #expect(w.effectiveLayoutMargins == EdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
        #expect(top.frame == Rect(x: 8, y: 28, width: 10, height: 10))
    }

    @Test func preservesSuperviewLayoutMargins() throws {
        // A full-width strip in a window with 30-point side margins: preserving the superview's
        // margins raises the strip's own 8 to 30 where it reaches the window's edge.
        let w = LayoutFixture.window()
        w.layoutMargins = EdgeInsets(top: 8, left: 30, bottom: 8, right: 30)
        let strip = LayoutFixture.constrained("strip", in: w)
        strip.preservesSuperviewLayoutMargins = true
        let label = LayoutFixture.constrained("label", in: strip)
        LayoutConstraint.activate(LayoutFixture.place(strip, in: w, x: 0, y: 100, width: 375, height: 50) + [
            try LayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: strip, attribute: .leadingMargin),
            try LayoutConstraint(item: label, attribute: .trailing, relatedBy: .equal, toItem: strip, attribute: .trailingMargin),
            label.topAnchor.constraint(equalTo: strip.topAnchor), label.heightAnchor.constraint(equalToConstant: 50),
        ])
        w.layoutIfNeeded()
        #expect(label.frame == Rect(x: 30, y: 0, width: 315, height: 50))
        strip.preservesSuperviewLayoutMargins = false
        w.layoutIfNeeded()
        #expect(label.frame == Rect(x: 8, y: 0, width: 359, height: 50))
    }

    @Test func viewControllerRootMargins() throws {
        // UIKit's systemMinimumLayoutMargins: 16 on the 320/375-point iPhones, 20 on the 414-point ones and iPads.
        #expect(View.systemMinimumLayoutMargins(for: try #require(Device.named("retina4_7")))
                == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(View.systemMinimumLayoutMargins(for: try #require(Device.named("retina5_5"))).leading == 20)
        #expect(View.systemMinimumLayoutMargins(for: try #require(Device.named("ipad9_7"))).trailing == 20)
        // By the root's width, not the device: 20 on a 375-point iPhone in landscape (667 wide;
        // dji-sdk DJISDKSwiftDemo Main.storyboard stores views pinned to the margins at x 20),
        // 16 on a 390-point iPhone 12 in portrait.
        #expect(View.systemMinimumLayoutMargins(for: try #require(Device.named("retina4_7")), orientation: .landscapeRight).leading == 20)
        #expect(View.systemMinimumLayoutMargins(forRootWidth: 390).leading == 16)
        #expect(View.systemMinimumLayoutMargins(forRootWidth: 414).trailing == 20)
    }
}
