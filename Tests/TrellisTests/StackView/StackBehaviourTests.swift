import Testing
@testable import Trellis

/// Stack behaviour beyond the table: hidden views, custom spacing, margins, baselines,
/// arranged-view changes, self-sizing and overflow (fixture: ``StackFixture``).
@MainActor
struct StackBehaviourTests {
    @Test func hiddenViewCollapsesWithItsSpacingAndComesBack() {
        let f = StackFixture(axis: .horizontal)
        f.views[1].isHidden = true
        // UIKit: a hidden arranged view gets no length and its neighbours one spacing; 40 + 10 +
        // 250 (last stretches). It sits in the middle of that gap: UIKit keeps the spacing
        // constraints around it, halved (Xcode's canvas, which runs UIKit's stack view, stores
        // hidden views there: zotero SingleCitationViewController.xib, ZShare
        // MainInterface.storyboard, ivpn Main.storyboard).
        #expect(f.frames() == [Rect(x: 0, y: 0, width: 40, height: 100), Rect(x: 45, y: 0, width: 0, height: 100),
                               Rect(x: 50, y: 0, width: 250, height: 100)])
        #expect(f.stack.arrangementConstraints.contains { $0.identifier == "UISV-hiding" })
        f.views[1].isHidden = false
        #expect(f.frames() == [Rect(x: 0, y: 0, width: 40, height: 100), Rect(x: 50, y: 0, width: 60, height: 100),
                               Rect(x: 120, y: 0, width: 180, height: 100)])
        #expect(!f.stack.arrangementConstraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test func hiddenFirstViewInEqualSpacing() {
        let f = StackFixture(axis: .horizontal, distribution: .equalSpacing, alignment: .top)
        f.views[0].isHidden = true
        // Two visible views 60 and 80 in 300: one gap of 160; the hidden one sits at the start.
        #expect(f.frames() == [Rect(x: 0, y: 0, width: 0, height: 20), Rect(x: 0, y: 0, width: 60, height: 30),
                               Rect(x: 220, y: 0, width: 80, height: 40)])
    }

    @Test func customSpacingAfterAView() {
        let f = StackFixture(axis: .horizontal)
        f.stack.setCustomSpacing(30, after: f.views[0])
        #expect(f.stack.customSpacing(after: f.views[0]) == 30)
        // 40 + 30 + 60 + 10 + 160.
        #expect(f.frames().map(\.minX) == [0, 70, 140])
        #expect(f.views[2].frame.width == 160)
        f.stack.setCustomSpacing(StackView.spacingUseSystem, after: f.views[0])
        // System spacing is 8: 40 + 8 + 60 + 10 + 182.
        #expect(f.frames().map(\.minX) == [0, 48, 118])
        f.stack.setCustomSpacing(StackView.spacingUseDefault, after: f.views[0])
        #expect(f.stack.customSpacing(after: f.views[0]) == StackView.spacingUseDefault)
        #expect(f.frames().map(\.minX) == [0, 50, 120])
    }

    @Test func layoutMarginsRelativeArrangement() {
        let f = StackFixture(axis: .horizontal, distribution: .fillEqually)
        f.stack.layoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        f.stack.isLayoutMarginsRelativeArrangement = true
        // Canvas 10…290 × 10…90: (280 − 20) / 3 = 86.67; edges 10|96.67, 106.67|193.33, 203.33|290.
        #expect(f.frames() == [Rect(x: 10, y: 10, width: 87, height: 80), Rect(x: 107, y: 10, width: 86, height: 80),
                               Rect(x: 203, y: 10, width: 87, height: 80)])
        f.stack.isLayoutMarginsRelativeArrangement = false
        #expect(f.frames() == [Rect(x: 0, y: 0, width: 93, height: 100), Rect(x: 103, y: 0, width: 94, height: 100),
                               Rect(x: 207, y: 0, width: 93, height: 100)])
    }

    @Test func stackSizesItselfToItsContent() {
        // Pinned at (20, 30) only: the stack hugs its views (UIKit's stack views have no
        // intrinsic size but their constraints size them): 40 + 10 + 60 + 10 + 80 = 200 wide,
        // as tall as the tallest view (40) when not filling.
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let views = [BaselineBox(40, 20), BaselineBox(60, 30), BaselineBox(80, 40)]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.alignment = .center
        LayoutFixture.add(stack, to: root, leading: 20, top: 30)
        root.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 20, y: 30, width: 200, height: 40))
        #expect(views.map(\.frame) == [Rect(x: 0, y: 10, width: 40, height: 20), Rect(x: 50, y: 5, width: 60, height: 30),
                                       Rect(x: 120, y: 0, width: 80, height: 40)])
        #expect(!stack.hasAmbiguousLayout)
        // fill alignment: the views' heights (hugging 250) set the stack's; the compression
        // of the two shorter views (750) loses to the tallest's — all become 40 tall.
        stack.alignment = .fill
        root.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 20, y: 30, width: 200, height: 40))
        #expect(views.map(\.frame.height) == [40, 40, 40])
    }

    @Test(arguments: [StackView.Distribution.equalSpacing, .equalCentering, .fillEqually])
    func freeStackTakesItsMinimumLength(distribution: StackView.Distribution) {
        // Nothing sizes the stack: the spacer guides shrink (UISV-spanning-fit) to the minimum
        // spacing, 10: 40 + 10 + 60 + 10 + 80 = 200 for equalSpacing. equalCentering: centres
        // equally apart and each gap ≥ 10 → apart max(20 + 30, 30 + 40) + 10 = 80: centres 20,
        // 100, 180, width 220. fillEqually:
        // equal widths against hugging (250) and compression (750) — the widest view's
        // compression wins, every view is 80: 3 × 80 + 20 = 260.
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let views = [BaselineBox(40, 20), BaselineBox(60, 30), BaselineBox(80, 40)]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = .top
        LayoutFixture.add(stack, to: root, leading: 0, top: 0)
        root.layoutIfNeeded()
        if distribution == .fillEqually {
            #expect(stack.frame == Rect(x: 0, y: 0, width: 260, height: 40))
            #expect(views.map(\.frame.minX) == [0, 90, 180])
        } else if distribution == .equalCentering {
            #expect(stack.frame == Rect(x: 0, y: 0, width: 220, height: 40))
            #expect(views.map(\.frame.minX) == [0, 70, 140])
        } else {
            #expect(stack.frame == Rect(x: 0, y: 0, width: 200, height: 40))
            #expect(views.map(\.frame.minX) == [0, 50, 120])
        }
    }

    @Test func tooLittleRoomShrinksTheLastTiedView() {
        // 170 wide: 180 + 20 = 200 needed; compression resistance ties (750) go to the last view: 80 − 30 = 50.
        let f = StackFixture(axis: .horizontal, size: Size(width: 170, height: 100))
        #expect(f.frames().map(\.width) == [40, 60, 50])
        // A lower compression resistance on the first view makes it shrink instead: 40 − 30 = 10.
        f.views[0].setContentCompressionResistancePriority(700, for: .horizontal)
        f.stack.setNeedsLayout()
        #expect(f.frames().map(\.width) == [10, 60, 80])
    }

    @Test func lowerHuggingStretchesThatView() {
        let f = StackFixture(axis: .horizontal)
        f.views[0].setContentHuggingPriority(200, for: .horizontal)
        // The first view has the lowest hugging: it takes the 100 spare points.
        #expect(f.frames().map(\.width) == [140, 60, 80])
    }

    @Test func baselineRelativeVerticalSpacing() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = Label(text: "Title", font: .systemFont(ofSize: 20))
        let b = Label(text: "Body", font: .systemFont(ofSize: 10))
        let stack = StackView(arrangedSubviews: [a, b], frame: Rect(x: 0, y: 0, width: 200, height: 0))
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        LayoutFixture.add(stack, to: root, leading: 0, top: 0)
        root.layoutIfNeeded()
        // a: 20-point line 23.84 → 24 tall; last baseline 4.8 above its bottom → y 19.2.
        // b's first baseline (ascender 9.52) 30 below: 49.2 → b's top 39.68 → 40 at scale 1.
        #expect(a.frame.minY == 0)
        #expect(a.frame.height == 24)
        #expect(b.frame.minY == 40)
        // b is 11.93 → 12 tall: the stack ends at 39.68 + 12 = 51.68 → 52.
        #expect(stack.frame.height == 52)
    }

    @Test func arrangedViewsCanBeInsertedMovedAndRemoved() {
        let f = StackFixture(axis: .horizontal, distribution: .equalSpacing, alignment: .top)
        let extra = BaselineBox(20, 10)
        f.stack.insertArrangedSubview(extra, at: 0)
        #expect(extra.superview === f.stack)
        #expect(!extra.translatesAutoresizingMaskIntoConstraints)
        #expect(f.stack.arrangedSubviews.count == 4)
        f.root.layoutIfNeeded()
        // 20 + 40 + 60 + 80 = 200; three gaps of 100 / 3 = 33.33: edges 0|20, 53.33|93.33,
        // 126.67|186.67, 220|300.
        #expect([extra.frame.minX] + f.views.map(\.frame.minX) == [0, 53, 127, 220])
        // Moving the extra view to the end.
        f.stack.insertArrangedSubview(extra, at: 10)
        #expect(f.stack.arrangedSubviews.last === extra)
        f.root.layoutIfNeeded()
        #expect(extra.frame.minX == 280)
        // removeArrangedSubview keeps it as a subview, not arranged (UIKit).
        f.stack.removeArrangedSubview(extra)
        #expect(extra.superview === f.stack)
        #expect(f.frames().map(\.minX) == [0, 100, 220])
        // removeFromSuperview also stops arranging it.
        f.views[1].removeFromSuperview()
        f.root.layoutIfNeeded()
        #expect(f.stack.arrangedSubviews.count == 2)
        // 40 and 80 with one gap of 180.
        #expect(f.views[0].frame.minX == 0 && f.views[2].frame.minX == 220)
    }

    @Test func propertyChangesRelayout() {
        let f = StackFixture(axis: .horizontal)
        #expect(f.frames().map(\.minX) == [0, 50, 120])
        f.stack.spacing = 20
        #expect(f.frames().map(\.minX) == [0, 60, 140])
        f.stack.axis = .vertical
        // Vertical 300 × 100 stack: heights 20, 30, stretched last: 0, 40, 90.
        #expect(f.frames().map(\.minY) == [0, 40, 90])
        #expect(f.views[2].frame.height == 10)
        f.stack.distribution = .fillEqually
        // (100 − 40) / 3 = 20 each.
        #expect(f.frames() == [Rect(x: 0, y: 0, width: 300, height: 20), Rect(x: 0, y: 40, width: 300, height: 20),
                               Rect(x: 0, y: 80, width: 300, height: 20)])
    }

    @Test func spacingChangeUpdatesConstantsInPlace() throws {
        // Only constants change: the same constraint objects and guides, the same engine
        // (an incremental re-solve, no rebuild).
        let f = StackFixture(axis: .horizontal, distribution: .equalSpacing)
        _ = f.frames()
        let constraints = f.stack.arrangementConstraints.map(ObjectIdentifier.init)
        let guides = f.stack.layoutGuides.map(ObjectIdentifier.init)
        let engine = try #require(f.root.autoLayout.engine)
        f.stack.spacing = 70
        // Gaps at least 70: 180 + 140 = 320 > 300, so the views shrink: compression ties go
        // to the last view, 80 − 20 = 60; gaps exactly 70.
        #expect(f.frames() == [Rect(x: 0, y: 0, width: 40, height: 100), Rect(x: 110, y: 0, width: 60, height: 100),
                               Rect(x: 240, y: 0, width: 60, height: 100)])
        #expect(f.stack.arrangementConstraints.map(ObjectIdentifier.init) == constraints)
        #expect(f.stack.layoutGuides.map(ObjectIdentifier.init) == guides)
        LayoutFixture.expectSameEngine(f.root, engine)
    }

    @Test func intrinsicSizeChangeRebuildsProportions() {
        let f = StackFixture(axis: .horizontal, distribution: .fillProportionally)
        _ = f.frames()
        // 40 → 120: shares 120/260, 60/260, 80/260 of 280 = 129.23, 64.62, 86.15;
        // edges 0|129.23, 139.23|203.85, 213.85|300.
        f.views[0].explicitIntrinsicContentSize = Size(width: 120, height: 20)
        #expect(f.frames().map(\.width) == [129, 65, 86])
    }

    @Test func constraintsCarryUIKitIdentifiers() {
        let f = StackFixture(axis: .horizontal, distribution: .equalSpacing, alignment: .center)
        f.root.layoutIfNeeded()
        let ids = Set(f.stack.arrangementConstraints.compactMap(\.identifier))
        #expect(ids == ["UISV-canvas-connection", "UISV-spacing", "UISV-distributing-edge", "UISV-fill-equally",
                        "UISV-spanning-fit", "UISV-alignment", "UISV-spanning-boundary", "Trellis-fill-order"])
        #expect(f.stack.constraints.count == f.stack.arrangementConstraints.count)
        #expect(f.stack.layoutGuides.count == 2)
    }

    @Test func nestedStacks() {
        // A vertical stack of two horizontal rows, each 20×10 and 30×10 with spacing 5;
        // the column fills 100 × 50 with spacing 10, fillEqually: rows 20 tall.
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let rows = (0..<2).map { _ in StackView(arrangedSubviews: [BaselineBox(20, 10), BaselineBox(30, 10)]) }
        for r in rows { r.spacing = 5; r.alignment = .center }
        let column = StackView(arrangedSubviews: rows, frame: Rect(x: 10, y: 10, width: 100, height: 50))
        column.axis = .vertical
        column.distribution = .fillEqually
        column.spacing = 10
        root.addSubview(column)
        root.layoutIfNeeded()
        #expect(rows.map(\.frame) == [Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 30, width: 100, height: 20)])
        // In each row: 20 + 5 + 75 (the last stretches), centred vertically at (20 − 10) / 2 = 5.
        #expect(rows[1].arrangedSubviews.map(\.frame) == [Rect(x: 0, y: 5, width: 20, height: 10), Rect(x: 25, y: 5, width: 75, height: 10)])
    }

    @Test func emptyStackHasNoConstraints() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let stack = StackView(arrangedSubviews: [], frame: Rect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(stack.arrangementConstraints.isEmpty)
        #expect(stack.frame == Rect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func rightToLeftStartsAtTheRight() {
        // UIKit arranges a horizontal stack from leading to trailing: right to left in a
        // right-to-left layout. 300 wide: first view 260…300, second 190…250, last 0…180.
        let f = StackFixture(axis: .horizontal)
        for v in [f.stack] + f.views { v.semanticContentAttribute = .forceRightToLeft }
        #expect(f.frames().map(\.minX) == [260, 190, 0])
        #expect(f.views.map(\.frame.width) == [40, 60, 180])
    }

    @Test func fittingSizeOfAStack() {
        // UIKit's systemLayoutSizeFitting(compressed) of a vertical stack of 40×20, 60×30,
        // 80×40 with spacing 10: as wide as the widest (80) when centred, 20 + 30 + 40 + 20 = 110 tall.
        let views = [BaselineBox(40, 20), BaselineBox(60, 30), BaselineBox(80, 40)]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 10
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 80, height: 110))
    }
}

