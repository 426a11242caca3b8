extension LayoutConstraint {
    /// The throwing ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`` under a
    /// label no UIKit-shaped overload shares: layers over Trellis (TrellisUIKit) that declare UIKit's
    /// non-throwing initialiser with the same labels reach the checked one through this.
    public convenience init(validating item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
                            multiplier: Double = 1, constant: Double = 0) throws(LayoutConstraintError) {
        try self.init(item: item, attribute: attribute, relatedBy: relation, toItem: toItem,
                      attribute: secondAttribute, multiplier: multiplier, constant: constant)
    }
}
