import Trellis

/// Stage 1 of ``SceneBuilder/build(storedRootSize:canvas:)``: what every view element shares.
extension SceneBuilder {
    /// The view of element `e` and, recursively, of its content views and subviews: the reader
    /// of its kind (``elementReaders``, handed the kind's typed attributes; a plain ``View``
    /// otherwise), then what all views share — the element's ``ViewAttributes`` (id, frame,
    /// autoresizing, hidden, priorities, margins…, decoded once, after the element is known to be
    /// kept), appearance, intrinsic size, guides; then what follows a view of its kind (a
    /// navigation bar's item views, a table's rows and refresh control, a collection view's cells).
    /// Nil for an element without an id, uninstalled by its size classes, or repeating an id.
    func makeView(_ e: XMLTree, superviewID: String?) -> View? {
        guard let id = documentID(of: e) else { return nil }
        if isMasked(e, in: "subviews") {
            for x in e.subtree { if let id = x["id"] { result.notInstalledIDs.insert(id) } }
            return nil
        }
        if result.views[id] != nil {
            // Ids are unique in a document Xcode wrote; a repeated one would make constraints
            // ambiguous. The later view is left out.
            result.diagnostics.append(Diagnostic(.error, "duplicate-id", "<\(e.name)> at line \(e.line) repeats the id '\(id)'; it is left out", ids: [id]))
            return nil
        }
        let attributes = ViewAttributes(e, id: id, traits: traits)
        let view = attributes.kind.flatMap { SceneBuilder.elementReaders[$0] }?(self, e, attributes) ?? cellsOwnContentView(e) ?? View()
        if attributes.kind == nil { readingUnknownElement(e, id: id) }
        view.accessibilityIdentifier = id
        // The kinds the reader gives insets (a slider's, a switch's, a segmented control's); the
        // others keep their own (an image view its image's, ``Image/alignmentRectInsets``).
        if let kind = attributes.kind, SceneBuilder.alignmentInsets[kind] != nil {
            view.alignmentRectInsets = SceneBuilder.alignmentInsets(of: kind, tools: tools)
        }
        let stored = attributes.storedFrame
        if let stored { view.frame = stored }
        view.translatesAutoresizingMaskIntoConstraints = attributes.translatesAutoresizingMaskIntoConstraints || keepsFixedFrame(e, attributes)
        if let mask = attributes.autoresizingMask { view.autoresizingMask = mask }
        view.isHidden = attributes.isHidden
        if SizeClassVariations.varies(e, "hidden") { variations.hiddenViews.append(.init(element: e, view: view)) }
        view.clipsToBounds = attributes.clipsToBounds
        readAppearance(e, into: view)
        if let p = attributes.contentHuggingPriority.horizontal { view.setContentHuggingPriority(p, for: .horizontal) }
        if let p = attributes.contentHuggingPriority.vertical { view.setContentHuggingPriority(p, for: .vertical) }
        if let p = attributes.contentCompressionResistancePriority.horizontal { view.setContentCompressionResistancePriority(p, for: .horizontal) }
        if let p = attributes.contentCompressionResistancePriority.vertical { view.setContentCompressionResistancePriority(p, for: .vertical) }
        if let margins = attributes.layoutMargins { view.layoutMargins = margins }
        if let margins = attributes.directionalLayoutMargins { view.directionalLayoutMargins = margins }
        if attributes.layoutMargins != nil || attributes.directionalLayoutMargins != nil { storedMarginsIDs.insert(id) }
        if attributes.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = true }
        if !attributes.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = false }
        if let name = attributes.semanticContentAttributeName {
            if let attribute = attributes.semanticContentAttribute {
                view.semanticContentAttribute = attribute
            } else {
                readingUnknownValues([UnknownAttributeValue(attribute: "semanticContentAttribute", value: name, readAs: "unspecified")], of: e, id: id)
            }
        }
        let subviews = e.child("subviews")?.children ?? []
        let contentViews = e.children.filter { $0.kind == .tableViewCellContentView || $0.kind == .collectionViewCellContentView || $0["key"] == "contentView" }
        // Intrinsic sizes: placeholders set in Interface Builder; images from resources; designables cached by IB; text leaves and text views
        // with scrolling disabled measured, or from their stored size.
        if let size = placeholderIntrinsicSize(e) {
            // Xcode's "Intrinsic Size: Placeholder": the canvas's intrinsic size, whatever the
            // view's class, text or image would give.
            view.explicitIntrinsicContentSize = size
        } else if let size = document.designableSizes[id], !prefersStoredSizeToDesignable(e, stored: stored) {
            view.explicitIntrinsicContentSize = size
        } else if attributes.kind?.isTextLeaf == true, subviews.isEmpty, let stored,
                  !measuresText(view, e, attributes, storedSize: view.alignmentRect(forFrame: stored).size) {
            // UIKit's intrinsic size is the alignment rectangle's.
            estimate(view, id: id, size: view.alignmentRect(forFrame: stored).size)
        } else if let textView = view as? TextView, !textView.isScrollEnabled, let stored,
                  !measuresText(view, e, attributes, storedSize: stored.size) {
            // A text view sized by its text, not measured: the stored size stands for the text's.
            estimate(view, id: id, size: stored.size)
        } else if attributes.kind?.isBar == true, let stored {
            // UIKit's bars have an intrinsic height (tab bar 49, toolbar and navigation bar 44,
            // search bar 56 — more with large titles or prompts) and none across: the stored one.
            view.explicitIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: stored.height)
        }
        elements[id] = e
        if attributes.isAmbiguousInDocument { ambiguousInDocumentIDs.insert(id) }
        result.add(IBLayout.Entry(id: id, elementName: e.name, superviewID: superviewID, view: view, storedFrame: stored,
                                             flaggedInDocument: attributes.isFlaggedInDocument, line: e.line))
        for child in e.children where child.name == "viewLayoutGuide" {
            guard let gid = child["id"] else { continue }
            switch child["key"] {
            case "safeArea": guides[gid] = (view, .safeArea)
            case "frameLayoutGuide": guides[gid] = (view, .frame)
            case "contentLayoutGuide": guides[gid] = (view, .content)
            default: break
            }
        }
        // Every subview is read, with or without a stored frame: Xcode writes no frame for a view
        // whose frame is all zero (an empty label in a stack: WSDOT TravelerInformation's title
        // label, whose sibling is stored one spacing below it), and the view is a subview all the
        // same (an arranged one keeps its spacing). A cell's content view is read too (Xcode 6–7
        // xibs write none: RxSwift WikipediaSearchCell.xib); the cell sizes it.
        for sub in contentViews + subviews {
            if let child = makeView(sub, superviewID: id) {
                // Every subview of a stack view is arranged (hidden ones collapse).
                if let stack = view as? StackView, subviews.contains(where: { $0 === sub }) {
                    prepareForCanvas(arranged: child, in: stack)
                    stack.addArrangedSubview(child)
                } else {
                    view.addSubview(child)
                }
            }
        }
        switch attributes.kind {
        case .navigationBar: readItemViews(of: e, in: view, id: id)
        case .toolbar: if let toolbar = view as? Toolbar { readToolbarItemViews(of: e, in: toolbar, id: id) }
        case .tableView:
            if let table = tableAttributes[id] { readTableContents(e, table: view, id: id, attributes: table) }
            readRefreshControl(of: e, in: view, id: id)
        case .collectionView:
            if let collection = collectionAttributes[id] { readCollectionContents(e, collection: view, id: id, attributes: collection, stored: stored) }
        case .tableViewCell where superviewID == nil:
            if let cell = cellAttributes[id] { standaloneCells.append((view, cell, stored?.width)) }
        default: break
        }
        return view
    }

    /// An element's document id. A cell's `<… key="contentView">` written without one (some
    /// documents have it) is known as "‹cell id›.contentView", so that its subtree and
    /// constraints are read.
    func documentID(of e: XMLTree) -> String? { SceneBuilder.documentID(of: e) }

    /// An element's document id (``documentID(of:)``).
    static func documentID(of e: XMLTree) -> String? {
        if let id = e["id"] { return id }
        guard e["key"] == "contentView", let cell = e.parent?["id"] else { return nil }
        return "\(cell).contentView"
    }
}

extension SceneBuilder {
    /// Gives a text view Trellis does not measure its stored size as its intrinsic content size
    /// — or a zero one (UIKit's for a label without text), where the design canvas lays every
    /// view out at the same frame with it (the document's ``IBDocument/storedSizeNotIntrinsic``):
    /// its constraints size it, so another device gives it the size they give there.
    func estimate(_ view: View, id: String, size: Size) {
        if document.storedSizeNotIntrinsic.contains(id) {
            view.explicitIntrinsicContentSize = .zero
            return
        }
        view.explicitIntrinsicContentSize = size
        estimatedSizes.append(view)
    }
}
