import Trellis

extension SceneBuilder {
    /// The document id a bar item's view is counted under: its navigation item or bar button
    /// item (the element that holds it), nil for any other root.
    var barItemOwnerID: String? {
        scene.isBarItem ? scene.rootView.parent?["id"] : nil
    }

    /// Where a navigation item's title view or a bar button's custom view sits in its
    /// navigation bar (the screen's width, 44 high, 32 in compact height), as Xcode stores it:
    /// a title view centred (Esri Content Display Logic Main, 20037: 300 × 32 at (57, 6) in a
    /// 414 bar; threema MainStoryboard, 32700: 161 × 32 at (126.5, 6); siskin-im Main and MIX,
    /// 20037: 390 × 40 at (12, 2) and 255 × 40 at (79.5, 2); TLPhotoPicker, 17156: 174.5 × 44 at
    /// (100.5, 0) in a 375 bar); the custom view of the `rightBarButtonItem` at the bar's
    /// trailing system margin (SwiftMessages Main, 22505: 125 × 44 at (234, 0) in a 375 bar,
    /// 16 from the edge), of the `leftBarButtonItem` at its leading one; both centred
    /// vertically. The custom view of an item of several (`<rightBarButtonItems>`,
    /// `<leftBarButtonItems>`) is placed by the bar's row (``BarItemRow``: right items from the
    /// trailing margin inward, the first nearest the edge, 8 or 10 points apart), unless its
    /// place depends on the width of a title, SF Symbol or system item nearer the edge
    /// (``dependsOnEstimatedWidths(_:at:)``): then it keeps its stored origin (a right item's
    /// moved by the change of the bar's width on another device) and a `bar-items` diagnostic
    /// says so — nRF Connect Device Manager Main (24765) stores its custom view
    /// `X9s-eL-VOJ` after an "About" title item. The custom view of a view controller's
    /// `<toolbarItems>` is placed by the row of its simulated toolbar (``rowOrigin(of:in:size:barWidth:navigationBarY:)``;
    /// no document of the corpora has one). Nil for other roots.
    func barItemOrigin(size: Size) -> Point? {
        guard scene.isBarItem else { return nil }
        let screen = Screen(device: device, orientation: orientation)
        let barWidth = screen.bounds.width
        let barHeight = SimulatedBars.hasCompactNavigationBar(traits) ? SimulatedBars.compactNavigationBar : SimulatedBars.navigationBar
        let y = (barHeight - size.height) / 2
        let margin = View.systemMinimumLayoutMargins(forRootWidth: barWidth).trailing
        switch (scene.rootView["key"], scene.rootView.parent?["key"]) {
        case ("titleView", _): return Point(x: (barWidth - size.width) / 2, y: y)
        case ("customView", "rightBarButtonItem"): return Point(x: barWidth - margin - size.width, y: y)
        case ("customView", "leftBarButtonItem"): return Point(x: margin, y: y)
        default:
            guard scene.rootView["key"] == "customView", let item = scene.rootView.parent, let list = item.parent,
                  ["rightBarButtonItems", "leftBarButtonItems", "toolbarItems"].contains(list.name) else { return Point(x: 0, y: 0) }
            return rowOrigin(of: item, in: list, size: size, barWidth: barWidth, navigationBarY: y)
        }
    }

