import Foundation
import Trellis

/// A storyboard or xib (format `version="3.0"`, Xcode 5 to today), read with libxml2 (``XMLTree``).
///
/// ```swift
/// let doc = try IBDocument(contentsOf: "Examples/AspectFit.storyboard")
/// let layout = try doc.layout(scene: nil, device: doc.designDevice, orientation: .portrait)
/// layout.frame(of: "AsF-lg-001")   // (0, 120, 375, 93.5)
/// ```
public struct IBDocument {
    public enum Kind: String, Sendable { case storyboard, xib }

    public let kind: Kind
    public internal(set) var toolsVersion: String
    /// The device the document was designed on (`<device id=…>`), or inferred from the root frame.
    public let designDevice: Device
    public let designOrientation: Orientation
    /// The iPad multitasking canvas the document was designed in (`<adaptation id="splitview1_3"/>`
    /// or `layout="splitview1_3"` on `<device>`); nil for full screen. Laid out on an iPad, the
    /// scene gets a window of that split's size there.
    public let designSplitView: SplitViewAdaptation?
    /// The multitasking window a layout on an iPad gets: the design one, unless the document is
    /// laid out as another document was saved (``fidelity(onDeviceOf:)``: the second device's).
    var windowSplitView: SplitViewAdaptation?
    public let usesAutoLayout: Bool
    public let scenes: [IBScene]
    /// Image sizes in points from `<resources>`.
    public let images: [String: Size]
    /// The names of SF Symbols among them (`catalog="system"`): their `<resources>` size is the
    /// symbol's at 128 points, not the size iOS shows them at.
    let systemImages: Set<String>
    /// Intrinsic sizes Interface Builder cached for `@IBDesignable` views, by view id.
    let designableSizes: [String: Size]
    /// `<namedColor>` and `<systemColor>` resources, by name.
    let colorResources: [String: XMLTree]
    /// The ids the document's constraints name (an omitted `firstItem` is the view holding the
    /// constraint), read once: a view none names keeps its frame (``SceneBuilder/keepsFixedFrame(_:_:)``).
    let constrainedIDs: Set<String>
    /// Who presents whom (segues by destination), read once: every layout on every device asks it
    /// for each controller's bars.
    let segueGraph: SegueGraph
    /// The scenes' view controllers (`sceneMemberID="viewController"`), by id.
    let viewControllers: [String: XMLTree]
    /// Whether the document has text Trellis measures: a label, button or other text leaf
    /// (``ElementKind/isTextLeaf``), or a text view with scrolling disabled. Without any there is
    /// no text to calibrate.
    let hasMeasuredText: Bool
    /// How labels and buttons get their intrinsic content size (default ``TextSizing/measured``:
    /// their text is measured, calibrated per view on the design device). Other content-sized
    /// controls keep their stored sizes.
    public var textSizing = TextSizing.measured
    /// The content size category Dynamic Type fonts (`<fontDescription style=…>`) are laid out
    /// at (default ``ContentSizeCategory/large``, iOS's default and Xcode's canvas).
    public var contentSizeCategory = ContentSizeCategory.large
    /// In measured mode, the labels and buttons that keep their stored size because even
    /// calibrated they do not lay out at it on the design device (nil: not worked out yet).
    var textKeptStored: Set<String>?
    /// In measured mode, the views whose stored size would stand for content Trellis does not
    /// measure (an empty button or label, an attributed title) but whose constraints lay them
    /// out at it on the design device without it: their intrinsic size is zero
    /// (``IBDocument/textViewsKeepingStoredSizes(scene:)``).
    var storedSizeNotIntrinsic: Set<String> = []
    /// Whether a layout checks what it laid out and reports it: the stored frames against the
    /// required constraints, conflicts and ambiguity (the ambiguity analysis is the costliest
    /// step of a layout), the elements left out and the sizes taken as stored. The design-device
    /// layout that calibrates text needs only its frames and skips all of it.
    var reportsFindings = true
    /// Whether a layout checks the stored frames against the required constraints
    /// (`stored-frame-contradiction` warnings, ``IBLayout/storedFrameContradictions``). The
    /// stored frames are the design canvas's: `trellis check` checks them once per document, on
    /// the design canvas, and turns this off for the document's other layouts.
    public var checksStoredFrames = true
    let root: XMLTree

    /// Named colours from the app's asset catalogs, by name, with their dark values: they take
    /// the place of the light-only values the document stores in `<resources>`.
    /// ``init(contentsOf:)`` reads the catalogs near the file (``AssetCatalog/catalogs(near:)``);
    /// set it for a document read from data.
    public var assetColors: [String: Color] = [:]
    /// What could not be read from those catalogs; each layout reports it as a warning, once
    /// whatever the number of its scenes.
    public var assetCatalogProblems: [String] = []

