import Testing
@testable import Trellis

/// Every distribution × alignment of a horizontal 300×100 stack and a vertical 100×300 stack,
/// views of intrinsic sizes 40×20, 60×30, 80×40, spacing 10 (see ``StackFixture``).
/// Intrinsic lengths along the axis sum to 180 (horizontal) or 90 (vertical); two gaps of 10.
@MainActor
struct StackDistributionTableTests {
    /// (x, width) of each view along a horizontal 300-point stack, worked out by hand:
    nonisolated static let horizontal: [(StackView.Distribution, [(Double, Double)])] = [
        // fill: 100 points to spare, equal hugging (250): the last tied view stretches (UIKit:
        // "based on their index"): 40 + 10 + 60 + 10 + 180.
        (.fill, [(0, 40), (50, 60), (120, 180)]),
        // fillEqually: (300 − 20) / 3 = 93.333; edges 0|93.33, 103.33|196.67, 206.67|300
        // rounded to whole points at scale 1.
        (.fillEqually, [(0, 93), (103, 94), (207, 93)]),
        // fillProportionally: 280 × 40/180 = 62.22, × 60/180 = 93.33, × 80/180 = 124.44;
        // edges 0|62.22, 72.22|165.56, 175.56|300 rounded.
        (.fillProportionally, [(0, 62), (72, 94), (176, 124)]),
        // equalSpacing: intrinsic widths, gaps (300 − 180) / 2 = 60.
        (.equalSpacing, [(0, 40), (100, 60), (220, 80)]),
        // equalCentering: centres 20 and 260 at the ends, the middle one at 140 (120 apart).
        (.equalCentering, [(0, 40), (110, 60), (220, 80)]),
    ]

    /// (y, height) across a 100-point horizontal stack:
    nonisolated static let horizontalAlignments: [(StackView.Alignment, [(Double, Double)])] = [
        (.fill, [(0, 100), (0, 100), (0, 100)]),
        (.top, [(0, 20), (0, 30), (0, 40)]),
        // centred: (100 − h) / 2.
        (.center, [(40, 20), (35, 30), (30, 40)]),
        (.bottom, [(80, 20), (70, 30), (60, 40)]),
        // first baselines 15, 20, 25 from the tops: UIKit ties the stack's top to the first
        // view's alone (rdar://32291130), so it touches the top, the shared baseline is at
        // y = 15 and the deeper views stick out above the stack: 15 − 20 = −5, 15 − 25 = −10.
        (.firstBaseline, [(0, 20), (-5, 30), (-10, 40)]),
        // last baselines 5, 10, 15 above the bottoms: the first view touches the bottom, the
        // shared baseline is at y = 95 and the others reach below it: 95 + 10 = 105 (y 75),
        // 95 + 15 = 110 (y 70).
        (.lastBaseline, [(80, 20), (75, 30), (70, 40)]),
    ]

    nonisolated static var horizontalCases: [(StackView.Distribution, StackView.Alignment)] {
        horizontal.flatMap { d in horizontalAlignments.map { (d.0, $0.0) } }
    }

    @Test(arguments: horizontalCases)
    func horizontalStack(distribution: StackView.Distribution, alignment: StackView.Alignment) {
        let f = StackFixture(axis: .horizontal, distribution: distribution, alignment: alignment)
        let along = Self.horizontal.first { $0.0 == distribution }!.1
        let across = Self.horizontalAlignments.first { $0.0 == alignment }!.1
        let expected = (0..<3).map { Rect(x: along[$0].0, y: across[$0].0, width: along[$0].1, height: across[$0].1) }
        #expect(f.frames() == expected)
        #expect(f.stack.frame == Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(f.root.layoutIssues.isEmpty)
    }

    /// (y, height) along a vertical 300-point stack (heights 20, 30, 40 sum to 90):
    nonisolated static let vertical: [(StackView.Distribution, [(Double, Double)])] = [
        // fill: 190 to spare, the last view stretches: 20 + 10 + 30 + 10 + 230.
        (.fill, [(0, 20), (30, 30), (70, 230)]),
        // fillEqually: 93.333 each, as horizontally.
        (.fillEqually, [(0, 93), (103, 94), (207, 93)]),
        // fillProportionally: 280 × 20/90 = 62.22, × 30/90 = 93.33, × 40/90 = 124.44 (the same shares).
        (.fillProportionally, [(0, 62), (72, 94), (176, 124)]),
        // equalSpacing: gaps (300 − 90) / 2 = 105.
        (.equalSpacing, [(0, 20), (125, 30), (260, 40)]),
        // equalCentering: centres 10 and 280, the middle at 145.
        (.equalCentering, [(0, 20), (130, 30), (260, 40)]),
    ]

    /// (x, width) across a 100-point vertical stack; baselines are horizontal-only and a
    /// vertical stack treats them as fill.
    nonisolated static let verticalAlignments: [(StackView.Alignment, [(Double, Double)])] = [
        (.fill, [(0, 100), (0, 100), (0, 100)]),
        (.leading, [(0, 40), (0, 60), (0, 80)]),
        (.center, [(30, 40), (20, 60), (10, 80)]),
        (.trailing, [(60, 40), (40, 60), (20, 80)]),
        (.firstBaseline, [(0, 100), (0, 100), (0, 100)]),
        (.lastBaseline, [(0, 100), (0, 100), (0, 100)]),
    ]

    nonisolated static var verticalCases: [(StackView.Distribution, StackView.Alignment)] {
        vertical.flatMap { d in verticalAlignments.map { (d.0, $0.0) } }
    }

    @Test(arguments: verticalCases)
    func verticalStack(distribution: StackView.Distribution, alignment: StackView.Alignment) {
        let f = StackFixture(axis: .vertical, distribution: distribution, alignment: alignment)
        let along = Self.vertical.first { $0.0 == distribution }!.1
        let across = Self.verticalAlignments.first { $0.0 == alignment }!.1
        let expected = (0..<3).map { Rect(x: across[$0].0, y: along[$0].0, width: across[$0].1, height: along[$0].1) }
        #expect(f.frames() == expected)
        #expect(f.root.layoutIssues.isEmpty)
    }
}
