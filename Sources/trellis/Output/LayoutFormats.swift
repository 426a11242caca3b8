import Foundation
import Trellis
import TrellisInterfaceBuilder
import TrellisRender

/// What `layout` and `vfl` print: a document laid out once, with where it came from (the HTML
/// gallery lays it out again on every device).
struct LaidOut {
    let layout: IBLayout
    /// The file name shown in the text header.
    let title: String
    let document: any LayoutSource
    let scene: String?
    /// How pictures are drawn (svg, png, html).
    var picture = PictureOptions()
    /// The content sizes the HTML page's slider offers.
    var contentSizes: [ContentSizeCategory] = [.large]
}

extension OutputFormat where Value == LaidOut {
    /// The frame table, then the diagnostics (``Report/text(_:file:)``).
    static var text: OutputFormat { OutputFormat { Report.text($0.layout, file: $0.title) } }

    /// ``LayoutJSON`` through `JSONEncoder` (``LayoutJSON/text(_:)``; `layout --format json`
    /// writes the same text in pieces, ``LayoutJSON/write(_:viewsPerChunk:to:)``).
    static var json: OutputFormat { OutputFormat { try LayoutJSON.text($0.layout) } }

    /// One SVG picture, the scenes side by side in window coordinates.
    static var svg: OutputFormat { picture(png: false) }

    /// The SVG a PNG is drawn from: at the device's scale unless `--scale` says otherwise.
    static var png: OutputFormat { picture(png: true) }

    private static func picture(png: Bool) -> OutputFormat {
        OutputFormat { laidOut in
            guard !laidOut.layout.roots.isEmpty else { throw CommandFailure("\(laidOut.title): no view to draw") }
            // The renderer first: it takes the misplaced views from the layout's frames, before
            // `drawnScenes` moves a container's tab bar to where the canvas draws it.
            let renderer = laidOut.picture.renderer(for: laidOut.layout, of: laidOut.document, png: png)
            let scenes = drawnScenes(laidOut.layout, of: laidOut.document)
            return renderer.render(scenes.views, gap: laidOut.picture.sceneGap, names: scenes.names, segues: laidOut.picture.segues ? scenes.segues : [])
        }
    }

    /// A self-contained page: the document on every catalog device, portrait and landscape, light
    /// and dark, at each of ``LaidOut/contentSizes`` (a picture the same at several sizes is kept
    /// once, for all of them).
    static var html: OutputFormat {
        OutputFormat { laidOut in
            var page = CanvasPage(title: (laidOut.title as NSString).lastPathComponent)
            page.selectedDevice = "\(laidOut.document.designDevice.name) (\(laidOut.document.designDevice.id))"
            page.contentSizes = laidOut.contentSizes.map(\.name)
            // Text calibrated once for every device and size.
            let document = (laidOut.document as? IBDocument)?.calibratingText() ?? laidOut.document
            // Without Dynamic Type text, one layout per device stands for every size.
            let sizes = usesDynamicType(laidOut.layout) ? laidOut.contentSizes : [laidOut.contentSizes.contains(.large) ? .large : laidOut.contentSizes[0]]
            // One job per device and orientation, on all cores (each lays out its own view trees).
            let jobs = Device.all.flatMap { d in [Orientation.portrait, .landscapeRight].map { (d, $0) } }
            let shared = OpenedDocument(document)
            let results = parallelMap(jobs) { (d, o) -> Result<[CanvasPage.Picture], CommandFailure> in
                Result { () throws(CommandFailure) in
                    try pictures(of: shared.source, laidOut: laidOut, device: d, orientation: o, sizes: sizes)
                }
            }
            for r in results { page.pictures += try r.get() }
            do { return try page.html() } catch { throw CommandFailure("\(error)") }
        }
    }
}