    /// Reads a document from a file, and the named colours of the asset catalogs near it.
    public init(contentsOf path: String) throws(InterfaceBuilderError) {
        try self.init(data: DocumentFile.contents(atPath: path))
        // The nearest catalog's colour wins where two define a name.
        for catalog in AssetCatalog.catalogs(near: path).reversed().map(AssetCatalog.init(contentsOf:)) {
            assetColors.merge(catalog.colors) { _, nearer in nearer }
            assetCatalogProblems += catalog.problems
        }
    }

    /// Reads a document from its XML.
    public init(data: Data) throws(InterfaceBuilderError) {
        let root = try XMLTree.parse(data)
        if root.name == "archive" {
            throw .unsupported("pre-Xcode 5 archive format (<archive type=\"\(root["type"] ?? "?")\">); open and save it in Xcode 5 or later")
        }
        guard root.name == "document" else { throw .unsupported("root element <\(root.name)> is not an Interface Builder <document>") }
        let type = root["type"] ?? ""
        if type.contains(".Cocoa.") { throw .unsupported("macOS (Cocoa) documents are not UIKit layouts") }
        guard root["version"] == "3.0" else {
            throw .unsupported("document format version \(root["version"] ?? "none") (only 3.0, Xcode 5 and later, is supported)")
        }
        self.root = root
        kind = type.contains("Storyboard") ? .storyboard : .xib
        toolsVersion = root["toolsVersion"] ?? ""
        usesAutoLayout = AttributeDecoder.flag(root["useAutolayout"]) ?? false
        var images: [String: Size] = [:]
        var systemImages: Set<String> = []
        var designables: [String: Size] = [:]
        var colors: [String: XMLTree] = [:]
        var controllers: [String: XMLTree] = [:]
        var segues: [XMLTree] = []
        var constrained: Set<String> = []
        var measuredText = false
        // One pass over the document for what is looked up per view (a pass over a
        // 100,000-view document's 200,000 elements costs about 25 ms).
        for element in root.descendants {
            if element["sceneMemberID"] == "viewController", let id = element["id"], controllers[id] == nil { controllers[id] = element }
            if !measuredText && (element.kind?.isTextLeaf == true || element.kind == .textView && AttributeDecoder.flag(element["scrollEnabled"]) == false) {
                measuredText = true
            }
            switch element.name {
            case "segue": segues.append(element)
            case "constraint":
                guard let c = element.constraint else { break }
                if let first = c.firstItem ?? c.holderID { constrained.insert(first) }
                if let second = c.secondItem { constrained.insert(second) }
            case "image" where element.parent?.name == "resources":
                if let name = element["name"], let w = Double(element["width"] ?? ""), let h = Double(element["height"] ?? "") {
                    images[name] = Size(width: w, height: h)
                    if element["catalog"] == "system" { systemImages.insert(name) }
                }
            case "designable":
                if let name = element["name"], let size = element.child("size", key: "intrinsicContentSize"),
                   let w = Double(size["width"] ?? ""), let h = Double(size["height"] ?? "") {
                    designables[name] = Size(width: w, height: h)
                }
            case "namedColor", "systemColor":
                if let name = element["name"], colors[name] == nil { colors[name] = element }
            default: break
            }
        }
        self.images = images
        self.systemImages = systemImages
        designableSizes = designables
        colorResources = colors
        segueGraph = SegueGraph(segues: segues)
        constrainedIDs = constrained
        hasMeasuredText = measuredText
        viewControllers = controllers
        var scenes: [IBScene] = []
        if let container = root.child("scenes") {
            for scene in container.children(named: "scene") {
                let objects = scene.child("objects")?.children ?? []
                guard let vc = objects.first(where: { $0.child("view", key: "view") != nil || $0.children.contains { $0["key"] == "view" } }),
                      let view = vc.children.first(where: { $0["key"] == "view" }) else { continue }
                let title = scene.parent.flatMap { _ in vc["title"] ?? vc["customClass"] } ?? vc.name
                scenes.append(IBScene(id: scene["sceneID"] ?? view["id"] ?? "?", title: title, rootView: view,
                                      viewController: vc, isViewControllerRoot: true))
                // Views beside the controller in the scene's dock (a table view or a panel the
                // controller adds itself) are drawn by Xcode at their own stored size, as the
                // top-level views of a xib are.
                for element in objects where element !== vc && element.child("rect", key: "frame") != nil && element["id"] != nil {
                    scenes.append(IBScene(id: element["id"]!, title: element["userLabel"] ?? element["customClass"] ?? element.name,
                                          rootView: element, viewController: nil, isViewControllerRoot: false))
                }
                // A navigation item's title view and its bar buttons' custom views are drawn in
                // the navigation bar at their stored size, their subviews inside them.
                for element in IBDocument.barItemViews(of: vc) {
                    scenes.append(IBScene(id: element["id"]!, title: element["userLabel"] ?? element["customClass"] ?? element.name,
                                          rootView: element, viewController: nil, isViewControllerRoot: false, isBarItem: true))
                }
            }
        } else if let objects = root.child("objects") {
            // The view the File's Owner's `view` outlet names: a view controller's view.
            let ownersView = objects.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }?
                .child("connections")?.children.first { $0.name == "outlet" && $0["property"] == "view" }?["destination"]
            for element in objects.children where element.child("rect", key: "frame") != nil && element["id"] != nil {
                scenes.append(IBScene(id: element["id"]!, title: element["userLabel"] ?? element["customClass"] ?? element.name,
                                      rootView: element, viewController: nil, isViewControllerRoot: false,
                                      isFilesOwnersView: element["id"] == ownersView))
            }
        }
        self.scenes = scenes
        let deviceElement = root.child("device")
        designOrientation = deviceElement?["orientation"].flatMap(Orientation.init(name:)) ?? .portrait
        designSplitView = (deviceElement?.child("adaptation")?["id"] ?? deviceElement?["layout"]).flatMap(SplitViewAdaptation.init(rawValue:))
        windowSplitView = designSplitView
        if let id = deviceElement?["id"], let d = Device.named(id) {
            designDevice = d
        } else {
            designDevice = IBDocument.inferDevice(from: scenes, root: root)
        }
    }

    /// Before Xcode 8 there is no `<device>`: use the simulated metrics or a root frame that
    /// matches a device; default the iPhone 8 size class canvas.
    static func inferDevice(from scenes: [IBScene], root: XMLTree) -> Device {
        if let metrics = root.descendants.first(where: { $0.name == "simulatedScreenMetrics" })?["type"] {
            if metrics.hasPrefix("retina4_7") { return Device.named("retina4_7")! }
            if metrics.hasPrefix("retina4") { return Device.named("retina4_0")! }
            if metrics.hasPrefix("retina55") || metrics.hasPrefix("retina5_5") { return Device.named("retina5_5")! }
        }
        for scene in scenes {
            if let f = IBScene.rect(scene.rootView.child("rect", key: "frame")) {
                if let d = Device.all.first(where: { $0.portraitSize == f.size || $0.portraitSize.transposed == f.size }) { return d }
            }
        }
        return Device.named("retina4_7")!
    }

    /// The device as the document's Xcode simulates it: the corpus shows the iPhone X canvas
    /// (`retina5_9`) with a 44-point top inset before Xcode 14 (toolsVersion < 21000), an
    /// unknown one in Xcode 14.0–14.2 (below 21600: one document shows 47, Provenance
    /// JitFailedJailbreakScreen.xib, 21507, which is not a rule — the device's own 44 is used,
    /// with a `canvas-unknown` warning, ``unknownCanvasDiagnostic(_:)``) and 50 from then (blockchain KYCAddressController, 21701; Provenance
    /// Provenance.storyboard, 22154; JitWaitScreen.xib, 23094), and the iPhone 11 canvas (`retina6_1`) with 44 before toolsVersion 21225 and 48
    /// from then (44: SwiftMessages files of 17156 and 17506, okta Main and RadarCOVID Home of
    /// 20037, twilio Main of 21208.1 — a navigation bar stored at y 44; 48: covpass
    /// Ifsg22a_Valid_Scan of 21225, siskin-im Main of 21507 — a navigation bar at y 48).
    /// Xcode 16 and later (toolsVersion ≥ 23000) save the 11-inch iPad Pro (M4), 834×1210, under
    /// the old id `ipad11_0rounded` (amperfy Main.storyboard, 23094, stores an 834×1210 root);
    /// earlier documents mean the 834×1194 model. Other devices are used as they are.
    public func simulated(_ device: Device) -> Device {
        let tools = tools
        switch device.id {
        case "ipad11_0rounded" where CanvasRule.deviceIPadPro11M4.applies(to: tools): return Device.named("ipadPro11M4") ?? device
        case "retina5_9" where CanvasRule.deviceIPhoneXTop50.applies(to: tools): return device.withPortraitTopInset(50)
        case "retina5_9" where CanvasRule.deviceIPhoneXTopUnsettled.applies(to: tools): return device
        case "retina6_1" where CanvasRule.deviceIPhone11Top44.applies(to: tools): return device.withPortraitTopInset(44)
        default: return device
        }
    }

    /// The `canvas-unknown` warning of a layout on `device` where Trellis does not know the
    /// device as this document's Xcode simulates it (``CanvasRule/deviceIPhoneXTopUnsettled``);
    /// nil elsewhere. A layout gives it once, whatever the number of its scenes.
    func unknownCanvasDiagnostic(_ device: Device) -> Diagnostic? {
        device.id == "retina5_9" && CanvasRule.deviceIPhoneXTopUnsettled.applies(to: tools)
            ? CanvasRule.deviceIPhoneXTopUnsettled.unknownDiagnostic(ids: []) : nil
    }

    /// The size of the design canvas: the (simulated) design device's screen in the design
    /// orientation, or the Split View window the document was designed in.
    public var designCanvasSize: Size {
        let device = simulated(designDevice)
        let screen = device.size(for: designOrientation)
        let width = designSplitView?.windowWidth(on: device, orientation: designOrientation) ?? screen.width
        return Size(width: width, height: screen.height)
    }

    /// The scene with that id (scene id, view controller id or root view id).
    public func scene(id: String) throws(InterfaceBuilderError) -> IBScene {
        if let s = scenes.first(where: { $0.id == id || $0.rootView["id"] == id || $0.viewController?["id"] == id }) { return s }
        throw .unknownScene(id, available: scenes.map(\.id))
    }
}

