import Foundation
import Testing
@testable import Trellis
@testable import TrellisInterfaceBuilder

/// A laid-out document holds its views only through the ``IBLayout``: once the layout (and the
/// document) are dropped, every view, constraint, guide, window and engine the loader made is
/// freed — the loader's constraints (stored ids, stack views, safe-area and margins guides,
/// placeholders removed at build time) form no cycle.
struct DocumentDeallocationTests {
    /// Weak references to everything reachable from the layout's roots and windows.
    static func trackEverything(in layout: IBLayout) -> [(name: String, ref: () -> AnyObject?)] {
        var out: [(String, () -> AnyObject?)] = []
        func track(_ name: String, _ object: AnyObject) {
            weak var w = object
            out.append((name, { w }))
        }
        let roots = layout.roots.map(\.rootView) + layout.windows
        for root in roots {
            for v in root.subtree {
                track("view \(v.debugName)", v)
                for c in v.constraints { track("\(c)", c) }
                for g in v.layoutGuides { track("guide \(g.identifier)", g) }
                if let g = v.insetState.marginsGuide { track("margins guide of \(v.debugName)", g) }
                if let g = v.insetState.safeAreaGuide { track("safe-area guide of \(v.debugName)", g) }
                if let s = v as? StackView { for c in s.arrangementConstraints { track("stack \(c)", c) } }
            }
            if let e = root.autoLayout.engine { track("engine of \(root.debugName)", e) }
        }
        for w in layout.windows { track("screen of \(w.debugName)", w.screen) }
        return out
    }

    /// Loads, lays out (twice: the design orientation and landscape) and returns weak references.
    static func loadAndLayOut(_ path: String) throws -> [(name: String, ref: () -> AnyObject?)] {
        let document = try IBDocument(contentsOf: path)
        let layout = try document.layout()
        let landscape = try document.layout(orientation: .landscapeRight)
        #expect(!layout.views.isEmpty && !landscape.views.isEmpty)
        return trackEverything(in: layout) + trackEverything(in: landscape)
    }

    @Test(arguments: [
        "\(Corpus.fixtures.folder)/SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CardView.xib",
        "\(Corpus.fixtures.folder)/ReactiveX__RxSwift__RxExample__RxExample__Examples__WikipediaImageSearch__WikipediaSearch.storyboard",
        "\(Corpus.fixtures.folder)/xmartlabs__XLPagerTabStrip__Example__Example__Helpers__PostCell.xib",
        "\(Corpus.examples.folder)/AdaptedCard.xib",
        "\(Corpus.examples.folder)/AspectFit.storyboard",
    ])
    func everyObjectOfALaidOutDocumentIsFreed(path: String) throws {
        let tracked = try Self.loadAndLayOut(path)
        #expect(tracked.count > 10, "\(tracked.count) objects tracked")
        #expect(tracked.filter { $0.ref() != nil }.map(\.name) == [])
    }

    @Test func everyObjectOfALaidOutLayoutFileIsFreed() throws {
        var tracked: [(name: String, ref: () -> AnyObject?)] = []
        do {
            let text = try String(contentsOfFile: "\(Corpus.examples.folder)/AspectFit.yaml", encoding: .utf8)
            let layout = try LayoutFile.parse(text).layout()
            tracked = Self.trackEverything(in: layout)
        }
        #expect(tracked.count > 10, "\(tracked.count) objects tracked")
        #expect(tracked.filter { $0.ref() != nil }.map(\.name) == [])
    }
}
