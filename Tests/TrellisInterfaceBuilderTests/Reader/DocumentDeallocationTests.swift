import Foundation
import Testing
@testable import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// A laid-out document holds its views only through the ``IBLayout``: once the layout (and the
/// document) are dropped, every view, constraint, guide, window and engine the loader made is
/// freed — the loader's constraints (stored ids, stack views, safe-area and margins guides,
/// placeholders removed at build time) form no cycle.
struct DocumentDeallocationTests {
    /// Loads, lays out (twice: the design orientation and landscape) and returns weak references.
    static func loadAndLayOut(_ path: String) throws -> WeakReferences {
        let document = try IBDocument(contentsOf: path)
        let layout = try document.layout()
        let landscape = try document.layout(orientation: .landscapeRight)
        #expect(!layout.views.isEmpty && !landscape.views.isEmpty)
        var tracked = WeakReferences()
        tracked.trackLayout(layout)
        tracked.trackLayout(landscape)
        return tracked
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
        #expect(tracked.objects.count > 10, "\(tracked.objects.count) objects tracked")
        #expect(tracked.alive == [])
    }

    @Test func everyObjectOfALaidOutLayoutFileIsFreed() throws {
        var tracked = WeakReferences()
        do {
            let text = try String(contentsOfFile: "\(Corpus.examples.folder)/AspectFit.yaml", encoding: .utf8)
            let layout = try LayoutFile.parse(text).layout()
            tracked.trackLayout(layout)
        }
        #expect(tracked.objects.count > 10, "\(tracked.objects.count) objects tracked")
        #expect(tracked.alive == [])
    }
}

extension WeakReferences {
    /// Tracks everything reachable from the layout's roots and windows, the windows' screens too.
    mutating func trackLayout(_ layout: IBLayout) {
        for root in layout.roots.map(\.rootView) + layout.windows { trackHierarchy(root) }
        for w in layout.windows { track("screen of \(w.debugName)", w.screen) }
    }
}
