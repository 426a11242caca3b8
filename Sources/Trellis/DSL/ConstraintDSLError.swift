/// A mistake in a DSL constraint (`makeConstraints`, `updateConstraints`, `distribute`…),
/// naming the view, the attribute, the label and the line that made it. Where SnapKit and
/// Masonry stop the program, Trellis throws this.
public struct ConstraintDSLError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// `equalToSuperview()` (or a constant for a location, which relates to the superview)
        /// on a view without a superview.
        case noSuperview
        /// An attribute chain without `equalTo`/`lessThanOrEqualTo`/`greaterThanOrEqualTo`.
        case missingRelation
        /// A second relation on the same chain.
        case relationAlreadySet
        /// The target names attributes none of which pairs with the constrained one.
        case noMatchingTargetAttribute([LayoutAttribute])
        /// A constant that does not fit the attribute (a ``Size`` for `top`, a ``Point`` for `width`).
        case constantDoesNotFit(String)
        /// A multiplier, divisor, offset, inset or ratio that is zero where it may not be, NaN or infinite.
        case invalidValue(String)
        /// A priority outside 1…1000.
        case invalidPriority(Double)
        /// `updateConstraints` found no active constraint made by the DSL for this attribute,
        /// relation and target.
        case noConstraintToUpdate(relation: LayoutRelation, target: String)
        /// UIKit refuses the constraint (bad pairing, no common ancestor…).
        case invalidConstraint(LayoutConstraintError)
        /// Distributing fewer than two views.
        case tooFewViews(Int)
        /// Views to distribute that do not share a superview.
        case noCommonSuperview
    }

    /// What went wrong.
    public let reason: Reason
    /// The constrained view's ``View/debugName`` (a layout guide's identifier).
    public let view: String
    /// The constrained attribute, when one is concerned.
    public let attribute: LayoutAttribute?
    /// The constraint's label (``ConstraintMakerEditable/labeled(_:)``), if any.
    public let label: String?
    /// `File.swift:line` of the relation call, if known.
    public let location: String?

    /// An error about `view` (and `attribute`).
    public init(_ reason: Reason, view: String, attribute: LayoutAttribute? = nil, label: String? = nil, location: String? = nil) {
        self.reason = reason
        self.view = view
        self.attribute = attribute
        self.label = label
        self.location = location
    }

    /// The sentence explaining the problem.
    public var message: String {
        switch reason {
        case .noSuperview: "the view has no superview to relate to"
        case .missingRelation: "the attribute chain has no relation: add equalTo, lessThanOrEqualTo or greaterThanOrEqualTo"
        case .relationAlreadySet: "the attribute chain already has a relation"
        case let .noMatchingTargetAttribute(attributes):
            "the target's attributes (\(attributes.map(\.rawValue).joined(separator: ", "))) have none that pairs with it"
        case let .constantDoesNotFit(what): "\(what) does not fit this attribute"
        case let .invalidValue(what): what
        case let .invalidPriority(p): "invalid priority \(formatPoints(p)): priorities must be in 1…1000"
        case let .noConstraintToUpdate(relation, target):
            "updateConstraints found no active constraint made by makeConstraints for \(attribute?.rawValue ?? "?") \(relation.symbol) \(target) to update; use makeConstraints or remakeConstraints to create it"
        case let .invalidConstraint(e): e.description
        case let .tooFewViews(n): "distributing views needs at least 2 views, got \(n)"
        case .noCommonSuperview: "the views to distribute do not share a superview"
        }
    }

    /// `view.attribute 'label' (File.swift:12): message`.
    public var description: String {
        var subject = view
        if let attribute { subject += ".\(attribute.rawValue)" }
        if let label { subject += " '\(label)'" }
        if let location { subject += " (\(location))" }
        return "\(subject): \(message)"
    }
}
