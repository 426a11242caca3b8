/// One or more attributes of a view or guide, as the target of a DSL constraint:
/// `make.top.equalTo(header.layout.bottom)`, `make.edges.equalTo(card.layout.margins)`.
///
/// When the constrained attributes are several, each pairs with the target attribute of the
/// same edge (`left` with `left` or `leftMargin`, `centerX` with `centerX` or
/// `centerXWithinMargins`); a single target attribute pairs with all of them.
public struct ConstraintItem: LayoutTarget {
    public let item: LayoutItem
    public let attributes: [LayoutAttribute]

    public init(_ item: LayoutItem, _ attributes: [LayoutAttribute]) {
        self.item = item
        self.attributes = attributes
    }

    public var layoutTargetValue: LayoutTargetValue { .item(item, attributes: attributes) }
}

/// The attributes of a view or guide for use as DSL targets (`view.layout.bottom`).
public struct LayoutProxy: ConstraintAttributeNames {
    public let item: LayoutItem
    public init(_ item: LayoutItem) { self.item = item }
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
