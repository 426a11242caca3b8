import TrellisSolver

/// Something a constraint can position: a ``View`` or a ``LayoutGuide``.
public protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item belongs to (the view itself, or a guide's owner).
    var owningViewForLayout: View? { get }
}

extension View: LayoutItem {
    public var owningViewForLayout: View? { self }
}

/// The four unknowns the engine keeps for an item, in the root view's coordinate space with
/// every bounds origin taken as zero (constraints describe content, not scrolled positions).
final class ItemVariables {
    let left, top, width, height: Variable
    init(_ name: String) {
        left = Variable("\(name).minX"); top = Variable("\(name).minY")
        width = Variable("\(name).width"); height = Variable("\(name).height")
    }
}
