import Testing
@testable import Trellis

/// A stack view's baselines come from its arranged views (UIKit's `forFirstBaselineLayout` and
/// `forLastBaselineLayout` on `UIStackView`): a vertical stack's first baseline is its first
/// arranged view's and its last baseline its last one's; a horizontal stack's both are its
/// tallest arranged view's; recursively.
@MainActor
struct NestedStackBaselineTests {
    /// A row (horizontal, centred) of two boxes `height` high with a baseline `baseline` from
    /// their tops.
    static func row(_ height: Double, baseline: Double, tallest: Double? = nil) -> (StackView, [BaselineBox]) {
        let boxes = [BaselineBox(100, height, baseline: baseline), BaselineBox(50, tallest ?? height, baseline: tallest ?? baseline)]
        let row = StackView(arrangedSubviews: boxes)
        row.alignment = .center
        row.spacing = 8
        return (row, boxes)
    }

    @Test func stackViewsAnswerWithTheirArrangedViews() {
        let (row, boxes) = Self.row(20, baseline: 16, tallest: 30)
        // Horizontal: the tallest (by intrinsic height) for both baselines.
        #expect(row.forFirstBaselineLayout === boxes[1])
        #expect(row.forLastBaselineLayout === boxes[1])
        let (other, otherBoxes) = Self.row(20, baseline: 16)
        let column = StackView(arrangedSubviews: [row, other])
        column.axis = .vertical
        // Vertical: first and last arranged views, down through the rows.
        #expect(column.forFirstBaselineLayout === boxes[1])
        #expect(column.forLastBaselineLayout === otherBoxes[0])
        // Hidden views are skipped; a plain view answers with itself.
        other.isHidden = true
        #expect(column.forLastBaselineLayout === boxes[1])
        #expect(boxes[0].forFirstBaselineLayout === boxes[0])
    }

    @Test func baselineRelativeColumnOfRowsSpacesTheirBaselines() {
        // Provenance.storyboard's game info column mGN-BI-qeR (toolsVersion 22154): rows of two
        // 17-point labels (20.33 high, baseline 16.33 from the top), spacing 29 baseline to
        // baseline: the rows are stored at y 0, 29, 58 — one row's last baseline to the next
        // one's first is 29, the same as top to top. Without the rows' baselines, 20.33 + 29.
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let rows = (0..<3).map { _ in Self.row(20, baseline: 16).0 }
        let column = StackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 29
        column.isBaselineRelativeArrangement = true
        LayoutFixture.add(column, to: root, leading: 0, top: 0)
        root.layoutIfNeeded()
        #expect(rows.map(\.frame.minY) == [0, 29, 58])
        #expect(column.frame.height == 78)
        // A taller view in the middle row moves its baseline: 20-high boxes (baseline 16) and a
        // 40-high one (baseline 36) centred, the row 40 high. Its baseline (the tall view's) is
        // 16 + 29 = 45 below the column's top: the row at 9; the next row's first baseline 29
        // further, at 74: that row at 58.
        let tall = BaselineBox(30, 40, baseline: 36)
        rows[1].addArrangedSubview(tall)
        root.layoutIfNeeded()
        #expect(rows.map(\.frame.minY) == [0, 9, 58])
    }

    @Test func rowAlignedByFirstBaselineUsesANestedColumnsFirstArrangedView() {
        // A row aligned by first baseline holding a box (40 high, baseline 30) and a column of two
        // boxes (20 high, baseline 15, spacing 4): the column's first baseline is its first box's,
        // so the column sits 30 − 15 = 15 below the row's top (and, having no intrinsic width,
        // takes the rest of the 200-point row).
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let big = BaselineBox(40, 40, baseline: 30)
        let column = StackView(arrangedSubviews: [BaselineBox(60, 20, baseline: 15), BaselineBox(60, 20, baseline: 15)])
        column.axis = .vertical
        column.spacing = 4
        let row = StackView(arrangedSubviews: [big, column], frame: Rect(x: 0, y: 0, width: 200, height: 100))
        row.alignment = .firstBaseline
        root.addSubview(row)
        root.layoutIfNeeded()
        #expect(big.frame.minY == 0)
        #expect(column.frame == Rect(x: 40, y: 15, width: 160, height: 44))
    }
}
