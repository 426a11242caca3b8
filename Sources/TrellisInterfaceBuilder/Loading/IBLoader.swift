import Trellis

extension IBDocument {
    /// Builds the scene (all scenes when `scene` is nil) into views and lays it out.
    ///
    /// - A view controller's root view fills the device's screen in that orientation; when the
    ///   stored root frame is smaller than the design device (simulated bars), the same amount is
    ///   taken off on the target device. A free-form top-level xib view keeps its stored size.
    /// - `storedRootSize: true` keeps every root at its stored frame instead (Xcode's "Update
    ///   Frames" on the design device; used to measure fidelity).
    public func layout(scene: String? = nil, device: Device? = nil, orientation: Orientation? = nil,
                       storedRootSize: Bool = false) throws(InterfaceBuilderError) -> IBLayout {
        try layout(scene: scene, device: device, orientation: orientation, storedRootSize: storedRootSize, canvas: storedRootSize)
    }

    /// ``layout(scene:device:orientation:storedRootSize:)``, with Xcode's canvas rules (`canvas`)
    /// chosen apart from the root sizes: a second-device comparison lays a document out as
    /// the canvas shows it on another device, roots sized by that device.
    func layout(scene: String? = nil, device: Device? = nil, orientation: Orientation? = nil,
                storedRootSize: Bool, canvas: Bool) throws(InterfaceBuilderError) -> IBLayout {
        if textSizing == .measured && textKeptStored == nil {
            var calibrated = self
            calibrated.textKeptStored = textViewsKeepingStoredSizes(scene: scene)
            return try calibrated.layout(scene: scene, device: device, orientation: orientation, storedRootSize: storedRootSize, canvas: canvas)
        }
        let device = canvas ? canvasDevice(device ?? designDevice) : simulated(device ?? designDevice)
        let orientation = orientation ?? designOrientation
        let chosen = try scene.map { id throws(InterfaceBuilderError) in [try self.scene(id: id)] } ?? scenes
        let result = IBLayout(device: device, orientation: orientation)
        if scenes.isEmpty { result.diagnostics.append(Diagnostic(.warning, "empty", "the document has no views")) }
        var estimated: [String] = []
        for s in chosen {
            let builder = SceneBuilder(document: self, scene: s, device: device, orientation: orientation, result: result)
            builder.build(storedRootSize: storedRootSize, canvas: canvas)
            estimated += builder.estimatedSizes
        }
        if scene == nil { layoutContainerBars(into: result, device: device, orientation: orientation) }
        recordOmissions(in: scene == nil ? [root] : chosen.map(elementsScope(of:)), into: result)
        if !estimated.isEmpty {
            result.diagnostics.append(Diagnostic(.warning, "estimated-size",
                "\(estimated.count) text view(s) use the size Xcode stored as their intrinsic content size (their text is not measured)",
                ids: estimated))
        }
        result.checkFiniteFrames()
        return result
    }
}

/// Builds one scene.
final class SceneBuilder {
    let document: IBDocument
    let scene: IBScene
    let device: Device
    let orientation: Orientation
    let result: IBLayout
    let traits: SizeClasses
    /// The Split View window width on this device, when the document was designed in one.
    let splitWidth: Double?
    /// What to re-apply when the window's size classes change.
    lazy var variations = SizeClassVariations(sceneElement: scene.rootView, traits: traits, splitView: document.designSplitView)
    var elements: [String: XMLTree] = [:]
    var guides: [String: (View, GuideKind)] = [:]
    var estimatedSizes: [String] = []
    /// Which views' sizes the scene's constraints set (text views measured elsewhere are calibrated).
    lazy var pins = ConstraintPins(scene.rootView)
    var constraintsByID: [String: LayoutConstraint] = [:]
    var contentGuides: [String: LayoutGuide] = [:]
    /// Table views with their rows, arranged by ``arrangeTables()`` once the scene's views exist.
    var tables: [TableContents] = []
    /// Cells that are a top-level object of a xib (no table around them).
    var standaloneCells: [(view: View, element: XMLTree)] = []
    var constrainedIDs: Set<String>?
    /// Required view-edge = safe-area-edge constraints, checked against the stored frames.
    var safeAreaEdges: [SafeAreaEdgeConstraint] = []
    /// Laying out as Xcode's canvas shows the document (`storedRootSize`), not as UIKit runs it.
    var simulatesCanvas = false

    enum GuideKind { case safeArea, topLayoutGuide, bottomLayoutGuide, frame, content }

