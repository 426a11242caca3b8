import Testing
@testable import Trellis

/// Intrinsic content size as two inequalities per axis: hugging `dim <= intrinsic @hugging` and
/// compression resistance `dim >= intrinsic @compression` (UIKit's defaults 250 and 750).
@MainActor
struct IntrinsicSizeTests {
    /// Two "labels" sharing one row of a 375-point window: 20 from each side, 8 apart, top 100.
    func row(_ a: Size, _ b: Size) -> (Window, View, View) {
        let w = LayoutFixture.window()
        let l = LayoutFixture.constrained("left", in: w, intrinsic: a)
        let r = LayoutFixture.constrained("right", in: w, intrinsic: b)
        LayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 20),
            r.leadingAnchor.constraint(equalTo: l.trailingAnchor, constant: 8),
            r.trailingAnchor.constraint(equalTo: w.trailingAnchor, constant: -20),
            l.topAnchor.constraint(equalTo: w.topAnchor, constant: 100),
            r.topAnchor.constraint(equalTo: w.topAnchor, constant: 100),
        ])
        return (w, l, r)
    }

    @Test func defaults() {
        let v = View()
        #expect(v.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(View.noIntrinsicMetric == -1)
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: LayoutConstraint.Axis.vertical) == .defaultHigh)
    }

    @Test func higherHuggingKeepsItsIntrinsicWidth() {
        // 375 − 20 − 8 − 20 = 327 points for 100 + 80 of content: 147 extra go to the view that
        // hugs less (250 < 251), as UIKit stretches the lower-hugging label.
        let (w, l, r) = row(Size(width: 100, height: 20), Size(width: 80, height: 20))
        l.setContentHuggingPriority(251, for: .horizontal)
        w.layoutIfNeeded()
        #expect(l.frame == Rect(x: 20, y: 100, width: 100, height: 20))
        #expect(r.frame == Rect(x: 128, y: 100, width: 227, height: 20))
        // Swap the priorities: now the left one stretches (327 − 80 = 247).
        l.setContentHuggingPriority(250, for: .horizontal)
        r.setContentHuggingPriority(251, for: .horizontal)
        w.layoutIfNeeded()
        #expect(l.frame == Rect(x: 20, y: 100, width: 247, height: 20))
        #expect(r.frame == Rect(x: 275, y: 100, width: 80, height: 20))
        #expect(!l.hasAmbiguousLayout && !r.hasAmbiguousLayout)
    }

    @Test func lowerCompressionResistanceIsTruncatedFirst() {
        // 200 + 200 of content in 327 points: the right one (750 < 751) gives up 73 → 127 wide.
        let (w, l, r) = row(Size(width: 200, height: 20), Size(width: 200, height: 20))
        l.setContentCompressionResistancePriority(751, for: .horizontal)
        w.layoutIfNeeded()
        #expect(l.frame == Rect(x: 20, y: 100, width: 200, height: 20))
        #expect(r.frame == Rect(x: 228, y: 100, width: 127, height: 20))
    }

    @Test func invalidatingTheIntrinsicSizeReSolvesIncrementally() throws {
        let (w, l, r) = row(Size(width: 100, height: 20), Size(width: 80, height: 20))
        l.setContentHuggingPriority(251, for: .horizontal)
        w.layoutIfNeeded()
        let engine = try #require(w.autoLayout.engine)
        let updates = engine.incrementalUpdates
        l.explicitIntrinsicContentSize = Size(width: 150, height: 30)   // calls invalidateIntrinsicContentSize()
        w.layoutIfNeeded()
        #expect(l.frame == Rect(x: 20, y: 100, width: 150, height: 30))
        #expect(r.frame == Rect(x: 178, y: 100, width: 177, height: 20))
        LayoutFixture.expectSameEngine(w, engine)
        #expect(engine.incrementalUpdates == updates + 1)   // one view's intrinsic constraints swapped
    }

    final class BaselineView: View {
        let first: Double, last: Double
        init(first: Double, last: Double, intrinsic: Size) {
            self.first = first; self.last = last
            super.init(frame: .zero)
            explicitIntrinsicContentSize = intrinsic
            translatesAutoresizingMaskIntoConstraints = false
        }
        override var firstBaselineOffsetFromTop: Double { first }
        override var lastBaselineOffsetFromBottom: Double { last }
    }

    @Test func baselinesUseTheViewsOffsets() {
        // label: 100×20 at (20, 100), first baseline 15 from its top → y 115, last baseline 5 from
        // its bottom → y 115. other: 50×30, first baseline 20 from top, last 6 from bottom.
        let w = LayoutFixture.window()
        let label = BaselineView(first: 15, last: 5, intrinsic: Size(width: 100, height: 20))
        let byLast = BaselineView(first: 20, last: 6, intrinsic: Size(width: 50, height: 30))
        let byFirst = BaselineView(first: 20, last: 6, intrinsic: Size(width: 50, height: 30))
        for v in [label, byLast, byFirst] { w.addSubview(v) }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: w.topAnchor, constant: 100),
            byLast.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            byLast.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
            byFirst.leadingAnchor.constraint(equalTo: byLast.trailingAnchor, constant: 8),
            byFirst.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        w.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 100, width: 100, height: 20))
        // last baseline 115 = bottom − 6 → bottom 121, top 91.
        #expect(byLast.frame == Rect(x: 128, y: 91, width: 50, height: 30))
        // first baseline 115 = top + 20 → top 95.
        #expect(byFirst.frame == Rect(x: 186, y: 95, width: 50, height: 30))
    }

    @Test func plainViewsBaselinesAreTheirEdges() {
        // A view that supplies no offsets: first baseline = top, last baseline = bottom.
        let w = LayoutFixture.window()
        let p = LayoutFixture.constrained("p", in: w)
        let q = LayoutFixture.constrained("q", in: w)
        LayoutConstraint.activate(LayoutFixture.place(p, in: w, x: 0, y: 50, width: 10, height: 40) + [
            q.leftAnchor.constraint(equalTo: w.leftAnchor), q.widthAnchor.constraint(equalToConstant: 10),
            q.heightAnchor.constraint(equalToConstant: 10),
            q.firstBaselineAnchor.constraint(equalTo: p.lastBaselineAnchor),
        ])
        w.layoutIfNeeded()
        #expect(q.frame == Rect(x: 0, y: 90, width: 10, height: 10))
    }

    @Test func systemLayoutSizeFitting() {
        // A container hugging a 100×20 label with 10 points all round: its fitting size is 120×40.
        let container = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        let label = LayoutFixture.constrained("label", in: container, intrinsic: Size(width: 100, height: 20))
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        #expect(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 120, height: 40))
        // Fitting-size level (50) is weaker than hugging (250): the expanded target is refused too.
        #expect(container.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 120, height: 40))
        // A required width wins over hugging; the height still fits the content.
        #expect(container.systemLayoutSizeFitting(Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel) == Size(width: 300, height: 40))
    }
}
