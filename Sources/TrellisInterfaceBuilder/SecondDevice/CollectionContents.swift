import Trellis

/// A flow-layout collection view's cells and section header and footer views as
/// ``SceneBuilder/readCollectionContents(_:collection:id:attributes:stored:)`` placed them: in the collection
/// view's stored bounds, the only size known while the scene is read.
struct CollectionContents {
    let collection: View
    let flow: FlowLayout
    /// The bounds the contents were placed in (the collection view's stored size).
    let bounds: Size
    /// Each cell with its stored frame (its size is the item size the document gives it).
    let cells: [(view: View, stored: Rect)]
    /// The section's header and footer views with their roles.
    let supplementary: [(role: CollectionReusableViewAttributes.Role, view: View)]
}

/// Rule `second-device.collection-flow`: on a device other than the design canvas, a flow-layout
/// collection view's contents are placed again in the size the collection view is laid out at
/// there, as UIKit's flow layout places them in its bounds: header and footer views as wide as
/// the collection view, lines of items refilled (item sizes as stored) — not left where the
/// design canvas's width put them. On the design canvas the stored size is the laid-out size.
///
/// Evidence: Blockstream green_ios UserSettings.storyboard (corpus-modern pair, iPhone 11 →
/// iPhone 14 Pro): the footer `MvY-7F-1NL` of a collection view 20 points narrower than the
/// screen is stored 394 wide on the 414-point phone and 373 on the 393-point one, its stack,
/// views and labels with it (10 elements, now within 1 point; they kept the 394 before);
/// MixinNetwork Home.storyboard, iPhone 8 ↔ iPhone 11 (both directions): the single cell
/// `03K-jV-6dP` of a line centred in the new width (x 0 on the 375-point phone, 19.5 on the
/// 414-point one). 12 elements right that were not over both pair sets, none the other way; the
/// design-device figures do not move.
extension SceneBuilder {
    /// Places the collection views' contents again at their laid-out size when it is not the
    /// size they were placed in, then lays the scene out again (see above).
    func reflowCollections(in top: View) {
        guard !isOnDesignCanvas else { return }
        var moved = false
        for c in collections {
            let size = c.collection.bounds.size
            guard abs(size.width - c.bounds.width) > 0.5 || abs(size.height - c.bounds.height) > 0.5 else { continue }
            let frames = c.flow.frames(of: c.cells.map(\.stored.size), in: size)
            for (index, cell) in c.cells.enumerated() { cell.view.frame = frames.items[index] }
            for (role, view) in c.supplementary { view.frame = role == .sectionHeaderView ? frames.header : frames.footer }
            moved = true
        }
        if moved { top.layoutIfNeeded() }
    }
}
