extension StackView {
    /// How a stack view sizes and positions its arranged views along its axis
    /// (UIKit's `UIStackView.Distribution`).
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// The views fill the axis; the one with the lowest content-hugging priority stretches
        /// (the lowest compression resistance shrinks). Ties go by index: the LAST of the tied
        /// views stretches or shrinks (UIKit documents only "based on their index").
        case fill
        /// Every view gets the same length along the axis.
        case fillEqually
        /// Lengths proportional to the views' intrinsic lengths along the axis (their current
        /// length when they have none), filling the space left by the spacing.
        case fillProportionally
        /// Views keep their intrinsic lengths; the gaps between them are equal and at least
        /// ``StackView/spacing``.
        case equalSpacing
        /// Views keep their intrinsic lengths; their centres are equally far apart, the gaps
        /// at least ``StackView/spacing``. The even spread is asked for below the views' hugging
        /// (UIKit's priority max(150 − k, 50) for the gap after view k): a view does not stretch
        /// for it, and a centre pinned by another constraint wins over it.
        case equalCentering
    }
}
