/// Something a constraint can position: a ``View`` or a ``LayoutGuide``.
public protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item belongs to (the view itself, or a guide's owner).
    var owningViewForLayout: View? { get }
}

extension View: LayoutItem {
    public var owningViewForLayout: View? { self }
}