/// The page's pictures of `document` on one device and orientation: at each of `sizes`, light
/// and dark (a picture the same as the one of the previous size is kept once, for both sizes).
private func pictures(of document: any LayoutSource, laidOut: LaidOut, device d: Device, orientation o: Orientation,
                      sizes: [ContentSizeCategory]) throws(CommandFailure) -> [CanvasPage.Picture] {
    var out: [CanvasPage.Picture] = []
    // (picture, index in `out`) of the last size, per appearance.
    var previous: [UserInterfaceStyle: (svg: String, index: Int)] = [:]
    // Inspector texts once for every size and both appearances.
    let details = SVGRenderer.DetailsCache()
    for size in sizes {
        // Every scene side by side in one picture per device, orientation and size.
        guard let l = try? atContentSize(document, size).laidOut(scene: laidOut.scene, device: d, orientation: o, storedRootSize: false),
              !l.roots.isEmpty else { continue }
        if let message = nonFiniteFrame(l) {
            throw CommandFailure("\(laidOut.title) on \(d.id) \(Report.orientationName(o)): \(message)")
        }
        var renderer = laidOut.picture.renderer(for: l, of: laidOut.document)
        renderer.showsDetails = true
        renderer.detailsCache = details
        for style in UserInterfaceStyle.allCases {
            renderer.appearance = style
            // Ids need no prefix: the page shows one picture per slot and prefixes them there.
            let scenes = drawnScenes(l, of: document)
            let svg = renderer.render(scenes.views, gap: laidOut.picture.sceneGap, names: scenes.names, segues: laidOut.picture.segues ? scenes.segues : [])
            if let last = previous[style], last.svg == svg {
                out[last.index].contentSizes.append(size.name)
                continue
            }
            previous[style] = (svg, out.count)
            out.append(CanvasPage.Picture(device: "\(d.name) (\(d.id))", orientation: Report.orientationName(o), appearance: style, svg: svg,
                                          contentSizes: sizes.count == 1 ? [] : [size.name]))
        }
    }
    return out
}

/// What a picture of a layout draws, left to right: the container controllers' scenes (a
/// navigation or tab bar controller's window holding its bars, as Xcode's canvas draws the
/// controller beside its children), then each scene's window (or root), with the names Xcode
/// shows above them (``sceneNames(_:of:)``; a container its controller's title, class or element
/// name), and the storyboard's segues between drawn scenes (``IBDocument/segueArrows``, by index,
/// labelled with the relationship or kind). A YAML layout file has no containers, names or segues.
func drawnScenes(_ layout: IBLayout, of document: any LayoutSource) -> (views: [View], names: [String]?, segues: [SVGRenderer.SceneSegue]) {
    let scenes = layout.roots.map { $0.window ?? $0 }
    guard let doc = document as? IBDocument else { return (scenes, nil, []) }
    let drawn = Set(scenes.map(ObjectIdentifier.init))
    var containers: [View] = [], containerNames: [String] = [], containerIDs: [String?] = []
    for window in layout.windows where !drawn.contains(ObjectIdentifier(window)) {
        // A container's window holds its bars, whose entries name the controller as superview.
        guard let controller = window.subviews.lazy.compactMap({ layout.entry(for: $0)?.superviewID }).first,
              let title = doc.controllerTitle(controller) else { continue }
        // Xcode stores a tab bar controller's tab bar at the origin (the layout keeps it there,
        // CanvasRule.tabBarAtOrigin); its canvas draws it across the bottom, as UIKit does.
        for case let bar as TabBar in window.subviews where bar.frame.midY < window.bounds.height / 2 {
            let height = TabBar.standardHeight + window.screen.safeAreaInsets.bottom
            bar.frame = Rect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        }
        containers.append(window)
        containerNames.append(title)
        containerIDs.append(controller)
    }
    // Each drawn scene's controller, to draw the segues between them.
    let sceneIDs: [String?] = layout.roots.map { root in
        let id = layout.entry(for: root)?.id
        return doc.scenes.first { $0.rootID == id }?.viewControllerID
    }
    var index: [String: Int] = [:]
    for (i, id) in (containerIDs + sceneIDs).enumerated() { if let id, index[id] == nil { index[id] = i } }
    let segues = doc.segueArrows.compactMap { s -> SVGRenderer.SceneSegue? in
        guard let from = index[s.sourceID], let to = index[s.destinationID] else { return nil }
        return SVGRenderer.SceneSegue(from: from, to: to, label: s.relationship ?? s.kind)
    }
    return (containers + scenes, containerNames + (sceneNames(layout, of: document) ?? []), segues)
}

/// The name Xcode shows above each scene of a layout: its controller's title, else its custom
/// class, else its element name (``IBScene/title``); a xib's view its user label or class. nil
/// for a YAML layout file (one scene).
func sceneNames(_ layout: IBLayout, of document: any LayoutSource) -> [String]? {
    guard let doc = document as? IBDocument else { return nil }
    return layout.roots.map { root in
        let id = layout.entry(for: root)?.id
        return doc.scenes.first { $0.rootID == id }?.title ?? id ?? ""
    }
}

/// A failure a command reports as one line on standard error with exit status 2.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// Whether a label, button or text field of the layout has a Dynamic Type font (a text style),
/// so that its pictures differ between content sizes.
func usesDynamicType(_ layout: IBLayout) -> Bool {
    layout.entries.contains { e in
        ((e.view as? Label)?.font ?? (e.view as? Button)?.font ?? (e.view as? TextField)?.font)?.textStyle != nil
    }
}
