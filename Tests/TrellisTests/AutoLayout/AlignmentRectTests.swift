import Testing
@testable import Trellis

/// Auto Layout constrains a view's alignment rectangle — its frame inset by
/// `alignmentRectInsets` — as UIKit does; the frame follows. The insets used are a slider's as
/// Interface Builder stores it (2 points wider on each side, 1 taller at the bottom).
@MainActor
struct AlignmentRectTests {
    static let slider = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

    @Test func conversionsBetweenFrameAndAlignmentRect() {
        let v = View()
        #expect(v.alignmentRectInsets == .zero)
        v.alignmentRectInsets = Self.slider
        #expect(v.alignmentRect(forFrame: Rect(x: -2, y: 31, width: 504, height: 31)) == Rect(x: 0, y: 31, width: 500, height: 30))
        #expect(v.frame(forAlignmentRect: Rect(x: 0, y: 31, width: 500, height: 30)) == Rect(x: -2, y: 31, width: 504, height: 31))
    }

    @Test func edgesAndSizeConstrainTheAlignmentRect() {
        // leading = 8, top = 20, width = 100, height = 30 place the alignment rectangle at
        // (8, 20, 100, 30): the frame is (6, 20, 104, 31).
        let w = LayoutFixture.window()
        let v = LayoutFixture.constrained("slider", in: w)
        v.alignmentRectInsets = Self.slider
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 8),
            v.topAnchor.constraint(equalTo: w.topAnchor, constant: 20),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 30),
        ])
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 6, y: 20, width: 104, height: 31))
        // A sibling below it starts at the alignment rectangle's bottom (50), not the frame's (51);
        // centres are the alignment rectangle's too (centerX 58).
        let below = LayoutFixture.constrained("below", in: w)
        LayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: v.bottomAnchor),
            below.centerXAnchor.constraint(equalTo: v.centerXAnchor),
            below.widthAnchor.constraint(equalToConstant: 20), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        #expect(below.frame == Rect(x: 48, y: 50, width: 20, height: 10))
        // Changing the insets re-lays out: without them the frame is the alignment rectangle.
        v.alignmentRectInsets = .zero
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 8, y: 20, width: 100, height: 30))
        #expect(below.frame == Rect(x: 48, y: 50, width: 20, height: 10))
    }

    @Test func intrinsicSizeIsTheAlignmentRectSize() {
        // UIKit's intrinsicContentSize measures the alignment rectangle: 100 × 30 of content
        // gives a 104 × 31 frame at (18, 40) for an alignment origin of (20, 40).
        let w = LayoutFixture.window()
        let v = LayoutFixture.constrained("slider", in: w, intrinsic: Size(width: 100, height: 30))
        v.alignmentRectInsets = Self.slider
        LayoutConstraint.activate([v.leftAnchor.constraint(equalTo: w.leftAnchor, constant: 20),
                                   v.topAnchor.constraint(equalTo: w.topAnchor, constant: 40)])
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 18, y: 40, width: 104, height: 31))
    }

    @Test func rightToLeftLeadingIsTheAlignmentRectRightEdge() {
        // Right to left, leading = superview.leading + 8 puts the alignment rectangle's right
        // edge at 375 − 8 = 367; the frame reaches 2 points further (369), starts at 367 − 100 − 2.
        let w = LayoutFixture.window()
        w.semanticContentAttribute = .forceRightToLeft
        let v = LayoutFixture.constrained("slider", in: w)
        v.semanticContentAttribute = .forceRightToLeft
        v.alignmentRectInsets = Self.slider
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 8),
            v.topAnchor.constraint(equalTo: w.topAnchor), v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 30),
        ])
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 265, y: 0, width: 104, height: 31))
    }

    @Test func stackViewsArrangeAlignmentRects() {
        // A vertical fill stack 200 wide: a slider's alignment rectangle fills the width (frame
        // x = −2, 204 wide) and is 30 tall (frame 31); the next view starts at 30, as Xcode
        // stores a slider in a stack view.
        let w = LayoutFixture.window()
        let slider = View(), box = View()
        slider.alignmentRectInsets = Self.slider
        slider.explicitIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 30)
        box.explicitIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 40)
        let stack = StackView(arrangedSubviews: [slider, box])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(stack)
        LayoutConstraint.activate([stack.leftAnchor.constraint(equalTo: w.leftAnchor, constant: 10),
                                   stack.topAnchor.constraint(equalTo: w.topAnchor, constant: 10),
                                   stack.widthAnchor.constraint(equalToConstant: 200)])
        w.layoutIfNeeded()
        #expect(slider.frame == Rect(x: -2, y: 0, width: 204, height: 31))
        #expect(box.frame == Rect(x: 0, y: 30, width: 200, height: 40))
        #expect(stack.frame == Rect(x: 10, y: 10, width: 200, height: 70))
    }

    @Test func nonFiniteInsetsAreIgnoredAndReported() {
        var messages: [String] = []
        let saved = View.invalidGeometryHandler
        View.invalidGeometryHandler = { messages.append($0) }
        defer { View.invalidGeometryHandler = saved }
        let v = View()
        v.alignmentRectInsets = Self.slider
        v.alignmentRectInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: .infinity)
        #expect(v.alignmentRectInsets == Self.slider)
        #expect(messages.contains { $0.contains("alignmentRectInsets") })
    }
}
