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
        let device = simulated(device ?? designDevice)
        let orientation = orientation ?? designOrientation
        let chosen = try scene.map { id throws(InterfaceBuilderError) in [try self.scene(id: id)] } ?? scenes
        let result = IBLayout(device: device, orientation: orientation)
        if scenes.isEmpty { result.diagnostics.append(Diagnostic(.warning, "empty", "the document has no views")) }
        var estimated: [String] = []
        for s in chosen {
            let builder = SceneBuilder(document: self, scene: s, device: device, orientation: orientation, result: result)
            builder.build(storedRootSize: storedRootSize)
            estimated += builder.estimatedSizes
        }
        if !estimated.isEmpty {
            result.diagnostics.append(Diagnostic(.warning, "estimated-size",
                "\(estimated.count) text view(s) use the size Xcode stored as their intrinsic content size (Trellis has no text measurement yet)",
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
    var elements: [String: XMLTree] = [:]
    var guides: [String: (View, GuideKind)] = [:]
    var estimatedSizes: [String] = []
    var constraintsByID: [String: LayoutConstraint] = [:]
    var contentGuides: [String: LayoutGuide] = [:]
    var constrainedIDs: Set<String>?
    /// Required view-edge = safe-area-edge constraints, checked against the stored frames.
    var safeAreaEdges: [SafeAreaEdgeConstraint] = []
    /// Laying out as Xcode's canvas shows the document (`storedRootSize`), not as UIKit runs it.
    var simulatesCanvas = false

    enum GuideKind { case safeArea, topLayoutGuide, bottomLayoutGuide, frame, content }

    /// Element names whose stored size stands for a text-dependent intrinsic size.
    static let textLeaves: Set<String> = ["label", "button", "textField", "switch", "slider", "segmentedControl",
                                          "activityIndicatorView", "stepper", "pageControl", "progressView"]
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
        traits = SizeClasses(device: device, orientation: orientation)
    }

    func build(storedRootSize: Bool) {
        simulatesCanvas = storedRootSize
        let screen = Screen(device: device, orientation: orientation)
        guard let root = makeView(scene.rootView, superviewID: nil) else { return }
        var stored = scene.storedRootFrame ?? Rect(origin: .zero, size: device.size(for: orientation))
        let designSize = document.designDevice.size(for: document.designOrientation)
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
            let safe = screen.safeAreaInsets
            let homeButton = device.family == .phone && safe.bottom == 0 && safe.left == 0 && safe.right == 0
            root.simulatedSafeAreaInsets = homeButton ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) : safe
        } else {
            let w = Window(screen: screen)
            window = w
            result.windows.append(w)
            let target = screen.bounds.size
            let inset = Size(width: max(0, designSize.width - stored.width), height: max(0, designSize.height - stored.height))
            let frame = storedRootSize ? stored
                : Rect(x: stored.origin.x, y: stored.origin.y, width: target.width - inset.width, height: target.height - inset.height)
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
        }
        if let vc = scene.viewController {
            for g in vc.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
                if let id = g["id"] { guides[id] = (root, g["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide) }
            }
        }
        addConstraints(scene.rootView)
        // Seed 002: constraints flagged `adapterScreen` scale from the 375-point design width to
        // the device's width, as the seed's category does at run time.
        if constraintsByID.values.contains(where: \.adaptsToScreenWidth),
           let adapter = try? ScreenAdapter(screenWidth: screen.bounds.width) {
            root.adaptToScreenWidth(.flaggedConstraints, adapter: adapter)
        }
        result.roots.append(root)
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
        for issue in (window ?? root).layoutIssues {
            let ids = issue.views.compactMap { view in result.entries.first { $0.view === view }?.id }
            result.diagnostics.append(Diagnostic(issue.kind == .unsatisfiable ? .error : .warning, issue.kind.rawValue,
                                                 issue.kind == .unsatisfiable ? "Unable to simultaneously satisfy constraints: \(issue.constraints.joined(separator: "; ")); broke \(issue.broken ?? "?")" : issue.message,
                                                 ids: ids))
        }
    }

    // MARK: Views

    func makeView(_ e: XMLTree, superviewID: String?) -> View? {
        guard let id = e["id"] else { return nil }
        if isMasked(e, in: "subviews") { return nil }
        if result.views[id] != nil {
            // Ids are unique in a document Xcode wrote; a repeated one would make constraints
            // ambiguous. The later view is left out.
            result.diagnostics.append(Diagnostic(.error, "duplicate-id", "<\(e.name)> at line \(e.line) repeats the id '\(id)'; it is left out", ids: [id]))
            return nil
        }
        let view: View
        switch e.name {
        case "label":
            let l = Label()
            l.text = e["text"]
            if let f = font(e) { l.font = f }
            if let n = e["numberOfLines"].flatMap(Int.init), n >= 0 { l.numberOfLines = n }
            view = l
        case "button":
            let b = Button()
            b.title = e.children.first { $0.name == "state" && $0["key"] == "normal" }?["title"]
            if let f = font(e) { b.font = f }
            if let i = e.child("inset", key: "contentEdgeInsets") {
                b.contentEdgeInsets = EdgeInsets(top: num(i["minY"]), left: num(i["minX"]), bottom: num(i["maxY"]), right: num(i["maxX"]))
            }
            view = b
        case "stackView":
            let stack = StackView()
            stack.axis = value(e, "axis") == "vertical" ? .vertical : .horizontal
            if let d = value(e, "distribution") {
                if let value = StackView.Distribution(rawValue: d) { stack.distribution = value } else {
                    result.diagnostics.append(Diagnostic(.warning, "unsupported", "stack view distribution '\(d)' read as fill", ids: [id]))
                }
            }
            if let a = value(e, "alignment") {
                let name = a == "top" ? "leading" : a == "bottom" ? "trailing" : a
                if let value = StackView.Alignment(rawValue: name) { stack.alignment = value } else {
                    result.diagnostics.append(Diagnostic(.warning, "unsupported", "stack view alignment '\(a)' read as fill", ids: [id]))
                }
            }
            stack.spacing = e["spacingType"] == "standard" ? 8 : (value(e, "spacing").flatMap(Double.init) ?? 0)
            stack.isBaselineRelativeArrangement = e["baselineRelativeArrangement"] == "YES"
            stack.isLayoutMarginsRelativeArrangement = e["layoutMarginsRelativeArrangement"] == "YES"
            // Interface Builder's stack views have zero layout margins unless the document sets
            // them (corpus: constraints to a stack view's leadingMargin give the stored frames
            // only with 0, NowPlayingPlayerItemViewController.xib); explicit margins are read below.
            stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            view = stack
        case "imageView":
            let iv = ImageView()
            if let name = e["image"] {
                if let size = document.images[name] { iv.image = Image(name: name, size: size) } else {
                    result.diagnostics.append(Diagnostic(.warning, "unknown-image", "image '\(name)' has no size in <resources>", ids: [id]))
                }
            }
            view = iv
        default: view = View()
        }
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
        view.isHidden = e["hidden"] == "YES"
        view.clipsToBounds = e["clipsSubviews"] == "YES"
        if let c = e.children.first(where: { $0.name == "color" && $0["key"] == "backgroundColor" }) { view.backgroundColor = color(c) }
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
        for attr in e.child("userDefinedRuntimeAttributes")?.children ?? [] where attr["keyPath"] == "cornerRadius" || attr["keyPath"] == "layer.cornerRadius" {
            if let v = attr.child("real")?["value"].flatMap(Double.init) ?? attr.child("integer")?["value"].flatMap(Double.init) {
                view.layer.cornerRadius = v
            }
        }
        let subviews = e.child("subviews")?.children ?? []
        let contentViews = e.children.filter { ["tableViewCellContentView", "collectionViewCellContentView"].contains($0.name) || $0["key"] == "contentView" }
        // Intrinsic sizes: images from resources; designables cached by IB; content-sized text leaves from their stored size.
        if let size = document.designableSizes[id] {
            view.explicitIntrinsicContentSize = size
        } else if SceneBuilder.textLeaves.contains(e.name), subviews.isEmpty, let stored,
                  document.usesStoredTextSizes || !(view is Label || view is Button) {
            // UIKit's intrinsic size is the alignment rectangle's.
            view.explicitIntrinsicContentSize = view.alignmentRect(forFrame: stored).size
            estimatedSizes.append(id)
        } else if SceneBuilder.bars.contains(e.name), let stored {
            // UIKit's bars have an intrinsic height (tab bar 49, toolbar and navigation bar 44,
            // search bar 56 — more with large titles or prompts) and none across: the stored one.
            view.explicitIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: stored.height)
        }
        elements[id] = e
        result.views[id] = view
        result.entries.append(IBLayout.Entry(id: id, elementName: e.name, superviewID: superviewID, view: view, storedFrame: stored,
                                             flaggedInDocument: e["misplaced"] == "YES" || e["ambiguous"] == "YES"))
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
        return view
    }

    func num(_ s: String?) -> Double { s.flatMap(Double.init) ?? 0 }

    func color(_ c: XMLTree) -> Color? {
        if let r = c["red"].flatMap(Double.init), let g = c["green"].flatMap(Double.init), let b = c["blue"].flatMap(Double.init) {
            return Color(red: r, green: g, blue: b, alpha: c["alpha"].flatMap(Double.init) ?? 1)
        }
        if let w = c["white"].flatMap(Double.init) { return Color(white: w, alpha: c["alpha"].flatMap(Double.init) ?? 1) }
        let name = c["systemColor"] ?? c["name"] ?? c["cocoaTouchSystemColor"] ?? ""
        if let named = document.colorResources[name],
           let inner = named.child("color"), inner !== c {
            return color(inner)
        }
        switch name {
        case "systemBackgroundColor", "whiteColor", "tableCellGroupedBackgroundColor": return .white
        case "blackColor", "labelColor", "darkTextColor": return .black
        case "clearColor": return .clear
        case "groupTableViewBackgroundColor", "systemGroupedBackgroundColor": return Color(red: 0.949, green: 0.949, blue: 0.969)
        case "systemGrayColor", "secondaryLabelColor": return Color(red: 0.557, green: 0.557, blue: 0.576)
        default: return nil
        }
    }

    // MARK: Constraints and variations

    /// Whether the element is excluded for the device's size classes by a `<mask key=…>` of its parent.
    func isMasked(_ e: XMLTree, in maskKey: String) -> Bool {
        guard let id = e["id"] else { return false }
        var owner = e.parent
        if maskKey == "subviews" { owner = e.parent?.parent } else { owner = e.parent?.parent }
        guard let owner else { return false }
        var active = true
        for variation in owner.children(named: "variation") {
            guard let mask = variation.child("mask", key: maskKey) else { continue }
            let excludes = mask.children(named: "exclude").contains { $0["reference"] == id }
            let includes = mask.children(named: "include").contains { $0["reference"] == id }
            if variation["key"] == "default", excludes { active = false }
            if traits.matches(variationKey: variation["key"] ?? "") {
                if includes { active = true }
                if excludes { active = false }
            }
        }
        return !active
    }

    func addConstraints(_ e: XMLTree) {
        if let ownerID = e["id"], let owner = result.views[ownerID] {
            for c in e.child("constraints")?.children(named: "constraint") ?? [] {
                if c["placeholder"] == "YES" || isMasked(c, in: "constraints") { continue }
                if let lc = makeConstraint(c, owner: owner, ownerID: ownerID) {
                    do { try lc.activate() } catch {
                        result.diagnostics.append(Diagnostic(.error, "invalid-constraint", "\(error)", ids: [c["id"] ?? "?"]))
                    }
                }
            }
        }
        for child in e.children {
            if child.name == "subviews" { child.children.forEach(addConstraints) }
            else if ["tableViewCellContentView", "collectionViewCellContentView"].contains(child.name) || child["key"] == "contentView" {
                addConstraints(child)
            }
        }
    }

    func makeConstraint(_ c: XMLTree, owner: View, ownerID: String) -> LayoutConstraint? {
        let cid = c["id"] ?? "?"
        func fail(_ kind: String, _ message: String, _ ids: [String]) -> LayoutConstraint? {
            result.diagnostics.append(Diagnostic(.warning, kind, "constraint \(cid): \(message)", ids: ids)); return nil
        }
        guard let a1 = LayoutAttribute(documentName: c["firstAttribute"] ?? "") else {
            return fail("invalid-constraint", "unknown firstAttribute '\(c["firstAttribute"] ?? "")'", [cid])
        }
        let firstID = c["firstItem"] ?? ownerID
        guard let (item1, attr1) = resolve(firstID, a1) else { return fail("unknown-id", "firstItem '\(firstID)' is not in this scene", [cid, firstID]) }
        var item2: LayoutItem?
        var attr2 = LayoutAttribute.notAnAttribute
        if let secondName = c["secondAttribute"] {
            guard let a2 = LayoutAttribute(documentName: secondName) else { return fail("invalid-constraint", "unknown secondAttribute '\(secondName)'", [cid]) }
            let secondID = c["secondItem"] ?? ownerID
            guard let (i2, resolved) = resolve(secondID, a2) else { return fail("unknown-id", "secondItem '\(secondID)' is not in this scene", [cid, secondID]) }
            item2 = i2; attr2 = resolved
        }
        guard let multiplier = IBDocument.parseMultiplier(value(c, "multiplier")) else {
            return fail("invalid-constraint", "multiplier '\(value(c, "multiplier") ?? "")' is not a number, a ratio a:b or a fraction a/b", [cid])
        }
        let relationName = value(c, "relation")
        let relation: LayoutRelation = relationName == "greaterThanOrEqual" ? .greaterThanOrEqual : relationName == "lessThanOrEqual" ? .lessThanOrEqual : .equal
        let constant = value(c, "constant").flatMap(Double.init) ?? 0
        // Edges between a scroll view and its content attach to the content area.
        let first = scrollContentSubstitute(item1, attr1, other: item2)
        let second = item2.map { scrollContentSubstitute($0, attr2, other: item1) }
        do {
            // Positions with a multiplier are measured in the items' common ancestor by the engine, as in UIKit.
            let lc = try LayoutConstraint(item: first, attribute: attr1, relatedBy: relation, toItem: second,
                                          attribute: attr2, multiplier: multiplier, constant: constant)
            lc.identifier = cid
            if let p = value(c, "priority").flatMap(Double.init) {
                do { try lc.setPriority(LayoutPriority(p)) } catch { return fail("invalid-constraint", "\(error)", [cid]) }
            }
            for attr in c.child("userDefinedRuntimeAttributes")?.children ?? [] where attr["keyPath"] == "adapterScreen" {
                lc.adaptsToScreenWidth = attr["value"] == "YES" || attr.child("boolean")?["value"] == "YES"
            }
            constraintsByID[cid] = lc
            recordSafeAreaEdge(cid, firstID: firstID, a1, secondID: c["secondItem"] ?? ownerID, attr2,
                               required: lc.priority.isRequired && relation == .equal && multiplier == 1 && c["secondAttribute"] != nil,
                               constant: constant)
            return lc
        } catch {
            return fail("invalid-constraint", "\(error)", [cid])
        }
    }

    /// A document id as a layout item and the attribute to use on it.
    func resolve(_ id: String, _ attribute: LayoutAttribute) -> (LayoutItem, LayoutAttribute)? {
        if isView(id), let v = result.views[id] { return (v, attribute) }
        guard let (view, kind) = guides[id] else { return nil }
        switch kind {
        case .safeArea: return (view.safeAreaLayoutGuide, attribute)
        case .frame: return (view, attribute)
        case .content: return (makeContentGuide(for: view, id: view.accessibilityIdentifier ?? id), attribute)
        case .topLayoutGuide:
            // The old top layout guide ends where the safe area begins.
            return attribute == .bottom ? (view.safeAreaLayoutGuide, .top) : (view, .top)
        case .bottomLayoutGuide:
            return attribute == .top ? (view.safeAreaLayoutGuide, .bottom) : (view, .bottom)
        }
    }
}

extension IBDocument {
    /// Reads Interface Builder's multiplier forms: omitted (1), `"4:1"` (4/1), `"1/3"`, `"0.25"`.
    public static func parseMultiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let a = parts[0], let b = parts[1], b != 0 else { return nil }
            let m = a / b
            return m.isFinite ? m : nil
        }
        guard let m = Double(text), m.isFinite else { return nil }
        return m
    }
}
