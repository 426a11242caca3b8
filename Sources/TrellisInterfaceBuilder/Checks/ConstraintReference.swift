import Trellis

/// A layout constraint named by its identifier and its items' document ids and attributes, the
/// same for every layout of a document: what ties a conflict on one layout to the stored-frame
/// check of the design canvas (``StoredFrameContradiction/reference``).
///
/// A document constraint's identifier (its Interface Builder id) names it alone; a constraint
/// UIKit makes itself (a stack view's `UISV-spacing`, `UISV-canvas-connection`) shares its
/// identifier with its kind, and is named by its items and attributes as well.
public struct ConstraintReference: Hashable, Sendable {
    /// ``LayoutConstraint/identifier``: the document's id, or UIKit's name (`UISV-spacing`).
    public let identifier: String
    /// The document id of the first item (a guide's owning view for a guide).
    public let firstID: String
    public let firstAttribute: LayoutAttribute
    /// The document id of the second item (its owning view for a guide), nil for a constant.
    public let secondID: String?
    public let secondAttribute: LayoutAttribute

    /// Whether the identifier is one UIKit gives constraints it makes itself (`UISV-…`,
    /// `UIView-…`): such an identifier does not name one constraint.
    public var isUIKitMade: Bool { identifier.hasPrefix("UI") }

    /// Whether both name the same constraint: the same document id, or for a constraint UIKit
    /// makes, the same identifier, items and attributes.
    public func names(_ other: ConstraintReference) -> Bool {
        isUIKitMade || other.isUIKitMade ? self == other : identifier == other.identifier
    }
}

extension IBLayout {
    /// The reference of a constraint of this layout; nil without an identifier or when an item is
    /// not a view of the document (or a guide of one).
    public func reference(to c: LayoutConstraint) -> ConstraintReference? {
        func id(_ item: (any LayoutItem)?) -> String? {
            if let view = item as? View { return entry(for: view)?.id }
            if let guide = item as? LayoutGuide, let view = guide.owningView { return entry(for: view)?.id }
            return nil
        }
        guard let identifier = c.identifier, let first = id(c.firstItem) else { return nil }
        var second: String?
        if c.secondItem != nil {
            guard let s = id(c.secondItem) else { return nil }
            second = s
        }
        return ConstraintReference(identifier: identifier, firstID: first, firstAttribute: c.firstAttribute,
                                   secondID: second, secondAttribute: c.secondAttribute)
    }
}
