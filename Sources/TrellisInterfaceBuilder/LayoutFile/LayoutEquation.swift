import Trellis

/// One constraint written as an equation in a layout file, in `NSLayoutConstraint`'s form
/// `first.attribute  relation  multiplier × second.attribute + constant  @priority`:
///
/// ```
/// light.width <= blue.width
/// light.width == blue.width @750
/// light.width == 4 * light.height
/// a.leading == superview.leading + 20
/// a.width == 100
/// ```
///
/// `superview` names the superview of the first item. The multiplier may be written before
/// (`4 * b.height`) or after (`b.height * 4`, `b.height / 2`) the item; constants may be added or
/// subtracted in any number. The priority is a number (1…1000) or `required`, `high` (750),
/// `low` (250), `fittingSize` (50); omitted means required.
public struct LayoutEquation: Equatable, Sendable {
    /// An item and one of its attributes, e.g. `blue.width`.
    public struct Operand: Equatable, Sendable {
        /// A view id of the file, or `superview`.
        public var item: String
        /// A `LayoutAttribute` name: `width`, `leading`, `centerX`, `topMargin`, …
        public var attribute: String
        public init(item: String, attribute: String) {
            self.item = item
            self.attribute = attribute
        }
    }

    /// The three `LayoutRelation`s.
    public enum Relation: String, Equatable, Sendable {
        case lessThanOrEqual = "<=", equal = "==", greaterThanOrEqual = ">="
    }

    public var first: Operand
    public var relation: Relation
    /// `nil` for a constant-only constraint such as `a.width == 100`.
    public var second: Operand?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// The equation text as written.
    public var text: String

    public init(first: Operand, relation: Relation, second: Operand?, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000, text: String = "") {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.text = text
    }

    /// The attribute names an equation may use (UIKit's `NSLayoutConstraint.Attribute` cases).
    public static let attributeNames: [String] = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)

    /// Parses `text`. Errors carry the 1-based column inside `text` (their `line` is 0; the layout
    /// file reader fills in the line of the YAML).
    public static func parse(_ text: String) throws(LayoutFileError) -> LayoutEquation {
        var parser = EquationParser(text: text)
        return try parser.parse()
    }
}
