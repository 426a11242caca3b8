extension LayoutConstraint {
    /// Options for ``constraints(withVisualFormat:options:metrics:views:)`` (UIKit's
    /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values).
    ///
    /// - Alignment options (`alignAll…`) add, for each pair of consecutive views in the format,
    ///   a constraint making that attribute equal. They must be perpendicular to the format's
    ///   axis (`alignAllTop` in an `H:` format, `alignAllLeading` in a `V:` format).
    /// - Direction options choose the attributes of a horizontal format: leading/trailing
    ///   (the default), left/right, or right/left (the views run from right to left).
    /// - `spacingBaselineToBaseline` measures the spacing between views of a `V:` format from the
    ///   upper view's last baseline to the lower view's first baseline.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// UIKit's bit pattern.
        public let rawValue: UInt
        /// Options from UIKit's bit pattern.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the `left` of consecutive views.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the `right` of consecutive views.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the `top` of consecutive views.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the `bottom` of consecutive views.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the `leading` of consecutive views.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the `trailing` of consecutive views.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the `centerX` of consecutive views.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the `centerY` of consecutive views.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the `lastBaseline` of consecutive views.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the `firstBaseline` of consecutive views.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// UIKit's alias for ``alignAllLastBaseline``.
        public static let alignAllBaseline = alignAllLastBaseline
        /// Every alignment bit.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Leading/trailing for horizontal formats (the default; raw value 0).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Left/right attributes, first view on the left.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Right/left attributes, first view on the right.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// Every direction bit.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Spacing measured between edges (the default; raw value 0).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing between views measured from baseline to baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// Every spacing bit.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The alignment options with their attributes, in UIKit's order.
        static let alignments: [(FormatOptions, LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]

        /// The attributes the alignment options ask to align.
        public var alignmentAttributes: [LayoutAttribute] {
            Self.alignments.filter { contains($0.0) }.map(\.1)
        }
    }
}
