import TrellisSolver

/// The four unknowns the engine keeps for an item, in the root view's coordinate space with
/// every bounds origin taken as zero (constraints describe content, not scrolled positions).
final class ItemVariables {
    let left, top, width, height: Variable
    init(_ name: String) {
        left = Variable("\(name).minX"); top = Variable("\(name).minY")
        width = Variable("\(name).width"); height = Variable("\(name).height")
    }
}
