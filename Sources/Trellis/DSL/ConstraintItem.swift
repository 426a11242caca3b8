/// One or more attributes of a view or guide, as the target of a DSL constraint:
/// `make.top.equalTo(header.layout.bottom)`, `make.edges.equalTo(card.layout.margins)`.
///
/// When the constrained attributes are several, each pairs with the target attribute of the
/// same edge (`left` with `left` or `leftMargin`, `centerX` with `centerX` or
/// `centerXWithinMargins`); a single target attribute pairs with all of them.
public struct ConstraintItem: LayoutTarget {
    /// The view or guide.
    public let item: LayoutItem
    /// Its attributes named.
    public let attributes: [LayoutAttribute]

    /// `attributes` of `item`.
    public init(_ item: LayoutItem, _ attributes: [LayoutAttribute]) {
        self.item = item
        self.attributes = attributes
    }

    /// The item with these attributes.
    public var layoutTargetValue: LayoutTargetValue { .item(item, attributes: attributes) }
}

/// The attributes of a view or guide for use as DSL targets (`view.layout.bottom`).
public struct LayoutProxy: ConstraintAttributeNames {
    /// The view or guide.
    public let item: LayoutItem
    /// The attributes of `item`.
    public init(_ item: LayoutItem) { self.item = item }
    /// `attributes` of the item as a target.
    public func adding(_ attributes: [LayoutAttribute]) -> ConstraintItem { ConstraintItem(item, attributes) }
}

extension View {
    /// This view's attributes as DSL targets: `make.top.equalTo(header.layout.bottom).offset(8)`.
    public var layout: LayoutProxy { LayoutProxy(self) }
}

extension LayoutGuide {
    /// This guide's attributes as DSL targets: `make.top.equalTo(root.safeAreaLayoutGuide.layout.top)`.
    public var layout: LayoutProxy { LayoutProxy(self) }
}