    /// Where the row of a bar puts the custom view of `item`, one of the `<barButtonItem>`s of
    /// `list` (`rightBarButtonItems` laid from the trailing edge; `leftBarButtonItems` and a view
    /// controller's `toolbarItems` from the leading one), in a bar `barWidth` wide: in the
    /// navigation bar at `navigationBarY`, in a simulated toolbar centred in its 44-point row
    /// (49 high with ``CanvasRule/simulatedToolbar``, the row at its bottom with
    /// ``CanvasRule/toolbarItemRow49``). Its stored origin, with a `bar-items` diagnostic, where
    /// the place depends on an estimated width (``dependsOnEstimatedWidths(_:at:)``); a right
    /// item's moved by the change of the bar's width on another device.
    private func rowOrigin(of item: XMLTree, in list: XMLTree, size: Size, barWidth: Double, navigationBarY: Double) -> Point {
        let elements = list.children(named: "barButtonItem")
        guard let index = elements.firstIndex(where: { $0 === item }) else { return Point(x: 0, y: 0) }
        let items = elements.map { element -> BarButtonItem in
            let custom = element.children.first { $0["key"] == "customView" }.flatMap { IBScene.rect($0.child("rect", key: "frame")) }
            return custom.map { BarButtonItem(customView: View(frame: $0)) } ?? SceneBuilder.barButtonItem(element, document: document)
        }
        if SceneBuilder.dependsOnEstimatedWidths(items, at: index) {
            let id = scene.rootView["id"] ?? "?"
            result.diagnostics.append(Diagnostic(.warning, "bar-items",
                "\(list.name): the custom view \(id) keeps its stored place — it depends on the width of title, SF Symbol or system items, which Trellis does not know",
                ids: [id]))
            guard let stored = scene.storedRootFrame?.origin else { return Point(x: 0, y: 0) }
            let trailing = list.name == "rightBarButtonItems"
                || items[..<index].contains { $0.kind == .flexibleSpace } && !items[(index + 1)...].contains { $0.kind == .flexibleSpace }
            return Point(x: stored.x + (trailing ? barWidth - document.designCanvasSize.width : 0), y: stored.y)
        }
        let row = BarItemRow.standard(forRootWidth: barWidth)
        let slots = items.map { $0.rowSlot(measuredBy: Label.defaultTextMeasurer) }
        let frames = list.name == "rightBarButtonItems" ? row.layoutFromTrailingEdge(slots, width: barWidth) : row.layout(slots, width: barWidth)
        guard list.name == "toolbarItems" else { return Point(x: frames[index].x, y: navigationBarY) }
        let barHeight = CanvasRule.simulatedToolbar.applies(to: tools) ? SimulatedBars.simulatedToolbar : Toolbar.standardHeight
        let bar = Rect(x: 0, y: 0, width: barWidth, height: barHeight)
        let itemRow = CanvasToolbar.itemRowRect(forBounds: bar, lowersItemsIn49: CanvasRule.toolbarItemRow49.applies(to: tools))
        return Point(x: frames[index].x, y: itemRow.minY + (itemRow.height - size.height) / 2)
    }

    /// A `<navigationBar>` placed in a view, with its own `<items>`: the top (last) navigation
    /// item's title view and bar button custom views as subviews of the bar, at their stored
    /// frames — Xcode stores them where `UINavigationBar` puts them (TLPhotoPicker
    /// TLPhotosPickerViewController.xib, 17156: the title view `VAz-Py-dsa` 174.5 × 44 at
    /// (100.5, 0) in a 375-point bar, centred) — and kept there as the bar's width changes: a
    /// title view centred, a right item's view at the trailing edge, a left item's at the leading
    /// one (their autoresizing).
    func readItemViews(of bar: XMLTree, in view: View, id: String) {
        guard let top = bar.child("items")?.children(named: "navigationItem").last else { return }
        for element in IBDocument.itemViews(in: top) {
            guard let itemView = makeView(element, superviewID: id) else { continue }
            switch (element["key"], element.parent?["key"]) {
            case ("titleView", _): itemView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            case ("customView", "rightBarButtonItem"): itemView.autoresizingMask = [.flexibleLeftMargin]
            default: itemView.autoresizingMask = [.flexibleRightMargin]
            }
            view.addSubview(itemView)
        }
    }
}

