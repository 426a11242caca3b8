import Testing
@testable import Trellis

/// Issue 4's behaviours, each with the frames UIKit gives.
@MainActor
struct AutoLayoutBehaviourTests {
    func add(_ v: View, to parent: View) -> View {
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    @Test func layoutMarginsGuideDefaultsToEightPoints() {
        // A plain view's margins are 8 on every side: a child pinned to them in a 200×100
        // container is at (8, 8), 184×84.
        let w = LayoutFixture.window()
        let container = View(frame: Rect(x: 0, y: 100, width: 200, height: 100))
        w.addSubview(container)
        container.insetsLayoutMarginsFromSafeArea = false
        let child = add(View(), to: container)
        LayoutConstraint.activate(LayoutFixture.pin(child, toEdgesOf: container.layoutMarginsGuide))
        w.layoutIfNeeded()
        #expect(child.frame == Rect(x: 8, y: 8, width: 184, height: 84))
    }

    @Test func safeAreaOnANotchedPhone() {
        // iPhone X/XS/11 Pro (retina5_9), 375×812: safe area top 44 and bottom 34 in portrait;
        // in landscape (812×375) 44 on each side and 21 at the bottom.
        let w = LayoutFixture.window("retina5_9")
        let v = add(View(), to: w)
        LayoutConstraint.activate(LayoutFixture.pin(v, toEdgesOf: w.safeAreaLayoutGuide))
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 0, y: 44, width: 375, height: 734))
        w.screen.rotate(to: .landscapeRight)
        w.layoutIfNeeded()
        #expect(v.frame == Rect(x: 44, y: 0, width: 724, height: 354))
    }

    @Test func huggingDecidesWhichLabelStretches() {
        // Two labels share a 375-point row: 20 | A | 8 | B | 20. Intrinsic widths 100 and 80;
        // A hugs at 251, B at 250: B (the weaker hugger) takes the 147 spare points.
        let w = LayoutFixture.window()
        let a = add(Label(), to: w), b = add(Label(), to: w)
        a.explicitIntrinsicContentSize = Size(width: 100, height: 21)
        b.explicitIntrinsicContentSize = Size(width: 80, height: 21)
        a.setContentHuggingPriority(251, for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: w.trailingAnchor, constant: -20),
            a.topAnchor.constraint(equalTo: w.topAnchor, constant: 40), b.topAnchor.constraint(equalTo: w.topAnchor, constant: 40),
        ])
        w.layoutIfNeeded()
        #expect(a.frame == Rect(x: 20, y: 40, width: 100, height: 21))
        #expect(b.frame == Rect(x: 128, y: 40, width: 227, height: 21))
        // Swap the priorities: now A stretches.
        a.setContentHuggingPriority(249, for: .horizontal)
        w.layoutIfNeeded()
        #expect(a.frame.width == 247)
        #expect(b.frame == Rect(x: 275, y: 40, width: 80, height: 21))
    }

    @Test func baselinesAlign() {
        // A label's first baseline is its font's ascender below its top. Aligning first baselines
        // with the big label at y 100 puts the small one at 100 + ascender(34) − ascender(17),
        // = 100 + 32.368 − 16.184 = 116.184 (ascender 0.952 em), rounded to the half-point grid: 116.
        let w = LayoutFixture.window()
        let small = add(Label(), to: w) as! Label, big = add(Label(), to: w) as! Label
        small.font = .systemFont(ofSize: 17); big.font = .systemFont(ofSize: 34)
        for l in [small, big] { l.explicitIntrinsicContentSize = Size(width: 50, height: l.font.pointSize * 1.2) }
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: w.topAnchor, constant: 100),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            big.leadingAnchor.constraint(equalTo: w.leadingAnchor), small.leadingAnchor.constraint(equalTo: big.trailingAnchor),
        ])
        w.layoutIfNeeded()
        #expect(small.frame.origin.y == 116)
    }

    @Test func ambiguityIsReportedPerAxis() {
        // Only x and width are constrained: the vertical axis is ambiguous.
        let w = LayoutFixture.window()
        let v = add(View(), to: w)
        LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: w.leadingAnchor), v.widthAnchor.constraint(equalToConstant: 10)])
        w.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        #expect(v.ambiguousAxes == [.vertical])
        LayoutConstraint.activate([v.topAnchor.constraint(equalTo: w.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
        #expect(!v.hasAmbiguousLayout)
    }

    @Test func unsatisfiablePairIsReportedAndLayoutContinues() {
        // width == 50 and width == 80, both required: the second is broken, the first holds.
        let w = LayoutFixture.window()
        let v = add(View(), to: w)
        let fifty = v.widthAnchor.constraint(equalToConstant: 50); fifty.identifier = "fifty"
        let eighty = v.widthAnchor.constraint(equalToConstant: 80); eighty.identifier = "eighty"
        LayoutConstraint.activate([fifty, v.leadingAnchor.constraint(equalTo: w.leadingAnchor),
                                   v.topAnchor.constraint(equalTo: w.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
        w.layoutIfNeeded()
        eighty.isActive = true
        w.layoutIfNeeded()
        #expect(v.frame.width == 50)
        let conflict = w.layoutIssues.first { $0.kind == .unsatisfiable }
        #expect(conflict != nil)
        #expect(conflict?.broken?.contains("'eighty'") == true)
        #expect(conflict?.constraints.first?.contains("'fifty'") == true)
        #expect(conflict?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    }

    @Test func autoresizingViewsMixWithConstrainedOnes() {
        // A springs-and-struts bar (flexible width, fixed 44 high at the top) and a constrained
        // view 8 points below it. Rotating the 375×667 window to 667×375 stretches the bar and
        // the constrained view follows it.
        let w = LayoutFixture.window()
        let bar = View(frame: Rect(x: 0, y: 20, width: 375, height: 44))
        bar.autoresizingMask = [.flexibleWidth]
        w.addSubview(bar)
        let body = add(View(), to: w)
        LayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: bar.leadingAnchor), body.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
            body.heightAnchor.constraint(equalToConstant: 100),
        ])
        w.layoutIfNeeded()
        #expect(body.frame == Rect(x: 0, y: 72, width: 375, height: 100))
        w.screen.rotate(to: .landscapeLeft)
        w.layoutIfNeeded()
        #expect(bar.frame == Rect(x: 0, y: 20, width: 667, height: 44))
        #expect(body.frame == Rect(x: 0, y: 72, width: 667, height: 100))
    }

    @Test func fittingSizeOfACard() {
        // A card with a 100×40 label inset by 16 on every side: compressed fitting size 132×72.
        let card = View()
        let label = add(Label(), to: card)
        label.explicitIntrinsicContentSize = Size(width: 100, height: 40)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 132, height: 72))
        // Width fixed at 300 (required): the label stretches, the height stays 72.
        #expect(card.systemLayoutSizeFitting(Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 300, height: 72))
    }

    @Test func constraintsAffectingLayoutAndRemoval() {
        let w = LayoutFixture.window()
        let container = add(View(), to: w), child = add(View(), to: container)
        let pin = child.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 5)
        let width = child.widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([pin, width])
        #expect(pin.installedView === w)
        #expect(width.installedView === child)
        #expect(child.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(child.constraintsAffectingLayout(for: .vertical).isEmpty)
        // Leaving the hierarchy removes the constraint that reached outside the subtree, as in UIKit.
        container.removeFromSuperview()
        #expect(!pin.isActive)
        #expect(width.isActive)
    }
}
