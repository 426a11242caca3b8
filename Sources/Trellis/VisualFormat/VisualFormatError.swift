/// Why a visual format string could not be turned into constraints, and where.
///
/// ``description`` reads like UIKit's exception:
/// ```
/// Unable to parse constraint format: 
/// Unable to interpret '|' character, because the related view doesn't have a superview 
/// H:|-[button]-| 
///            ^
/// ```
/// ``column`` is the 0-based character offset the caret points at.
public struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The format has no characters (or only whitespace).
        case emptyFormat
        /// The format is longer than ``VisualFormat/maximumLength``.
        case formatTooLong(limit: Int)
        /// A character that has no meaning in the language.
        case unexpectedCharacter(Character)
        /// A token in a place where it cannot stand.
        case unexpectedToken(String)
        /// `H` or `V` without the colon.
        case expectedColonAfterOrientation(LayoutAxis)
        /// A view (`[name]`) was expected.
        case expectedView
        /// A view or `|` was expected after a connection.
        case expectedViewOrSuperview
        /// `[` not followed by a name.
        case expectedViewName
        /// A view's predicate list or the view itself is not closed.
        case unterminatedView
        /// A predicate list in a connection is not closed.
        case unterminatedPredicateList
        /// After `-`, something that is not a number, a metric name or `(`.
        case expectedSpacing(String)
        /// A spacing not followed by `-`.
        case expectedDashAfterSpacing
        /// A predicate without a number, metric or view name.
        case expectedPredicateObject(String)
        /// `@` not followed by a number or metric name.
        case expectedPriority
        /// `=`, `<`, `>` or another sequence that is not `==`, `<=` or `>=`.
        case unknownRelation(String)
        /// A number that cannot be read or is not finite.
        case invalidNumber(String)
        /// Something after the trailing `|`.
        case unexpectedAfterSuperview(String)
        /// A view name missing from the views dictionary.
        case unknownView(String)
        /// A metric name missing from the metrics dictionary.
        case unknownMetric(String)
        /// A name in a view's predicate that is neither a metric nor a view.
        case unknownMetricOrView(String)
        /// A metric whose value is NaN or infinite.
        case invalidMetricValue(String, Double)
        /// A view name used as a spacing; only a view's width or height may equal another view's.
        case viewNameInSpacing(String)
        /// A priority outside 1…1000.
        case invalidPriority(Double)
        /// `|` next to a view that has no superview.
        case noSuperview(String)
        /// An alignment option along the format's own axis (`alignAllTop` in a `V:` format).
        case alignmentAlongLayoutAxis(LayoutAttribute, LayoutAxis)
        /// More than one direction option.
        case conflictingDirectionOptions
        /// `spacingBaselineToBaseline` in a horizontal format.
        case baselineSpacingInHorizontalLayout
        /// Option bits that mean nothing.
        case unknownOptions(UInt)
        /// The constraint could not be made (should not happen; carries the reason).
        case invalidConstraint(LayoutConstraintError)
    }

    /// What went wrong.
    public let reason: Reason
    /// The whole format string.
    public let format: String
    /// 0-based character offset of the problem in ``format``.
    public let column: Int

    /// An error for `format` at `column`.
    public init(_ reason: Reason, format: String, column: Int) {
        self.reason = reason
        self.format = format
        self.column = column
    }

    /// The sentence explaining the problem (UIKit's wording where UIKit has one).
    public var message: String {
        switch reason {
        case .emptyFormat: "Empty format string: expected a view such as H:|-[button]-|"
        case let .formatTooLong(limit): "The format is longer than \(limit) characters"
        case let .unexpectedCharacter(c): "Unable to interpret '\(c)' character"
        case let .unexpectedToken(t): "Unexpected '\(t)': expected a view, a connection or '|'"
        case let .expectedColonAfterOrientation(axis):
            "Expected ':' after '\(axis == .horizontal ? "H" : "V")' to specify \(axis == .horizontal ? "horizontal" : "vertical") arrangement"
        case .expectedView: "Expected a view"
        case .expectedViewOrSuperview: "Expected a view or '|' after the connection"
        case .expectedViewName: "Expected a view name after '['"
        case .unterminatedView: "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        case .unterminatedPredicateList: "A predicate list must be a comma-separated list of predicates ending with ')'"
        case let .expectedSpacing(t):
            "Expected a number, a metric name or '(' after '-', but found '\(t)'"
        case .expectedDashAfterSpacing: "Expected '-' after the spacing"
        case let .expectedPredicateObject(t):
            t.isEmpty ? "Expected a number, a metric name or a view name" : "Expected a number, a metric name or a view name, but found '\(t)'"
        case .expectedPriority: "Expected a number or a metric name after '@'"
        case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
        case let .invalidNumber(t): "'\(t)' is not a valid number"
        case let .unexpectedAfterSuperview(t): "Unexpected '\(t)' after the trailing '|': the superview must be last"
        case let .unknownView(name): "Unable to find view with name \(name)"
        case let .unknownMetric(name): "Unable to find metric with name \(name)"
        case let .unknownMetricOrView(name): "Unable to find metric or view with name \(name)"
        case let .invalidMetricValue(name, value): "Metric \(name) is \(value), which is not a finite number"
        case let .viewNameInSpacing(name):
            "View \(name) cannot be used as a spacing: only a view's width or height may be related to another view"
        case let .invalidPriority(p):
            "Invalid priority \(formatPoints(p)): priorities must be greater than 0 and less than or equal to 1000"
        case .noSuperview: "Unable to interpret '|' character, because the related view doesn't have a superview"
        case let .alignmentAlongLayoutAxis(attribute, axis):
            "Options mask required views to be aligned on a \(axis == .horizontal ? "horizontal" : "vertical") edge (\(attribute.rawValue)), which is not allowed for layout that is also \(axis == .horizontal ? "horizontal" : "vertical")."
        case .conflictingDirectionOptions:
            "Only one of directionLeadingToTrailing, directionLeftToRight and directionRightToLeft may be given"
        case .baselineSpacingInHorizontalLayout:
            "spacingBaselineToBaseline measures vertical spacing and is not allowed for a horizontal layout"
        case let .unknownOptions(bits): "Unknown format option bits 0x\(String(bits, radix: 16))"
        case let .invalidConstraint(e): e.description
        }
    }

    /// How many characters of a long format are shown on each side of the caret.
    static let window = 60

    /// `Unable to parse constraint format: \n<message> \n<format> \n<caret>`; a long format
    /// is cut to the part around the caret, with `…` marking the cuts.
    public var description: String {
        let chars = Array(format)
        let col = max(0, min(column, chars.count))
        var line = format
        var caret = col
        if chars.count > 2 * Self.window {
            let start = max(0, col - Self.window), end = min(chars.count, col + Self.window + 1)
            line = (start > 0 ? "…" : "") + String(chars[start..<end]) + (end < chars.count ? "…" : "")
            caret = col - start + (start > 0 ? 1 : 0)
        }
        line = String(line.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
        return "Unable to parse constraint format: \n\(message) \n\(line) \n\(String(repeating: " ", count: caret))^"
    }
}
