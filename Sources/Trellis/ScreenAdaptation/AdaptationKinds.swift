/// What a screen adaptation scales (seed 002's `BSAdaptScreenWidthType`, as an option set).
public struct AdaptationKinds: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The constants of every constraint installed on a visited view, and the spacing (and
    /// custom spacings) of stack views — a stack's own constraints are rebuilt from its spacing.
    public static let constraints = AdaptationKinds(rawValue: 1 << 0)
    /// Font sizes of labels, buttons and text views; the face and the weight are kept.
    public static let fonts = AdaptationKinds(rawValue: 1 << 1)
    /// `layer.cornerRadius`.
    public static let cornerRadii = AdaptationKinds(rawValue: 1 << 2)
    /// Only the constants of constraints whose ``LayoutConstraint/adaptsToScreenWidth`` is on
    /// (seed 002's `adapterScreen` inspectable, which Interface Builder documents carry as a
    /// user-defined runtime attribute). Implied by ``constraints``.
    public static let flaggedConstraints = AdaptationKinds(rawValue: 1 << 3)

    /// Constraints, fonts and corner radii.
    public static let all: AdaptationKinds = [.constraints, .fonts, .cornerRadii]
}
