import Testing
@testable import Trellis

/// Which views hear `safeAreaInsetsDidChange` when a window is resized or a container moves:
/// exactly those whose insets changed. A view is measured again only where its insets can
/// differ (its superview's safe area moved across one of its edges); these cases check that
/// what is skipped is what could not change, and that what could change is announced.
///
/// The window is an iPhone 8's (`retina4_7`, 375 × 667; Apple's "Positioning content relative
/// to the safe area": the status bar's 20 points at the top are outside the safe area), so a
/// view's insets are the parts of it above y = 20 or past the window's right or bottom edge.
@MainActor
struct SafeAreaAnnouncementTests {
    final class Recorder: View {
        var log: [EdgeInsets] = []
        override func safeAreaInsetsDidChange() { log.append(safeAreaInsets) }
    }

    /// A table-like row at y 100 across the window's width (44 high, flexible width) holding `views`.
    func row(_ views: View...) -> View {
        let row = View(frame: Rect(x: 0, y: 100, width: 375, height: 44))
        row.autoresizingMask = [.flexibleWidth]
        views.forEach(row.addSubview)
        return row
    }

    /// A table-like row filling the width (flexible width) holds a view well inside it and one
    /// reaching 25 points past its right edge. Narrowing the window to 350 moves the right edge
    /// of the safe area across the second (right inset 25 → 50) and not across the first, which
    /// keeps its zero insets and hears nothing; widening to 500 takes the second inside (0).
    @Test func aWindowResizeIsAnnouncedOnlyToViewsTheSafeEdgeCrosses() {
        let inside = Recorder(frame: Rect(x: 16, y: 6, width: 32, height: 32))
        let pastTheEdge = Recorder(frame: Rect(x: 300, y: 6, width: 100, height: 32))
        let row = self.row(inside, pastTheEdge)
        let window = LayoutFixture.window("retina4_7", holding: row)
        #expect(inside.log.isEmpty)
        #expect(pastTheEdge.log == [EdgeInsets(top: 0, left: 0, bottom: 0, right: 25)])

        window.frame = Rect(x: 0, y: 0, width: 350, height: 667)
        window.layoutIfNeeded()
        #expect(row.frame == Rect(x: 0, y: 100, width: 350, height: 44))
        #expect(inside.log.isEmpty)
        #expect(pastTheEdge.log.last == EdgeInsets(top: 0, left: 0, bottom: 0, right: 50))

        window.frame = Rect(x: 0, y: 0, width: 500, height: 667)
        window.layoutIfNeeded()
        #expect(inside.log.isEmpty)
        #expect(inside.safeAreaInsets == .zero)
        #expect(pastTheEdge.log == [EdgeInsets(top: 0, left: 0, bottom: 0, right: 25),
                                    EdgeInsets(top: 0, left: 0, bottom: 0, right: 50), .zero])
    }

    /// A view inside the row (16, 6, 200 × 32) holding one that reaches past the row's right
    /// edge (190 + 200 = 390 in the row, 15 past 375): the middle view's own insets stay zero
    /// when the window narrows to 350, but the view below it crosses the edge (right inset 15 →
    /// 40), so a view with subviews is measured again whenever the safe area moves, and its
    /// subviews are at its next layout pass (as every change reaches a view's subviews).
    @Test func aViewInsideTheSafeAreaPassesTheMoveToItsSubviews() {
        let middle = Recorder(frame: Rect(x: 16, y: 6, width: 200, height: 32))
        let below = Recorder(frame: Rect(x: 174, y: 0, width: 200, height: 32))
        middle.addSubview(below)
        let window = LayoutFixture.window("retina4_7", holding: row(middle))
        #expect(below.log == [EdgeInsets(top: 0, left: 0, bottom: 0, right: 15)])

        window.frame = Rect(x: 0, y: 0, width: 350, height: 667)
        middle.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(middle.log.isEmpty)
        #expect(below.log.last == EdgeInsets(top: 0, left: 0, bottom: 0, right: 40))
    }

    /// A view measured in its own layout pass, apart from its superview's other subviews (here
    /// while its container moved under the status bar and back without the window being laid
    /// out between), is measured again with its siblings when the container next is: it heard
    /// top 20 under the status bar, and hears 0 back where it was (at the container's next
    /// layout pass), though the container's safe area for its subviews is the same as when they
    /// were all last measured together.
    @Test func aViewMeasuredOnItsOwnIsMeasuredAgainWithItsSiblings() {
        let container = View(frame: Rect(x: 0, y: 100, width: 200, height: 100))
        let v = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        container.addSubview(v)
        let window = LayoutFixture.window("retina4_7", holding: container)
        #expect(v.log.isEmpty)

        container.center = Point(x: 100, y: 50)   // frame (0, 0, 200, 100): under the status bar
        v.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(v.log == [EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])

        container.center = Point(x: 100, y: 150)  // back at (0, 100)
        window.setNeedsLayout()
        container.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(v.log == [EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .zero])
        #expect(v.safeAreaInsets == .zero)
    }
}