extension SceneBuilder {
    /// The custom views of a `<toolbar>`'s `<barButtonItem>`s (`<… key="customView">`), read with
    /// their subviews and counted under the bar: each becomes its item's
    /// ``BarButtonItem/customView``, placed by the bar's row (``BarItemRow``) where `UIToolbar`
    /// puts it — kaltura ima_ipad (11542, a 768-point iPad toolbar) stores its five at x 20, 54,
    /// 100, 671 and 717 (the 20-point margin, 10 between items), centred vertically in the
    /// 44-point bar (within half a point); blackberry AppKinetics (32700, 375-point iPhone) at
    /// x 16; MasterPassword (17154) the last item after a flexible space 20 from the end of a 414
    /// bar; threema (32700) the item between two flexible spaces at the bar's centre; in a
    /// 49-point bar, ``CanvasRule/toolbarItemRow49``.
    ///
    /// A custom view keeps its stored frame, and a `bar-items` diagnostic says why, where
    /// Trellis does not know where the row puts it: on an iPad's canvas of Xcode 16.3–16.4
    /// (``CanvasRule/iPadToolbarItemsUnsettled``), and where its place depends on the width of a
    /// title, SF Symbol or system item (``dependsOnEstimatedWidths(_:at:)``: UIKit's padding
    /// around them is not known — Wormholy Flow, 23094, stores a custom view at x 134 before two
    /// one-character title items that Trellis's measured titles would put at 144). Such a view
    /// stays at its edge of the bar as the bar's width changes (its autoresizing).
    func readToolbarItemViews(of bar: XMLTree, in toolbar: Toolbar, id: String) {
        let elements = bar.child("items")?.children(named: "barButtonItem") ?? []
        guard elements.count == toolbar.items.count else { return }
        let unsettled = device.family == .pad && CanvasRule.iPadToolbarItemsUnsettled.applies(to: tools)
        for (element, item) in zip(elements, toolbar.items) {
            guard let custom = element.children.first(where: { $0["key"] == "customView" }), custom.child("rect", key: "frame") != nil,
                  let view = makeView(custom, superviewID: id) else { continue }
            item.customView = view
        }
        var unsettledIDs: [String] = [], estimatedIDs: [String] = []
        let items = toolbar.items
        for (index, item) in items.enumerated() {
            guard let view = item.customView else { continue }
            let estimated = SceneBuilder.dependsOnEstimatedWidths(items, at: index)
            guard unsettled || estimated else { continue }
            // Kept where the document stores it: a fixed-width button in the row, the view a
            // plain subview of the bar held at its edge.
            item.customView = nil
            item.width = view.frame.width
            let flexibleBefore = items[..<index].contains { $0.kind == .flexibleSpace }
            let flexibleAfter = items[(index + 1)...].contains { $0.kind == .flexibleSpace }
            view.autoresizingMask = !flexibleBefore ? [.flexibleRightMargin]
                : flexibleAfter ? [.flexibleLeftMargin, .flexibleRightMargin] : [.flexibleLeftMargin]
            toolbar.addSubview(view)
            if unsettled { unsettledIDs.append(view.accessibilityIdentifier ?? "?") } else { estimatedIDs.append(view.accessibilityIdentifier ?? "?") }
        }
        toolbar.items = items   // adds the custom views as the bar's subviews
        if !unsettledIDs.isEmpty {
            result.diagnostics.append(Diagnostic(.warning, "bar-items",
                "toolbar \(id): \(unsettledIDs.count) custom view(s) of its items keep their stored frames — no metric is known for a toolbar's items on an iPad's canvas of Xcode 16.3-16.4 (toolbar.iPadItemsUnsettled)",
                ids: unsettledIDs))
        }
        if !estimatedIDs.isEmpty {
            result.diagnostics.append(Diagnostic(.warning, "bar-items",
                "toolbar \(id): \(estimatedIDs.count) custom view(s) of its items keep their stored frames — their place depends on the width of title, SF Symbol or system items, which Trellis does not know",
                ids: estimatedIDs))
        }
    }

    /// Whether the place the row gives the item at `index` depends on the width of a title, SF
    /// Symbol or system item (a button without a custom view, a positive `width` or an image
    /// size): one between it and the edge it is laid from — the leading edge when no flexible
    /// space comes before it, the trailing edge when one comes before and none after — or, for
    /// an item between the row's only two flexible spaces (centred), one beside it between them.
    /// With more flexible spaces, any such item.
    static func dependsOnEstimatedWidths(_ items: [BarButtonItem], at index: Int) -> Bool {
        func estimated(_ item: BarButtonItem) -> Bool {
            item.kind == .button && item.customView == nil && item.width <= 0 && item.imageSize == nil
        }
        let flexible = items.indices.filter { items[$0].kind == .flexibleSpace }
        let before = flexible.last { $0 < index }, after = flexible.first { $0 > index }
        switch (before, after) {
        case (nil, _): return items[..<index].contains(where: estimated)
        case (_?, nil): return items[(index + 1)...].contains(where: estimated)
        case let (b?, a?): return flexible.count == 2 ? items[(b + 1)..<a].contains(where: estimated) : items.contains(where: estimated)
        }
    }
}
