import Testing
@testable import Trellis

/// The parser alone: Apple's grammar ("Visual Format String Grammar" in Apple's Auto Layout
/// Guide) read into a ``VisualFormat`` syntax tree, with columns.
struct VisualFormatParserTests {
    typealias P = VisualFormatPredicate

    @Test func orientationDefaultsToHorizontal() throws {
        // Apple: `(<orientation>:)?` — without it the format is horizontal.
        #expect(try VisualFormat("[button]").axis == .horizontal)
        #expect(try VisualFormat("H:[button]").axis == .horizontal)
        #expect(try VisualFormat("V:[button]").axis == .vertical)
    }

    @Test func appleGuideStandardSpace() throws {
        let f = try VisualFormat("[button]-[textField]")
        #expect(f.views.map(\.name) == ["button", "textField"])
        #expect(f.connections == [VisualFormatConnection(.standard, column: 8)])
        #expect(f.leadingSuperview == nil && f.trailingSuperview == nil)
    }

    @Test func appleGuideWidthConstraint() throws {
        let f = try VisualFormat("[button(>=50)]")
        #expect(f.views[0].predicates == [P(relation: .greaterThanOrEqual, object: .number(50), column: 8, objectColumn: 10)])
        #expect(f.views[0].column == 0 && f.views[0].nameColumn == 1 && f.views[0].endColumn == 13)
    }

    @Test func appleGuideConnectionToSuperview() throws {
        let f = try VisualFormat("|-50-[purpleBox]-50-|")
        #expect(f.leadingSuperviewColumn == 0 && f.trailingSuperviewColumn == 20)
        #expect(f.leadingSuperview == VisualFormatConnection(.predicates([P(object: .number(50), column: 2)]), column: 1))
        #expect(f.trailingSuperview == VisualFormatConnection(.predicates([P(object: .number(50), column: 17)]), column: 16))
    }

    @Test func appleGuideVerticalLayout() throws {
        let f = try VisualFormat("V:[topField]-10-[bottomField]")
        #expect(f.axis == .vertical)
        #expect(f.connections[0].kind == .predicates([P(object: .number(10), column: 13)]))
    }

    @Test func appleGuideFlushViews() throws {
        let f = try VisualFormat("[maroonView][blueView]")
        #expect(f.connections.map(\.kind) == [.flush])
    }

    @Test func appleGuidePriority() throws {
        let p = try VisualFormat("[button(100@20)]").views[0].predicates[0]
        #expect(p.object == .number(100) && p.priority == .number(20) && p.priorityColumn == 12)
    }

    @Test func appleGuideEqualWidths() throws {
        let p = try VisualFormat("[button1(==button2)]").views[0].predicates
        #expect(p == [P(relation: .equal, object: .name("button2"), column: 9, objectColumn: 11)])
    }

    @Test func appleGuideMultiplePredicates() throws {
        let p = try VisualFormat("[flexibleButton(>=70,<=100)]").views[0].predicates
        #expect(p.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(p.map(\.object) == [.number(70), .number(100)])
    }

    @Test func appleGuideCompleteLineOfLayout() throws {
        let f = try VisualFormat("|-[find]-[findNext]-[findField(>=20)]-|")
        #expect(f.views.map(\.name) == ["find", "findNext", "findField"])
        #expect(f.leadingSuperview?.kind == .standard && f.trailingSuperview?.kind == .standard)
        #expect(f.connections.map(\.kind) == [.standard, .standard])
    }

    @Test func seed001Examples() throws {
        // Seed 001 (section 3.1): every format string it shows parses.
        for s in ["H:[aView(100)]", "H:|-20-[aView]", "V:[aView]-10-|", "V:[aView(30)]",
                  "H:|-20-[aView]-40-[bView(==aView)]-20-|", "V:|-20-[aView(40)][bView(50)]",
                  "|-x-[viewA(20)]", "H:[viewA(10)]", "H:|-20-[viewA]", "H:[viewA]-30-|",
                  "H:|-50-[imageView]", "V:|-50-[imageView]"] {
            #expect(throws: Never.self, "\(s)") { try VisualFormat(s) }
        }
        let f = try VisualFormat("|-x-[viewA(20)]")
        #expect(f.leadingSuperview?.kind == .predicates([P(object: .name("x"), column: 2)]))
    }