    /// Element names whose stored size stands for a text-dependent intrinsic size.
    static let textLeaves: Set<String> = ["label", "button", "textField", "switch", "slider", "segmentedControl",
                                          "activityIndicatorView", "stepper", "pageControl", "progressView"]
    /// `semanticContentAttribute` values as documents write them (UIKit's `UISemanticContentAttribute` cases).
    static let semanticContentAttributes: [String: SemanticContentAttribute] = [
        "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
        "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
    ]
    /// Bars whose height is intrinsic.
    static let bars: Set<String> = ["tabBar", "toolbar", "navigationBar", "searchBar"]
    static let known: Set<String> = textLeaves.union(["view", "imageView", "scrollView", "tableView", "collectionView",
        "tableViewCell", "collectionViewCell", "tableViewCellContentView", "collectionViewCellContentView", "textView",
        "navigationBar", "tabBar", "toolbar", "searchBar", "visualEffectView", "containerView", "pickerView", "datePicker",
        "mapView", "webView", "wkWebView", "stackView", "collectionReusableView", "tableViewHeaderFooterView", "mtkView",
        "glkView", "arscnView", "sceneKitView", "spriteKitView", "skView", "pdfView"])

    init(document: IBDocument, scene: IBScene, device: Device, orientation: Orientation, result: IBLayout) {
        self.document = document; self.scene = scene; self.device = device; self.orientation = orientation
        self.result = result
        splitWidth = document.designSplitView?.windowWidth(on: device, orientation: orientation)
        traits = SizeClasses(device: device, orientation: orientation, windowWidth: splitWidth)
    }