/// A hidden arranged view whose own required constraints keep a length conflicts with the
/// stack's `UISV-hiding` constraint. UIKit's stack makes its constraints after the ones the view
/// already has, and the newer constraint is the one broken: the view keeps its length where it
/// would collapse, and its neighbours close up as if it were gone (pocket-casts
/// NowPlayingPlayerItemViewController.xib: a hidden 50-point spacer stored at the top of the
/// next view, with that view where the spacer would be).
@MainActor
struct StackHiddenConflictTests {
    @Test func hidingConstraintIsBrokenNotTheViewsOwn() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let a = View(), spacer = View(), b = View()
        a.explicitIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 100)
        b.explicitIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 60)
        spacer.isHidden = true
        let stack = StackView(arrangedSubviews: [a, spacer, b])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            spacer.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leftAnchor.constraint(equalTo: root.leftAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
        // a 0…100; the spacer sits after a and keeps its 50 points; b follows a directly.
        #expect(a.frame == Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(spacer.frame == Rect(x: 0, y: 100, width: 300, height: 50))
        #expect(b.frame == Rect(x: 0, y: 100, width: 300, height: 60))
        #expect(stack.frame == Rect(x: 0, y: 0, width: 300, height: 160))
        let issue = root.layoutIssues.first { $0.kind == .unsatisfiable }
        #expect(issue?.broken?.contains("UISV-hiding") == true)
    }

    /// Equal centering gives way to a view's hugging (UIKit's equal-gap constraints of an
    /// equal-centering stack are at max(150 − index, 50)). FrameGrabber Main.storyboard's player
    /// buttons (a row 351 wide there; 352 here, whole points): views 28, 28 and 42 wide (hugging
    /// 250), the first two of equal width, the middle one centred on the stack by a constraint of
    /// its own. The views keep 28, 28, 42 (Xcode stores them so), the middle at 176 − 14 = 162
    /// and the last at 310, the centres 162 and 155 apart; with the even spread at 999 the first
    /// two were stretched to 42 (centres 21, 176, 331).
    @Test func equalCenteringGivesWayToHugging() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let views = [BaselineBox(28, 28), BaselineBox(28, 28), BaselineBox(42, 42)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leftAnchor.constraint(equalTo: root.leftAnchor),
            stack.widthAnchor.constraint(equalToConstant: 352),
            views[1].centerXAnchor.constraint(equalTo: stack.centerXAnchor),
            views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [28, 28, 42])
        #expect(views.map(\.frame.minX) == [0, 162, 310])
    }
}
