import Testing
@testable import Trellis

/// `invalidateIntrinsicContentSize()` re-reads a view's first and last baseline offsets: a
/// constraint on a baseline follows a font change (UIKit). Trellis read the offsets once, when
/// the constraint was added.
struct BaselineRefreshTests {
    /// A 20×20 view whose baselines are set from outside (GSAutoLayoutEngine's `CustomBaselineView`).
    final class BaselineView: View {
        var firstOffset = 0.0, lastOffset = 0.0
        override var firstBaselineOffsetFromTop: Double { firstOffset }
        override var lastBaselineOffsetFromBottom: Double { lastOffset }
    }

    func pinned(to attribute: LayoutAttribute) throws -> (root: View, baseline: BaselineView, follower: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let baseline = BaselineView(), follower = View()
        for v in [baseline, follower] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            LayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 20),
                                       v.leftAnchor.constraint(equalTo: root.leftAnchor)])
        }
        baseline.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        try LayoutConstraint(item: follower, attribute: .top, relatedBy: .equal, toItem: baseline, attribute: attribute,
                             multiplier: 1, constant: 0).activate()
        root.layoutIfNeeded()
        return (root, baseline, follower)
    }

    @Test func firstBaselineFollowsTheOffset() throws {
        // GSAutoLayoutEngine's testSolvesLayoutWithFirstBaselineConstraint, y down: offsets 0 put
        // the follower at y = 0; a first baseline 5 from the top puts it at 5.
        let (root, baseline, follower) = try pinned(to: .firstBaseline)
        #expect(follower.frame.minY == 0)
        baseline.firstOffset = 5
        baseline.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(follower.frame == Rect(x: 0, y: 5, width: 20, height: 20))
    }

    @Test func lastBaselineFollowsTheOffset() throws {
        // testSolvesLayoutWithLastBaselineConstraint, y down: the last baseline at the bottom (20),
        // then 10 above it: y = 10.
        let (root, baseline, follower) = try pinned(to: .lastBaseline)
        #expect(follower.frame.minY == 20)
        baseline.lastOffset = 10
        baseline.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(follower.frame == Rect(x: 0, y: 10, width: 20, height: 20))
    }

    @Test func labelFontChangeMovesItsFirstBaseline() {
        // A view pinned to a label's first baseline: at 17 pt it sits at the ascender (about 16);
        // at 34 pt the ascender doubles (about 32.4) and the view follows (it stayed at 16).
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let label = Label(text: "Baseline", font: .systemFont(ofSize: 17))
        let follower = View()
        for v in [label, follower] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor), label.leftAnchor.constraint(equalTo: root.leftAnchor),
            follower.topAnchor.constraint(equalTo: label.firstBaselineAnchor), follower.leftAnchor.constraint(equalTo: root.leftAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let small = Font.systemFont(ofSize: 17).ascender, large = Font.systemFont(ofSize: 34).ascender
        #expect(follower.frame.minY == small.rounded())
        // SF's ascender is 1950/2048 em: 16.19 at 17 pt, 32.37 at 34 pt.
        #expect(follower.frame.minY == 16)
        #expect(abs(large - 32.4) < 1)
        label.font = .systemFont(ofSize: 34)
        root.layoutIfNeeded()
        #expect(follower.frame.minY == large.rounded())
        #expect(follower.frame.minY == 32)
    }
}
