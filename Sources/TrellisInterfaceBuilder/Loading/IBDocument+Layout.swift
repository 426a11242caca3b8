import Trellis

/// The document's part of the reader's pipeline: the scenes chosen, each built by a
/// ``SceneBuilder`` (elements, constraints, canvas, arrangement, layout, checks), then what
/// concerns the whole document — container controllers' bars, the elements left out
/// (``IBLayout/Omission``), text sizes taken as stored, frames that are not finite.
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
            // The calibration's last canvas layout is this one when this is the design canvas.
            let designCanvas = storedRootSize && canvas && contentSizeCategory == .large
                && (device ?? designDevice) == designDevice && (orientation ?? designOrientation) == designOrientation
            let calibration = calibrateText(scene: scene, keepingCanvasLayout: designCanvas)
            if let canvasLayout = calibration.canvasLayout { return canvasLayout }
            var calibrated = self
            calibrated.textKeptStored = calibration.keptStored
            calibrated.storedSizeNotIntrinsic = calibration.notIntrinsic
            return try calibrated.layout(scene: scene, device: device, orientation: orientation, storedRootSize: storedRootSize, canvas: canvas)
        }
        let designCanvas = storedRootSize && canvas && (device ?? designDevice) == designDevice
            && (orientation ?? designOrientation) == designOrientation
        let device = canvas ? canvasDevice(device ?? designDevice) : simulated(device ?? designDevice)
        let orientation = orientation ?? designOrientation
        let chosen = try scene.map { id throws(InterfaceBuilderError) in [try self.scene(id: id)] } ?? scenes
        let result = IBLayout(device: device, orientation: orientation)
        if scenes.isEmpty { result.diagnostics.append(Diagnostic(.warning, "empty", "the document has no views")) }
        // Once for the layout, as a linter says it once per file: the device's canvas is every
        // scene's, not a finding of each.
        if !chosen.isEmpty {
            if let unknown = unknownCanvasDiagnostic(device) { result.diagnostics.append(unknown) }
            for problem in assetCatalogProblems { result.diagnostics.append(Diagnostic(.warning, "unsupported", problem, ids: [])) }
        }
        let estimated = build(chosen, into: result, storedRootSize: storedRootSize, canvas: canvas)
        result.estimatedIDs = Set(estimated.compactMap { result.entry(for: $0)?.id })
        if scene == nil { layoutContainerBars(into: result, device: device, orientation: orientation, designCanvas: designCanvas, canvas: canvas) }
        if reportsFindings {
            recordOmissions(in: scene == nil ? [root] : chosen.map(elementsScope(of:)), into: result)
            reportEstimatedSizes(estimated, in: result)
        }
        result.checkFiniteFrames()
        return result
    }

    /// Each scene through ``SceneBuilder``'s stages; returns the text views whose stored size
    /// stands for their intrinsic size.
    private func build(_ scenes: [IBScene], into result: IBLayout, storedRootSize: Bool, canvas: Bool) -> [View] {
        var estimated: [View] = []
        for s in scenes {
            let builder = SceneBuilder(document: self, scene: s, device: result.device, orientation: result.orientation, result: result)
            builder.build(storedRootSize: storedRootSize, canvas: canvas)
            estimated += builder.estimatedSizes
        }
        return estimated
    }

    /// One `estimated-size` warning naming the views by element kind (`1 slider, 2 activity
    /// indicators use the size Xcode stored as their intrinsic content size (Trellis does not
    /// measure them)`): text views kept at their stored size, and content-sized controls (sliders,
    /// activity indicators) whose content Trellis does not measure.
    private func reportEstimatedSizes(_ estimated: [View], in result: IBLayout) {
        guard !estimated.isEmpty else { return }
        var order: [String] = []
        var counts: [String: Int] = [:]
        for view in estimated {
            let name = result.entry(for: view)?.elementName ?? "view"
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        let things = order.map { name -> String in
            let n = counts[name] ?? 0
            return "\(n) \(IBDocument.elementWords(name, plural: n != 1))"
        }
        let one = estimated.count == 1
        result.diagnostics.append(Diagnostic(.warning, "estimated-size",
            things.joined(separator: ", ") + " \(one ? "uses" : "use") the size Xcode stored as \(one ? "its" : "their") intrinsic content size (Trellis does not measure \(one ? "it" : "them"))",
            ids: estimated.compactMap { result.entry(for: $0)?.id }, views: estimated))
    }

    /// An element name in words: `activityIndicatorView` → "activity indicator" (plural
    /// "activity indicators"; `switch` → "switches").
    static func elementWords(_ elementName: String, plural: Bool) -> String {
        let name = elementName == "activityIndicatorView" ? "activityIndicator" : elementName
        var words = ""
        for c in name {
            if c.isUppercase { words += " " + c.lowercased() } else { words.append(c) }
        }
        guard plural else { return words }
        return words + (words.hasSuffix("s") || words.hasSuffix("sh") || words.hasSuffix("ch") || words.hasSuffix("x") ? "es" : "s")
    }
}
