extension StackView {
    /// How a stack view places its arranged views across its axis
    /// (UIKit's `UIStackView.Alignment`).
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// Views fill the stack across the axis.
        case fill
        /// Views sit at the leading edge (vertical stack) or the top (horizontal stack).
        case leading
        /// Views share their first baseline; horizontal stacks only (a vertical stack treats it as ``fill``).
        case firstBaseline
        /// Views are centred across the axis.
        case center
        /// Views sit at the trailing edge (vertical stack) or the bottom (horizontal stack).
        case trailing
        /// Views share their last baseline; horizontal stacks only (a vertical stack treats it as ``fill``).
        case lastBaseline

        /// UIKit's `.top`: the same as ``leading``.
        public static let top = Alignment.leading
        /// UIKit's `.bottom`: the same as ``trailing``.
        public static let bottom = Alignment.trailing
    }
}
