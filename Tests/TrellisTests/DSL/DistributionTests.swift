import Testing
@testable import Trellis

/// Masonry's `mas_distributeViewsAlongAxis`, laid out in a 375×667 window.
struct DistributionTests {
    let window = Window(screen: Screen(device: Device.named("retina4_7")!))

    func views(_ n: Int) -> [View] {
        (0..<n).map { i in
            let v = View()
            v.accessibilityIdentifier = "v\(i)"
            window.addSubview(v)
            return v
        }
    }

    @Test func fixedSpacingHorizontally() throws {
        // Equal widths: (375 − 20 − 20 − 2×10) / 3 = 105 → x 20, 135, 250.
        let vs = views(3)
        try vs.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        for v in vs { try v.makeConstraints { make in make.top.equalToSuperview(); make.height.equalTo(40) } }
        window.layoutIfNeeded()
        #expect(vs.map(\.frame) == [Rect(x: 20, y: 0, width: 105, height: 40), Rect(x: 135, y: 0, width: 105, height: 40),
                                    Rect(x: 250, y: 0, width: 105, height: 40)])
        #expect(window.layoutIssues.isEmpty)
    }

    @Test func fixedItemLengthHorizontally() throws {
        // 50-wide items, equal gaps: (375 − 20 − 20 − 3×50) / 2 = 92.5 → x 20, 162.5, 305.
        let vs = views(3)
        try vs.distribute(along: .horizontal, fixedItemLength: 50, leadSpacing: 20, tailSpacing: 20)
        for v in vs { try v.makeConstraints { make in make.top.equalToSuperview(); make.height.equalTo(40) } }
        window.layoutIfNeeded()
        #expect(vs.map(\.frame) == [Rect(x: 20, y: 0, width: 50, height: 40), Rect(x: 162.5, y: 0, width: 50, height: 40),
                                    Rect(x: 305, y: 0, width: 50, height: 40)])
        #expect(window.layoutIssues.isEmpty)
    }

    @Test func fixedItemLengthVertically() throws {
        // 100-high items in 667: gaps (667 − 3×100) / 2 = 183.5 → y 0, 283.5, 567.
        let vs = views(3)
        try vs.distribute(along: .vertical, fixedItemLength: 100)
        for v in vs { try v.makeConstraints { make in make.leading.equalToSuperview(); make.width.equalTo(30) } }
        window.layoutIfNeeded()
        #expect(vs.map(\.frame.minY) == [0, 283.5, 567] && vs.allSatisfy { $0.frame.height == 100 })
    }

    @Test func fixedSpacingVertically() throws {
        // Two rows 7 apart, 16 from the top and bottom edges, equal heights.
        let vs = views(2)
        try vs.distribute(along: .vertical, fixedSpacing: 7, leadSpacing: 16, tailSpacing: 16)
        for v in vs { try v.makeConstraints { $0.horizontalEdges.equalToSuperview() } }
        window.layoutIfNeeded()
        // (667 − 32 − 7) / 2 = 314 → y 16 and 337.
        #expect(vs.map(\.frame) == [Rect(x: 0, y: 16, width: 375, height: 314), Rect(x: 0, y: 337, width: 375, height: 314)])
    }

    @Test func remakeRemovesDistributionConstraints() throws {
        let vs = views(2)
        try vs.distribute(along: .horizontal, fixedSpacing: 10)
        #expect(vs[0].madeConstraints.count == 1 && vs[1].madeConstraints.count == 3)
        try vs[1].remakeConstraints { $0.edges.equalToSuperview() }
        #expect(vs[1].madeConstraints.count == 4)
    }

    @Test func mistakesAreTypedErrors() {
        let one = views(1)
        #expect(throws: ConstraintDSLError(.tooFewViews(1), view: "v0")) { try one.distribute(along: .horizontal, fixedSpacing: 8) }
        let loose = [View(), View()]
        #expect(throws: ConstraintDSLError(.noCommonSuperview, view: "View")) { try loose.distribute(along: .vertical, fixedItemLength: 8) }
        let two = views(2)
        #expect(throws: ConstraintDSLError(.invalidValue("item length -5 is negative"), view: "v0")) {
            try two.distribute(along: .vertical, fixedItemLength: -5)
        }
        #expect(throws: ConstraintDSLError.self) { try two.distribute(along: .vertical, fixedSpacing: .infinity) }
        #expect(window.constraints.isEmpty)
    }
}