    @Test func connectionPredicateListsAndPriorities() throws {
        let f = try VisualFormat("[a]-(>=8,<=gap@750)-[b]-(-10)-[c]-20@high-[d]")
        #expect(f.connections[0].kind == .predicates([
            P(relation: .greaterThanOrEqual, object: .number(8), column: 5, objectColumn: 7),
            P(relation: .lessThanOrEqual, object: .name("gap"), priority: .number(750), column: 9, objectColumn: 11, priorityColumn: 15),
        ]))
        // A negative constant needs the parenthesized form (Apple's <constant> is a <number>).
        #expect(f.connections[1].kind == .predicates([P(object: .number(-10), column: 25)]))
        // Extension: a simple predicate with a priority.
        #expect(f.connections[2].kind == .predicates([P(object: .number(20), priority: .name("high"), column: 34, priorityColumn: 37)]))
    }

    @Test func numbersAsStrtodReadsThem() throws {
        let p = try VisualFormat("[a(0.5,.25,1e2,2.5E-1)]").views[0].predicates.map(\.object)
        #expect(p == [.number(0.5), .number(0.25), .number(100), .number(0.25)])
    }

    @Test func whitespaceBetweenTokensIsIgnored() throws {
        let f = try VisualFormat(" H: | - 20 - [ a ( >= 10 ) ] ")
        #expect(f.views[0].name == "a" && f.views[0].predicates[0].object == .number(10))
        #expect(f.leadingSuperview?.kind == .predicates([P(object: .number(20), column: 8)]))
    }

    @Test func superviewFlushBothSides() throws {
        // Apple: `(<superview><connection>)?` with the empty connection: `|[view]|`.
        let f = try VisualFormat("V:|[view]|")
        #expect(f.leadingSuperview?.kind == .flush && f.trailingSuperview?.kind == .flush)
    }

    /// Invalid strings, in Apple's wording where Apple documents one, and the column the error names.
    /// Several are rewritten from the invalid cases of GNOME's Emeus/GTK VFL parser tests and the
    /// GNUstep GSAutoLayoutVFLParser tests.
    @Test(arguments: [
        ("", VisualFormatError.Reason.emptyFormat, 0),
        ("   ", .emptyFormat, 3),
        ("V|[backgroundBox]|", .expectedColonAfterOrientation(.vertical), 1),
        ("H[a]", .expectedColonAfterOrientation(.horizontal), 1),
        ("X:[a]", .expectedView, 0),
        ("[backgroundBox)", .unterminatedView, 14),
        ("[backgroundBox(]", .expectedPredicateObject("]"), 15),
        ("[view(50]", .unterminatedPredicateList, 8),
        ("[view()]", .expectedPredicateObject(")"), 6),
        ("[[", .expectedViewName, 1),
        ("[view]-", .expectedViewOrSuperview, 7),
        ("-[view]", .expectedView, 0),
        ("[9ab]", .invalidNumber("9ab"), 1),
        ("[-a]", .expectedViewName, 1),
        ("[view(>30)]", .unknownRelation(">"), 6),
        ("[view(=30)]", .unknownRelation("="), 6),
        ("[view1(==view2.height)]", .unexpectedCharacter("."), 14),
        ("[view1]--[view2]", .expectedSpacing("-"), 8),
        ("[a]-10[b]", .expectedDashAfterSpacing, 6),
        ("[a]-(10[b]", .unterminatedPredicateList, 7),
        ("[a]-(10)[b]", .expectedDashAfterSpacing, 8),
        ("[a(10@)]", .expectedPriority, 6),
        ("[a]|[b]", .unexpectedAfterSuperview("["), 4),
        ("|-|", .expectedView, 2),
        ("|", .expectedView, 1),
        ("[a] [b] x", .unexpectedToken("x"), 8),
        ("[a]-10px-[b]", .invalidNumber("10px"), 4),
        ("[a(1.2.3)]", .invalidNumber("1.2.3"), 3),
        ("[a(1e999)]", .invalidNumber("1e999"), 3),
        ("[a]-#-[b]", .unexpectedCharacter("#"), 4),
        ("[按钮]", .unexpectedCharacter("按"), 1),
        ("[a]-(>=)-[b]", .expectedPredicateObject(")"), 7),
        ("[a(====5)]", .unknownRelation("=="), 5),
        ("[a", .unterminatedView, 2),
        ("[a(10", .unterminatedPredicateList, 5),
        ("[a]-(- 10)-[b]", .expectedPredicateObject("-"), 5),
    ])
    func invalidFormats(format: String, reason: VisualFormatError.Reason, column: Int) {
        #expect(throws: VisualFormatError(reason, format: format, column: column)) { try VisualFormat(format) }
    }

    @Test func hugeValidFormatParsesWithoutTrouble() throws {
        // 5,000 views in one line: the parser is iterative, so length costs time, not stack.
        let s = "H:|" + String(repeating: "-[v]", count: 5000) + "-|"
        let f = try VisualFormat(s)
        #expect(f.views.count == 5000 && f.connections.count == 4999)
    }

    @Test func formatsOverTheLimitAreRefused() {
        let s = String(repeating: "[", count: VisualFormat.maximumLength + 1)
        #expect(throws: VisualFormatError(.formatTooLong(limit: VisualFormat.maximumLength), format: s, column: VisualFormat.maximumLength)) {
            try VisualFormat(s)
        }
    }

    @Test func hugeUnbalancedFormatIsATypedError() {
        let s = "[a(" + String(repeating: "(", count: 50_000)
        #expect(throws: VisualFormatError(.expectedPredicateObject("("), format: s, column: 3)) { try VisualFormat(s) }
    }
}