    func build(storedRootSize: Bool, canvas: Bool) {
        simulatesCanvas = canvas
        let screen = Screen(device: device, orientation: orientation)
        guard let root = makeView(scene.rootView, superviewID: nil) else { return }
        var stored = scene.storedRootFrame ?? Rect(origin: .zero, size: device.size(for: orientation))
        let designSize = document.designCanvasSize
        if scene.isViewControllerRoot && stored.minY > 0 && stored.maxY > designSize.height + 0.5 {
            // Xcode 8 stored a root under an opaque navigation bar as y 64, height of the whole
            // screen; its subviews are laid out in the part on screen (667 - 64 = 603).
            stored.size.height = max(0, designSize.height - stored.minY)
        }
        let fills = scene.isViewControllerRoot || stored.size == designSize
        let window: Window?
        if !fills {
            window = nil
            root.contentScaleFactor = device.scale
            root.frame = Rect(origin: .zero, size: stored.size)
            // Interface Builder lays a free-form top-level view out as if it filled the device:
            // the device's safe area applies at its top and bottom (44/34 on an iPhone X canvas).
            // On a home-button phone the only inset is the status bar, which a free-form view is
            // not simulated under (SwiftMessages TacoDialogView.xib: top margin 0 on an iPhone 8).
            // A top-level view with `translatesAutoresizingMaskIntoConstraints="NO"` is not
            // simulated as filling the device at all: no safe area (UTM
            // VMDisplayMetalViewInputAccessory.xib, iPhone 12 landscape canvas: a stack at
            // safeArea.leading + 8 stored at x 8, not 55; covpass
            // CertificateOverviewCollectionViewCell.xib: safeArea.top + 8 stored at y 8).
            let safe = screen.safeAreaInsets
            let homeButton = device.family == .phone && safe.bottom == 0 && safe.left == 0 && safe.right == 0
            root.simulatedSafeAreaInsets = homeButton || !root.translatesAutoresizingMaskIntoConstraints
                ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) : safe
        } else {
            let w = Window(screen: screen)
            if let splitWidth { w.frame.size.width = splitWidth }
            window = w
            result.windows.append(w)
            let target = w.bounds.size
            // A free-form simulated size says nothing about bars: at run time the root fills the window.
            let inset = scene.viewController?.child("size", key: "freeformSize") != nil ? Size(width: 0, height: 0)
                : Size(width: max(0, designSize.width - stored.width), height: max(0, designSize.height - stored.height))
            let frame = storedRootSize ? stored : canvasFreeformRootFrame(stored: stored)
                ?? Rect(x: stored.origin.x, y: stored.origin.y, width: target.width - inset.width, height: target.height - inset.height)
            w.addSubview(root)
            root.frame = frame
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        if scene.rootView.child("edgeInsets", key: "layoutMargins") == nil
            && scene.rootView.child("directionalEdgeInsets", key: "directionalLayoutMargins") == nil {
            // UIKit's system minimum margins for a view controller's root view (Interface Builder
            // uses them for top-level xib views too): 16 at the sides below 414 points of width,
            // 20 from 414 on (Plus/Max phones, iPads); none at top and bottom.
            let side = root.bounds.width >= 414 ? 20.0 : 16.0
            root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        }
        if let vc = scene.viewController, window != nil,
           let bars = SimulatedBars(viewController: vc, document: document, screen: screen, traits: traits,
                                    storedRootFrame: scene.storedRootFrame) {
            let safe = screen.safeAreaInsets
            root.simulatedSafeAreaInsets = EdgeInsets(top: bars.top, left: safe.left, bottom: bars.bottom, right: safe.right)
            if let window { addSimulatedBarViews(bars, viewController: vc, to: window) }
        }
        if let vc = scene.viewController {
            for g in vc.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
                if let id = g["id"] { guides[id] = (root, g["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide) }
            }
        }
        addConstraints(scene.rootView)
        arrangeTables()
        // Seed 002: constraints flagged `adapterScreen` scale from the 375-point design width to
        // the device's width, as the seed's category does at run time.
        if constraintsByID.values.contains(where: \.adaptsToScreenWidth),
           let adapter = try? ScreenAdapter(screenWidth: screen.bounds.width) {
            root.adaptToScreenWidth(.flaggedConstraints, adapter: adapter)
        }
        result.roots.append(root)
        if let window, !variations.isEmpty || splitWidth != nil {
            let variations = self.variations
            window.rotationHandler = { variations.windowDidRotate($0) }
            let masked = scene.rootView.descendants.filter { $0.name == "mask" && $0["key"] == "subviews" }
                .flatMap { $0.children.compactMap { $0["reference"] } }
            if !masked.isEmpty {
                result.diagnostics.append(Diagnostic(.warning, "unsupported",
                    "views installed by size class (\(Set(masked).sorted().joined(separator: ", "))) keep the installation of the first layout when the window rotates; lay the document out for the other orientation instead",
                    ids: Array(Set(masked)).sorted()))
            }
        }
        (window ?? root).layoutIfNeeded()
        let designables = adoptStoredSizesOfAmbiguousCustomViews(in: window ?? root)
        if !designables.isEmpty {
            result.diagnostics.append(Diagnostic(.warning, "estimated-size",
                "\(designables.count) custom view(s) without a size from their constraints use the size Xcode stored as their intrinsic content size (Interface Builder ran their @IBDesignable code; Trellis cannot)",
                ids: designables))
        }
        for check in safeAreaEdges {
            guard let contradiction = check.contradiction(in: result) else { continue }
            result.storedFrameContradictions.append(contradiction)
            result.diagnostics.append(Diagnostic(.warning, "stored-frame-contradiction", contradiction.message,
                                                 ids: [contradiction.constraintID, contradiction.viewID]))
        }
        let idOf = Dictionary(result.entries.map { (ObjectIdentifier($0.view), $0.id) }, uniquingKeysWith: { a, _ in a })
        for issue in (window ?? root).layoutIssues {
            let ids = issue.views.compactMap { idOf[ObjectIdentifier($0)] }
            result.diagnostics.append(Diagnostic(issue.kind == .ambiguous ? .warning : .error, issue.kind.rawValue,
                                                 issue.kind == .unsatisfiable ? "Unable to simultaneously satisfy constraints: \(issue.constraints.joined(separator: "; ")); broke \(issue.broken ?? "?")" : issue.message,
                                                 ids: ids))
        }
    }

    // MARK: Views

    func makeView(_ e: XMLTree, superviewID: String?) -> View? {
        guard let id = documentID(of: e) else { return nil }
        if isMasked(e, in: "subviews") {
            for x in [e] + e.descendants { if let id = x["id"] { result.notInstalledIDs.insert(id) } }
            return nil
        }
        if result.views[id] != nil {
            // Ids are unique in a document Xcode wrote; a repeated one would make constraints
            // ambiguous. The later view is left out.
            result.diagnostics.append(Diagnostic(.error, "duplicate-id", "<\(e.name)> at line \(e.line) repeats the id '\(id)'; it is left out", ids: [id]))
            return nil
        }
        let view = SceneBuilder.elementReaders[e.name]?(self, e, id) ?? View()
        if !SceneBuilder.known.contains(e.name) {
            result.diagnostics.append(Diagnostic(.warning, "unsupported", "<\(e.name)> is read as a plain view", ids: [id]))
        }
        view.accessibilityIdentifier = id
        view.alignmentRectInsets = SceneBuilder.alignmentInsets(of: e.name)
        let stored = IBScene.rect(e.child("rect", key: "frame"))
        if let stored { view.frame = stored }
        view.translatesAutoresizingMaskIntoConstraints = e["translatesAutoresizingMaskIntoConstraints"] != "NO"
            || keepsFixedFrame(e, id: id)
        if let m = e.child("autoresizingMask", key: "autoresizingMask") {
            var mask: AutoresizingMask = []
            let flags: [(String, AutoresizingMask)] = [("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
                ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight),
                ("flexibleMaxY", .flexibleBottomMargin)]
            for (name, flag) in flags where m[name] == "YES" { mask.insert(flag) }
            view.autoresizingMask = mask
        }
        view.isHidden = value(e, "hidden") == "YES"
        if SizeClassVariations.varies(e, "hidden") { variations.hiddenViews.append(.init(element: e, view: view)) }
        view.clipsToBounds = e["clipsSubviews"] == "YES"
        readAppearance(e, into: view)
        for (attr, axis) in [("horizontalHuggingPriority", LayoutAxis.horizontal), ("verticalHuggingPriority", .vertical)] {
            if let p = e[attr].flatMap(Double.init) { view.setContentHuggingPriority(LayoutPriority(p), for: axis) }
        }
        for (attr, axis) in [("horizontalCompressionResistancePriority", LayoutAxis.horizontal), ("verticalCompressionResistancePriority", .vertical)] {
            if let p = e[attr].flatMap(Double.init) { view.setContentCompressionResistancePriority(LayoutPriority(p), for: axis) }
        }
        if let m = e.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = EdgeInsets(top: num(m["top"]), left: num(m["left"]), bottom: num(m["bottom"]), right: num(m["right"]))
        }
        if let m = e.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.directionalLayoutMargins = DirectionalEdgeInsets(top: num(m["top"]), leading: num(m["leading"]), bottom: num(m["bottom"]), trailing: num(m["trailing"]))
        }
        if e["preservesSuperviewLayoutMargins"] == "YES" { view.preservesSuperviewLayoutMargins = true }
        if e["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        if let name = e["semanticContentAttribute"] {
            if let attribute = SceneBuilder.semanticContentAttributes[name] {
                view.semanticContentAttribute = attribute
            } else {
                result.diagnostics.append(Diagnostic(.warning, "unsupported", "view \(id): semanticContentAttribute '\(name)' is not one of UIKit's; left unspecified", ids: [id]))
            }
        }
        let subviews = e.child("subviews")?.children ?? []
        let contentViews = e.children.filter { ["tableViewCellContentView", "collectionViewCellContentView"].contains($0.name) || $0["key"] == "contentView" }
        // Intrinsic sizes: images from resources; designables cached by IB; content-sized text leaves from their stored size.
        if let size = document.designableSizes[id], !prefersStoredSizeToDesignable(e, stored: stored) {
            view.explicitIntrinsicContentSize = size
        } else if SceneBuilder.textLeaves.contains(e.name), subviews.isEmpty, let stored,
                  !measuresText(view, e, id: id, storedSize: view.alignmentRect(forFrame: stored).size) {
            // UIKit's intrinsic size is the alignment rectangle's.
            view.explicitIntrinsicContentSize = view.alignmentRect(forFrame: stored).size
            estimatedSizes.append(id)
        } else if let height = scrollDisabledTextViewHeight(e, stored: stored) {
            view.explicitIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: height)
            estimatedSizes.append(id)
        } else if SceneBuilder.bars.contains(e.name), let stored {
            // UIKit's bars have an intrinsic height (tab bar 49, toolbar and navigation bar 44,
            // search bar 56 — more with large titles or prompts) and none across: the stored one.
            view.explicitIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: stored.height)
        }
        elements[id] = e
        result.views[id] = view
        result.entries.append(IBLayout.Entry(id: id, elementName: e.name, superviewID: superviewID, view: view, storedFrame: stored,
                                             flaggedInDocument: e["misplaced"] == "YES" || e["ambiguous"] == "YES", line: e.line))
        for child in e.children where child.name == "viewLayoutGuide" {
            guard let gid = child["id"] else { continue }
            switch child["key"] {
            case "safeArea": guides[gid] = (view, .safeArea)
            case "frameLayoutGuide": guides[gid] = (view, .frame)
            case "contentLayoutGuide": guides[gid] = (view, .content)
            default: break
            }
        }
        for sub in contentViews + subviews where sub.child("rect", key: "frame") != nil {
            if let child = makeView(sub, superviewID: id) {
                // Every subview of a stack view is arranged (hidden ones collapse).
                if let stack = view as? StackView, subviews.contains(where: { $0 === sub }) {
                    prepareForCanvas(arranged: child, element: sub, in: stack)
                    stack.addArrangedSubview(child)
                } else {
                    view.addSubview(child)
                }
            }
        }
        if e.name == "tableView" { readTableContents(e, table: view, id: id) }
        if e.name == "collectionView" { readCollectionContents(e, collection: view, id: id) }
        if e.name == "tableViewCell" && superviewID == nil { standaloneCells.append((view, e)) }
        return view
    }

    /// An element's document id. A cell's `<… key="contentView">` written without one (some
    /// documents have it) is known as "‹cell id›.contentView", so that its subtree and
    /// constraints are read.
    func documentID(of e: XMLTree) -> String? {
        if let id = e["id"] { return id }
        guard e["key"] == "contentView", let cell = e.parent?["id"] else { return nil }
        return "\(cell).contentView"
    }

    func num(_ s: String?) -> Double { s.flatMap(Double.init) ?? 0 }
}
