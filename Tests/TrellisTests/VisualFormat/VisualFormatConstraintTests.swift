import Testing
@testable import Trellis

/// The constraints a format makes: items, attributes, relations, constants and priorities, in
/// the forms UIKit produces (`later.leading == earlier.trailing + spacing`,
/// `superview.trailing == last.trailing + spacing`; alignment `earlier.attr == later.attr`).
struct VisualFormatConstraintTests {
    let superview = View(), a = View(), b = View(), c = View()
    var views: [String: View] { ["a": a, "b": b, "c": c] }

    init() {
        superview.accessibilityIdentifier = "superview"
        for (name, v) in [("a", a), ("b", b), ("c", c)] {
            v.accessibilityIdentifier = name
            superview.addSubview(v)
        }
    }

    func make(_ format: String, _ options: LayoutConstraint.FormatOptions = [], metrics: [String: Double] = [:]) throws -> [String] {
        try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views).map(\.description)
    }

    @Test func standardSpacingIs8BetweenViewsAnd20ToTheSuperview() throws {
        // Apple's VFL guide: a lone dash is the standard space; 20 points to the superview edge.
        #expect(try make("|-[a]-[b]-|") == [
            "<LayoutConstraint a.leading == superview.leading + 20>",
            "<LayoutConstraint b.leading == a.trailing + 8>",
            "<LayoutConstraint superview.trailing == b.trailing + 20>",
        ])
        #expect(try make("V:|-[a]-[b]-|") == [
            "<LayoutConstraint a.top == superview.top + 20>",
            "<LayoutConstraint b.top == a.bottom + 8>",
            "<LayoutConstraint superview.bottom == b.bottom + 20>",
        ])
    }

    @Test func flushViewsAndSuperview() throws {
        #expect(try make("|[a][b]|") == [
            "<LayoutConstraint a.leading == superview.leading>",
            "<LayoutConstraint b.leading == a.trailing>",
            "<LayoutConstraint superview.trailing == b.trailing>",
        ])
    }

    @Test func seed001TwoEqualViews() throws {
        #expect(try make("H:|-20-[a]-40-[b(==a)]-20-|") == [
            "<LayoutConstraint a.leading == superview.leading + 20>",
            "<LayoutConstraint b.leading == a.trailing + 40>",
            "<LayoutConstraint b.width == a.width>",
            "<LayoutConstraint superview.trailing == b.trailing + 20>",
        ])
    }

    @Test func seed001SingleConstraintStrings() throws {
        // Seed 001 section 3.1: "H:[viewA(10)]", "H:|-20-[viewA]", "H:[viewA]-30-|".
        #expect(try make("H:[a(10)]") == ["<LayoutConstraint a.width == 10>"])
        #expect(try make("H:|-20-[a]") == ["<LayoutConstraint a.leading == superview.leading + 20>"])
        #expect(try make("H:[a]-30-|") == ["<LayoutConstraint superview.trailing == a.trailing + 30>"])
        #expect(try make("V:[a(30)]") == ["<LayoutConstraint a.height == 30>"])
        #expect(try make("|-x-[a(20)]", .directionLeadingToTrailing, metrics: ["x": 10]) == [
            "<LayoutConstraint a.leading == superview.leading + 10>", "<LayoutConstraint a.width == 20>",
        ])
    }

    @Test func predicatesRelationsAndPriorities() throws {
        #expect(try make("[a(>=70,<=100@750)]") == [
            "<LayoutConstraint a.width >= 70>", "<LayoutConstraint a.width <= 100 @750>",
        ])
        #expect(try make("[a(100@20)]") == ["<LayoutConstraint a.width == 100 @20>"])
        #expect(try make("V:[a(==b@p)]", metrics: ["p": 250]) == ["<LayoutConstraint a.height == b.height @250>"])
        #expect(try make("[a]-(>=8,<=gap@750)-[b]", metrics: ["gap": 30]) == [
            "<LayoutConstraint b.leading >= a.trailing + 8>", "<LayoutConstraint b.leading <= a.trailing + 30 @750>",
        ])
        #expect(try make("[a]-(-10)-[b]") == ["<LayoutConstraint b.leading == a.trailing - 10>"])
        #expect(try make("|-(>=0)-[a]-(>=0)-|") == [
            "<LayoutConstraint a.leading >= superview.leading>", "<LayoutConstraint superview.trailing >= a.trailing>",
        ])
    }

    @Test func metricNamesShadowViewNamesInViewPredicates() throws {
        // A name that is both a metric and a view is read as the metric (a constant).
        #expect(try make("[a(b)]", metrics: ["b": 44]) == ["<LayoutConstraint a.width == 44>"])
        #expect(try make("[a(b)]") == ["<LayoutConstraint a.width == b.width>"])
    }

    @Test func alignmentOptionsAlignConsecutiveViews() throws {
        // UIKit's order: the format's constraints, then per pair the options in bit order.
        #expect(try make("[a]-[b]-[c]", [.alignAllBottom, .alignAllTop]) == [
            "<LayoutConstraint b.leading == a.trailing + 8>", "<LayoutConstraint c.leading == b.trailing + 8>",
            "<LayoutConstraint a.top == b.top>", "<LayoutConstraint a.bottom == b.bottom>",
            "<LayoutConstraint b.top == c.top>", "<LayoutConstraint b.bottom == c.bottom>",
        ])
        #expect(try make("V:[a][b]", .alignAllLeading) == [
            "<LayoutConstraint b.top == a.bottom>", "<LayoutConstraint a.leading == b.leading>",
        ])
        let all: [(LayoutConstraint.FormatOptions, String)] = [
            (.alignAllCenterY, "centerY"), (.alignAllLastBaseline, "lastBaseline"), (.alignAllFirstBaseline, "firstBaseline"),
        ]
        for (option, name) in all {
            #expect(try make("[a][b]", option).last == "<LayoutConstraint a.\(name) == b.\(name)>")
        }
        for (option, name) in [(LayoutConstraint.FormatOptions.alignAllLeft, "left"), (.alignAllRight, "right"),
                               (.alignAllTrailing, "trailing"), (.alignAllCenterX, "centerX")] {
            #expect(try make("V:[a][b]", option).last == "<LayoutConstraint a.\(name) == b.\(name)>")
        }
    }

    @Test func directionOptions() throws {
        #expect(try make("|-[a]-[b]-|", .directionLeftToRight) == [
            "<LayoutConstraint a.left == superview.left + 20>", "<LayoutConstraint b.left == a.right + 8>",
            "<LayoutConstraint superview.right == b.right + 20>",
        ])
        // Right to left: the first view hugs the right edge; each next view sits to its left.
        #expect(try make("|-[a]-[b]-|", .directionRightToLeft) == [
            "<LayoutConstraint superview.right == a.right + 20>", "<LayoutConstraint a.left == b.right + 8>",
            "<LayoutConstraint b.left == superview.left + 20>",
        ])
        // Direction options do not affect vertical formats.
        #expect(try make("V:|-[a]", .directionRightToLeft) == ["<LayoutConstraint a.top == superview.top + 20>"])
    }

    @Test func baselineToBaselineSpacing() throws {
        #expect(try make("V:|-[a]-12-[b]", .spacingBaselineToBaseline) == [
            "<LayoutConstraint a.top == superview.top + 20>", "<LayoutConstraint b.firstBaseline == a.lastBaseline + 12>",
        ])
    }

    @Test func constraintsComeBackInactive() throws {
        let cs = try LayoutConstraint.constraints(withVisualFormat: "|-[a]-|", views: views)
        #expect(cs.allSatisfy { !$0.isActive })
    }

    // MARK: Errors found while resolving names and options

    func expectError(_ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Double] = [:],
                     views: [String: View]? = nil, _ reason: VisualFormatError.Reason, column: Int,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: VisualFormatError(reason, format: format, column: column), sourceLocation: sourceLocation) {
            try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views ?? self.views)
        }
    }

    @Test func unknownNames() {
        expectError("[a]-[blackBox]", .unknownView("blackBox"), column: 5)
        expectError("[a]-gap-[b]", .unknownMetric("gap"), column: 4)
        expectError("[a(w)]", .unknownMetricOrView("w"), column: 3)
        expectError("[a(100@p)]", .unknownMetric("p"), column: 7)
        expectError("[a]-b-[c]", .viewNameInSpacing("b"), column: 4)
        expectError("[a]-(>=b)-[c]", .viewNameInSpacing("b"), column: 7)
        expectError("[a(w)]", metrics: ["w": .infinity], .invalidMetricValue("w", .infinity), column: 3)
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "[a(w)]", metrics: ["w": .nan], views: views)
            Issue.record("a NaN metric was accepted")
        } catch {
            guard case let .invalidMetricValue(name, value) = error.reason else { Issue.record("\(error)"); return }
            #expect(name == "w" && value.isNaN && error.column == 3)
        }
    }

    @Test func invalidPriorities() {
        expectError("[a(100@1001)]", .invalidPriority(1001), column: 7)
        expectError("[a(100@0)]", .invalidPriority(0), column: 7)
        expectError("[a]-(8@p)-[b]", metrics: ["p": -1], .invalidPriority(-1), column: 7)
    }

    @Test func superviewBarWithoutSuperview() {
        let lonely = View()
        expectError("H:|-[button]-|", views: ["button": lonely], .noSuperview("button"), column: 11)
        expectError("[a]-[button]|", views: ["a": a, "button": lonely], .noSuperview("button"), column: 11)
    }

    @Test func invalidOptionCombinations() {
        expectError("[a][b]", options: .alignAllLeft, .alignmentAlongLayoutAxis(.left, .horizontal), column: 0)
        expectError("V:[a][b]", options: .alignAllBottom, .alignmentAlongLayoutAxis(.bottom, .vertical), column: 0)
        expectError("V:[a][b]", options: .alignAllFirstBaseline, .alignmentAlongLayoutAxis(.firstBaseline, .vertical), column: 0)
        expectError("[a][b]", options: [.directionLeftToRight, .directionRightToLeft], .conflictingDirectionOptions, column: 0)
        expectError("H:[a]-[b]", options: .spacingBaselineToBaseline, .baselineSpacingInHorizontalLayout, column: 0)
        expectError("[a]", options: LayoutConstraint.FormatOptions(rawValue: 1 << 30 | 1 << 7), .unknownOptions(1 << 30 | 1 << 7), column: 0)
    }
}
