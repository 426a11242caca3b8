import Testing
@testable import TrellisInterfaceBuilder

/// The equation syntax of layout files reads `NSLayoutConstraint`'s linear form
/// `first.attr relation multiplier × second.attr + constant @priority` (UIKit's
/// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
@Suite struct LayoutEquationTests {
    typealias Operand = LayoutEquation.Operand

    @Test func lessThanOrEqualWithoutMultiplier() throws {
        // Seed 000: "light.width <= blue.width" — required, multiplier 1, constant 0.
        let e = try LayoutEquation.parse("light.width <= blue.width")
        #expect(e.first == Operand(item: "light", attribute: "width"))
        #expect(e.relation == .lessThanOrEqual)
        #expect(e.second == Operand(item: "blue", attribute: "width"))
        #expect(e.multiplier == 1)
        #expect(e.constant == 0)
        #expect(e.priority == 1000)
    }

    @Test func priorityAfterAt() throws {
        // Seed 000's high-priority equal-width constraint: 750 (UILayoutPriority.defaultHigh).
        let e = try LayoutEquation.parse("light.width == blue.width @750")
        #expect(e.relation == .equal)
        #expect(e.priority == 750)
        #expect(try LayoutEquation.parse("a.width == b.width @low").priority == 250)
        #expect(try LayoutEquation.parse("a.width == b.width @ high").priority == 750)
    }

    @Test func multiplierBeforeOrAfterTheItem() throws {
        // Aspect ratio 4:1 written both ways gives multiplier 4; "/ 2" gives 0.5.
        #expect(try LayoutEquation.parse("light.width == 4 * light.height").multiplier == 4)
        #expect(try LayoutEquation.parse("light.width == light.height * 4").multiplier == 4)
        #expect(try LayoutEquation.parse("a.height == root.height / 2").multiplier == 0.5)
    }

    @Test func constantsAddUp() throws {
        let e = try LayoutEquation.parse("a.leading == superview.leading + 20")
        #expect(e.second == Operand(item: "superview", attribute: "leading"))
        #expect(e.constant == 20)
        let f = try LayoutEquation.parse("a.top >= 2 * b.bottom - 8 + 1.5 @999")
        #expect(f.multiplier == 2)
        #expect(f.constant == -6.5)
        #expect(f.priority == 999)
        #expect(try LayoutEquation.parse("a.width == -b.width").multiplier == -1)
    }

    @Test func constantOnly() throws {
        let e = try LayoutEquation.parse("image.width == 100 @500")
        #expect(e.second == nil)
        #expect(e.constant == 100)
        #expect(e.priority == 500)
    }

    @Test func errorsNameTheColumn() {
        // Columns are 1-based positions inside the equation text.
        #expect(throws: LayoutFileError(line: 0, column: 3, message: "unknown attribute 'widht'", source: "a.widht == 10")) {
            try LayoutEquation.parse("a.widht == 10")
        }
        #expect(throws: LayoutFileError(line: 0, column: 9, message: "expected '==', '<=' or '>=' but found '='", source: "a.width = 10")) {
            try LayoutEquation.parse("a.width = 10")
        }
        #expect(throws: LayoutFileError(line: 0, column: 22, message: "only one item may appear on the right-hand side", source: "a.width == b.width + 2 * c.width")) {
            try LayoutEquation.parse("a.width == b.width + 2 * c.width")
        }
        #expect(throws: LayoutFileError(line: 0, column: 21, message: "priority 1001.0 is outside 1...1000", source: "a.width == b.width @1001")) {
            try LayoutEquation.parse("a.width == b.width @1001")
        }
        #expect(throws: LayoutFileError(line: 0, column: 11, message: "expected a number or a view attribute but found the end", source: "a.width ==")) {
            try LayoutEquation.parse("a.width ==")
        }
    }
}
