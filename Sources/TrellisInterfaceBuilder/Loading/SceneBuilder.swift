import Trellis

/// Builds one scene of a document into views and lays it out, as a pipeline of named stages
/// (``build(storedRootSize:canvas:)``); each stage is a short function in the file of its concept:
///
/// 1. **Elements** (``readElements()``, `Elements/`): every view element at or below the scene's
///    root becomes a view — the reader of its kind (``elementReaders``), then what all views
///    share (``makeView(_:superviewID:)``) — and the view controller's layout guides are named.
/// 2. **Constraints** (``readConstraints()``, `SceneBuilder+Constraints.swift`): every
///    `<constraint>` of those views, active, with its size-class variations.
/// 3. **Canvas** (``simulateCanvas(root:storedRootSize:)``, `SceneBuilder+CanvasSimulation.swift`):
///    the root in a window of the device (or at its free-form size), UIKit's system margins,
///    the bars Interface Builder simulates and the safe area they leave.
/// 4. **Arrangement** (``arrange(root:window:)``): table rows as Xcode's canvas stacks them,
///    seed 002's screen adaptation, the size-class variations a rotation re-applies.
/// 5. **Layout** (``layOut(_:)``): the layout cycle, then again with the stored sizes of
///    `@IBDesignable` views the constraints leave ambiguous.
/// 6. **Checks** (``check(_:)``, `Checks/`), last: the stored frames against required safe-area
///    constraints, and the engine's conflicts and ambiguities, as diagnostics.
///
/// All of the builder's state is declared here.
final class SceneBuilder {
    let document: IBDocument
    let scene: IBScene
    let device: Device
    let orientation: Orientation
    let result: IBLayout
    /// The size classes the document's variations are read for.
    let traits: TraitCollection
    /// The Split View window width on this device, when the document is laid out in one
    /// (``IBDocument/windowSplitView``: the design one, or a second device's).
    let splitWidth: Double?
    /// ``IBDocument/tools``, read once (every view's alignment insets depend on it).
    let tools: ToolsVersion
    /// What to re-apply when the window's size classes change.
    lazy var variations = SizeClassVariations(sceneElement: scene.rootView, traits: traits, splitView: document.designSplitView)
    var elements: [String: XMLTree] = [:]
    var guides: [String: (View, GuideKind)] = [:]
    /// Text views whose stored size stands for their intrinsic size.
    var estimatedSizes: [View] = []
    /// Which views' sizes the scene's constraints set (text views measured elsewhere are calibrated).
    var pins: ConstraintPins { scene.constraintPins.value }
    var constraintsByID: [String: LayoutConstraint] = [:]
    var contentGuides: [String: LayoutGuide] = [:]
    /// Table views with their rows, arranged by ``arrangeTables()`` once the scene's views exist.
    var tables: [TableContents] = []
    /// Flow-layout collection views with the bounds their cells were placed in, placed again
    /// at their laid-out size on another device (``reflowCollections(in:)``).
    var collections: [CollectionContents] = []
    /// Cells that are a top-level object of a xib (no table around them), with their attributes
    /// and stored width.
    var standaloneCells: [(view: View, attributes: TableViewCellAttributes, storedWidth: Double?)] = []
    /// The rows of automatic height (`UITableView.automaticDimension`), each with the weak
    /// constraint that holds it at the style's height where its content does not size it
    /// (``compressAutomaticRows(_:)``).
    var automaticRows: [(row: View, height: LayoutConstraint, standard: Double)] = []
    /// The typed attributes the later stages read, by document id, kept by the readers of their
    /// kinds (`Elements/Attributes/`): table views and their cells (the rows' arrangement),
    /// collection views and their cells (the flow layout's placement), buttons (text measurement,
    /// which takes a button's out when it measures it).
    var tableAttributes: [String: TableViewAttributes] = [:]
    var cellAttributes: [String: TableViewCellAttributes] = [:]
    var collectionAttributes: [String: CollectionViewAttributes] = [:]
    var collectionCellAttributes: [String: CollectionViewCellAttributes] = [:]
    var buttonAttributes: [String: ButtonAttributes] = [:]
    /// The views whose document stores layout margins (``ViewAttributes/layoutMargins`` or
    /// ``ViewAttributes/directionalLayoutMargins``): a cell's content view keeps them.
    var storedMarginsIDs: Set<String> = []
    /// The views Xcode flagged ambiguous (``ViewAttributes/isAmbiguousInDocument``).
    var ambiguousInDocumentIDs: Set<String> = []
    /// Activity indicators stored hidden that Xcode's canvas shows (``showsOnCanvasThoughHidden(_:)``),
    /// by document id.
    var shownOnCanvasThoughHidden: Set<String> = []
    /// Required constraints, checked against the stored frames once every view is known.
    var storedFrameChecks: [StoredFrameCheck] = []
    /// Laying out as Xcode's canvas shows the document (`storedRootSize`), not as UIKit runs it.
    var simulatesCanvas = false
    /// The bars Interface Builder simulates around the scene's view controller (stage 3).
    var simulatedBars: SimulatedBars?