extension IBDocument {
    /// The title view of a view controller's navigation item and the custom views of its bar
    /// button items (`<navigationItem>` and `<toolbarItems>`, outside the root view), with a
    /// stored frame and an id.
    static func barItemViews(of controller: XMLTree) -> [XMLTree] {
        controller.children.filter { $0.name == "navigationItem" || $0.name == "toolbarItems" || $0["key"] == "toolbarItems" }.flatMap(itemViews(in:))
    }

    /// The title view and bar button custom views of one `<navigationItem>` (or `<toolbarItems>`),
    /// with a stored frame and an id; not the views inside them.
    static func itemViews(in holder: XMLTree) -> [XMLTree] {
        holder.descendants.filter { e in
            (e["key"] == "titleView" || e["key"] == "customView") && e["id"] != nil && e.child("rect", key: "frame") != nil
                && !isInsideBarItemView(e, below: holder)
        }
    }

    /// Whether a view sits inside another title or custom view (it is read with that one).
    private static func isInsideBarItemView(_ e: XMLTree, below holder: XMLTree) -> Bool {
        var p = e.parent
        while let x = p, x !== holder {
            if x["key"] == "titleView" || x["key"] == "customView" { return true }
            p = x.parent
        }
        return false
    }
}

/// One scene of a storyboard (a view controller's root view) or one top-level view of a xib.
public struct IBScene {
    public let id: String
    public let title: String
    let rootView: XMLTree
    let viewController: XMLTree?
    /// A view controller's root view fills the screen; a free-form xib view keeps its size.
    public let isViewControllerRoot: Bool
    /// The root is a navigation item's title view or a bar button's custom view: drawn in a bar,
    /// not under the device's safe area.
    public var isBarItem = false
    /// The root is a xib's top-level view that the File's Owner's `view` outlet names — a view
    /// controller's view, which Interface Builder simulates as filling the device.
    public var isFilesOwnersView = false
    /// Which views' sizes the scene's constraints set, shared by every layout of the document.
    let constraintPins: SceneConstraintPins

    init(id: String, title: String, rootView: XMLTree, viewController: XMLTree?, isViewControllerRoot: Bool,
         isBarItem: Bool = false, isFilesOwnersView: Bool = false) {
        (self.id, self.title, self.rootView, self.viewController) = (id, title, rootView, viewController)
        (self.isViewControllerRoot, self.isBarItem, self.isFilesOwnersView) = (isViewControllerRoot, isBarItem, isFilesOwnersView)
        constraintPins = SceneConstraintPins(rootView: rootView)
    }

    /// The root view's document id.
    public var rootID: String { rootView["id"] ?? id }

    /// The frame Xcode stored for the root view.
    public var storedRootFrame: Rect? { IBScene.rect(rootView.child("rect", key: "frame")) }

    static func rect(_ e: XMLTree?) -> Rect? {
        guard let e, let x = Double(e["x"] ?? "0"), let y = Double(e["y"] ?? "0"),
              let w = Double(e["width"] ?? ""), let h = Double(e["height"] ?? "") else { return nil }
        let r = Rect(x: x, y: y, width: w, height: h)
        return r.isFinite ? r : nil
    }
}
