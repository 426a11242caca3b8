extension LayoutConstraint {
    /// Makes the constraints a visual format string describes (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`), inactive, in the order of the
    /// format followed by the alignment constraints.
    ///
    /// ```swift
    /// let cs = try LayoutConstraint.constraints(withVisualFormat: "H:|-20-[a]-40-[b(==a)]-20-|",
    ///                                           views: ["a": a, "b": b])
    /// LayoutConstraint.activate(cs)
    /// ```
    /// Spacing: `-n-`, `-metric-`, `-(>=8,<=20@750)-`, a lone `-` (8 points between views, 20 to
    /// the superview), nothing (flush). Sizes: `[b(100)]`, `[b(>=70,<=100@750)]`, `[b(==a)]`.
    /// Priorities are numbers or metrics. Where UIKit raises an exception, this throws a
    /// ``VisualFormatError`` carrying the column; its description shows UIKit's message, the
    /// format and a caret under the column. Deliberate differences: whitespace between tokens is
    /// ignored, and a simple spacing may carry a priority (`-20@750-`).
    /// Disfavoured so that, where TrellisUIKit is imported, UIKit's non-throwing form is chosen.
    @_disfavoredOverload
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Double]? = nil, views: [String: View]) throws(VisualFormatError) -> [LayoutConstraint] {
        try VisualFormat(format).constraints(options: options, metrics: metrics ?? [:], views: views)
    }
}