    enum GuideKind { case safeArea, topLayoutGuide, bottomLayoutGuide, frame, content }

    /// `semanticContentAttribute` values as documents write them (UIKit's `UISemanticContentAttribute` cases).
    static let semanticContentAttributes: [String: SemanticContentAttribute] = [
        "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
        "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
    ]

    init(document: IBDocument, scene: IBScene, device: Device, orientation: Orientation, result: IBLayout) {
        self.document = document; self.scene = scene; self.device = device; self.orientation = orientation
        self.result = result
        splitWidth = document.windowSplitView?.windowWidth(on: device, orientation: orientation)
        tools = document.tools
        let screen = Screen(device: device, orientation: orientation)
        traits = splitWidth.map { TraitCollection(screen: screen, windowWidth: $0) } ?? TraitCollection(screen: screen)
    }

    /// Runs the stages in order; `canvas` lays the scene out as Xcode's canvas shows it,
    /// `storedRootSize` keeps the root at its stored frame.
    func build(storedRootSize: Bool, canvas: Bool) {
        simulatesCanvas = canvas
        guard let root = readElements() else { return }
        readConstraints()
        let window = simulateCanvas(root: root, storedRootSize: storedRootSize)
        arrange(root: root, window: window)
        result.roots.append(root)
        layOut(window ?? root)
        check(window ?? root)
    }

    /// Stage 1: the scene's views, its view controller as a ``ViewController`` whose ``ViewController/view``
    /// is the root, and the names of the controller's layout guides.
    func readElements() -> View? {
        guard let root = makeView(scene.rootView, superviewID: barItemOwnerID) else { return nil }
        if scene.isViewControllerRoot, let element = scene.viewController {
            let controller = ViewController()
            controller.title = element["title"]
            controller.view = root
            result.viewControllers[element["id"] ?? "?"] = controller
            readRefreshControl(of: element)
        }
        for g in scene.viewController?.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            if let id = g["id"] { guides[id] = (root, g["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide) }
        }
        return root
    }

    /// Stage 2: the constraints of every view the scene built.
    func readConstraints() {
        addConstraints(scene.rootView)
    }

    /// Stage 4: what is placed once the views, constraints and canvas exist.
    func arrange(root: View, window: Window?) {
        arrangeTables()
        adaptToScreenWidth(root)
        if let window { followRotations(of: window) }
    }

    /// Seed 002: constraints flagged `adapterScreen` scale from the 375-point design width to
    /// the device's width, as the seed's category does at run time.
    func adaptToScreenWidth(_ root: View) {
        guard constraintsByID.values.contains(where: \.adaptsToScreenWidth),
              let adapter = try? ScreenAdapter(screenWidth: Screen(device: device, orientation: orientation).bounds.width) else { return }
        root.adaptToScreenWidth(.flaggedConstraints, adapter: adapter)
    }

    /// Re-applies the size-class variations when the window rotates; says which views a size
    /// class uninstalls (they keep the installation of the first layout).
    func followRotations(of window: Window) {
        guard !variations.isEmpty || splitWidth != nil else { return }
        let variations = self.variations
        window.rotationHandler = { variations.windowDidRotate($0) }
        let masked = scene.rootView.descendants.compactMap { $0.sizeClassVariation?.mask("subviews") }
            .flatMap { $0.included.union($0.excluded) }
        if !masked.isEmpty {
            result.diagnostics.append(Diagnostic(.warning, "unsupported",
                "views installed by size class (\(Set(masked).sorted().joined(separator: ", "))) keep the installation of the first layout when the window rotates; lay the document out for the other orientation instead",
                ids: Array(Set(masked)).sorted()))
        }
    }

    /// Stage 5: the layout cycle; then custom views the constraints leave ambiguous take the size
    /// Interface Builder rendered them at (``adoptStoredSizesOfAmbiguousCustomViews(in:)``).
    func layOut(_ top: View) {
        top.layoutIfNeeded()
        compressAutomaticRows(top)
        holdNegativeSizesAtZero(top)
        reflowCollections(in: top)
        let designables = adoptStoredSizesOfAmbiguousCustomViews(in: top)
        if !designables.isEmpty {
            result.diagnostics.append(Diagnostic(.warning, "estimated-size",
                "\(designables.count) custom view(s) without a size from their constraints use the size Xcode stored as their intrinsic content size (Interface Builder ran their @IBDesignable code; Trellis cannot)",
                ids: designables.map(\.id), views: designables.map(\.view)))
        }
    }
}
