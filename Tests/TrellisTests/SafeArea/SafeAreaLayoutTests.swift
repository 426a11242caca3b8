import Testing
@testable import Trellis

/// The safe area comes from the window's screen (device insets per orientation); a subview's
/// safe-area insets are the part of it the window's unsafe edges cover.
@MainActor
struct SafeAreaLayoutTests {
    /// iPhone X / 11 Pro (retina5_9, 375×812): portrait insets top 44 (notch), bottom 34 (home
    /// indicator); landscape 44 on each side and 21 at the bottom.
    func scene() -> (Window, View) {
        let w = LayoutFixture.window("retina5_9")
        let content = LayoutFixture.constrained("content", in: w)
        let g = w.safeAreaLayoutGuide
        LayoutConstraint.activate(LayoutFixture.pin(content, toEdgesOf: g))
        w.layoutIfNeeded()
        return (w, content)
    }

    @Test func notchedPhonePortraitAndLandscape() throws {
        let (w, content) = scene()
        #expect(w.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(content.frame == Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(w.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 44, width: 375, height: 734))
        let engine = try #require(w.autoLayout.engine)
        w.screen.rotate(to: .landscapeRight)
        w.layoutIfNeeded()
        #expect(w.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(content.frame == Rect(x: 44, y: 0, width: 724, height: 354))
        LayoutFixture.expectSameEngine(w, engine)   // rotation moved the guide; no rebuild
    }

    @Test func subviewSafeAreaIsItsOverlapWithTheWindows() {
        let w = LayoutFixture.window("retina5_9")
        let header = LayoutFixture.constrained("header", in: w)
        let footer = LayoutFixture.constrained("footer", in: w)
        let middle = LayoutFixture.constrained("middle", in: w)
        let title = LayoutFixture.constrained("title", in: header)
        LayoutConstraint.activate(LayoutFixture.place(header, in: w, x: 0, y: 0, width: 375, height: 100)
                                  + LayoutFixture.place(footer, in: w, x: 0, y: 700, width: 375, height: 112)
                                  + LayoutFixture.place(middle, in: w, x: 0, y: 300, width: 375, height: 100) + [
            title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            title.widthAnchor.constraint(equalToConstant: 100), title.heightAnchor.constraint(equalToConstant: 20),
        ])
        w.layoutIfNeeded()
        #expect(header.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        // The footer ends at 812, the safe area at 812 − 34 = 778: 34 covered.
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(title.frame == Rect(x: 0, y: 44, width: 100, height: 20))
    }

    @Test func viewWithoutWindowHasNoSafeArea() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(root.safeAreaInsets == .zero)
    }

    @Test func homeButtonPhoneHasOnlyTheStatusBar() {
        let w = LayoutFixture.window("retina4_7")
        #expect(w.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }
}
