/// A parsed visual format string (Apple's Visual Format Language), before its names are
/// resolved against metrics and views:
///
/// ```
/// (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?
/// ```
///
/// ```swift
/// let format = try VisualFormat("H:|-20-[aView]-40-[bView(==aView)]-20-|")
/// format.views.map(\.name)        // ["aView", "bView"]
/// ```
/// ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)`` parses and converts
/// in one step.
public struct VisualFormat: Equatable, Sendable {
    /// The longest format accepted, in characters; longer strings are refused with
    /// ``VisualFormatError/Reason/formatTooLong(limit:)`` (Apple has no documented limit).
    public static let maximumLength = 100_000

    /// The text that was parsed.
    public var format: String
    /// `.horizontal` for `H:` or no orientation, `.vertical` for `V:`.
    public var axis: LayoutAxis
    /// The connection from a leading `|` to the first view, if the format starts with `|`.
    public var leadingSuperview: VisualFormatConnection?
    /// The views in order; never empty.
    public var views: [VisualFormatView]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    public var connections: [VisualFormatConnection]
    /// The connection from the last view to a trailing `|`, if the format ends with `|`.
    public var trailingSuperview: VisualFormatConnection?
    /// Column of the leading `|`, if any.
    public var leadingSuperviewColumn: Int?
    /// Column of the trailing `|`, if any.
    public var trailingSuperviewColumn: Int?

    /// Parses a format string, throwing an error that names the column of the first mistake.
    public init(_ format: String) throws(VisualFormatError) {
        var parser = VisualFormatParser(format)
        self = try parser.parse()
    }

    init(format: String, axis: LayoutAxis, leadingSuperview: VisualFormatConnection?, views: [VisualFormatView],
         connections: [VisualFormatConnection], trailingSuperview: VisualFormatConnection?,
         leadingSuperviewColumn: Int?, trailingSuperviewColumn: Int?) {
        self.format = format
        self.axis = axis
        self.leadingSuperview = leadingSuperview
        self.views = views
        self.connections = connections
        self.trailingSuperview = trailingSuperview
        self.leadingSuperviewColumn = leadingSuperviewColumn
        self.trailingSuperviewColumn = trailingSuperviewColumn
    }
}
