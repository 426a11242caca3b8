/// The limits every document reader enforces, so that no input — however hostile — crashes the
/// reader, exhausts memory or runs for minutes. Each is far above what a real document needs;
/// `docs/hardening.md` lists them with the measurements behind them.
public enum DocumentLimits {
    /// The deepest nesting of XML elements (storyboards, xibs) or YAML collections (layout files)
    /// a document may have. Each view level takes two (`<view><subviews><view>…`, or a view mapping
    /// and its `subviews` list), so this allows about 500 levels of views; the deepest real
    /// storyboard in the corpora nests its elements 40 levels deep. Deeper input is an error
    /// naming the depth and the line, read without recursion.
    public static let maximumNestingDepth = 1_000

    /// The most views one layout file may create, counted as YAML aliases are expanded, so that a
    /// few hundred bytes of nested aliases (an "alias bomb") stop with an error instead of
    /// growing without bound. Storyboards cannot expand (entity declarations are refused) and are
    /// bounded by the XML parser's 10 MB input limit.
    public static let maximumViews = 200_000

    /// The most constraint lines one layout file may have, aliases expanded.
    public static let maximumConstraints = 200_000
}
