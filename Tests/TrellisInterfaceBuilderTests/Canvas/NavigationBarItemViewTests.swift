import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// A `<navigationBar>` placed in a view with its own `<items>`: the top navigation item's title
/// view and bar button custom views are laid out in the bar, where `UINavigationBar` puts them
/// (docs/interface-builder.md, "A navigation item's title view and bar button custom views sit in
/// their bar").
struct NavigationBarItemViewTests {
    /// An iPhone 8 canvas whose root holds a 375 × 44 navigation bar pinned to its top and sides,
    /// with TLPhotoPicker's 174.5 × 44 title view (a 20-point-high title label on top) centred at
    /// x 100.5, and a 60 × 30 right item's custom view 16 from the trailing edge.
    static let document = DocumentFixture.xib("""
        <navigationBar contentMode="scaleToFill" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <items>
                <navigationItem id="item">
                    \(DocumentFixture.itemView("titleView", id: "title", frame: (100.5, 0, 174.5, 44),
                                               subviews: DocumentFixture.view("label", frame: (0, 0, 174.5, 20), height: 20),
                                               constraints: DocumentFixture.pin("label", to: "title", edges: [.top, .leading, .trailing])))
                    <barButtonItem key="rightBarButtonItem" id="done">
                        \(DocumentFixture.itemView("customView", id: "custom", frame: (299, 7, 60, 30)))
                    </barButtonItem>
                </navigationItem>
            </items>
        </navigationBar>
        """, constraints: DocumentFixture.pin("bar", to: "root", edges: [.top, .leading, .trailing]),
        size: #"width="375" height="667""#, toolsVersion: "17156", device: "retina4_7")

    @Test func itemViewsSitInTheBarAndFollowItsWidth() throws {
        let doc = try IBDocument(data: Self.document)
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "title") == Rect(x: 100.5, y: 0, width: 174.5, height: 44))
        #expect(canvas.frame(of: "label") == Rect(x: 0, y: 0, width: 174.5, height: 20))
        #expect(canvas.frame(of: "custom") == Rect(x: 299, y: 7, width: 60, height: 30))
        #expect(canvas.views["title"]?.superview === canvas.views["bar"])
        #expect(canvas.omissions.isEmpty)
        // On an iPhone 8 Plus (414 wide) the bar is 39 wider: the title view stays centred (its
        // flexible margins share the 39 as they stand, 100.5 : 100, so x 120.05, right edge
        // 294.55, on the 3× pixel grid 120 and 294.67), the custom view stays 16 from the
        // trailing edge (x + 39).
        let plus = try doc.layout(device: Device.named("retina5_5")!)
        #expect(plus.frame(of: "bar")?.width == 414)
        let title = try #require(plus.frame(of: "title"))
        #expect(title.minX == 120 && abs(title.maxX - 294.667) < 0.001 && title.minY == 0 && title.height == 44)
        #expect(plus.frame(of: "custom") == Rect(x: 338, y: 7, width: 60, height: 30))
    }

    @Test(.needsCorpus(.modern))
    func titleViewOfTLPhotoPicker() throws {
        // TLPhotoPicker TLPhotosPickerViewController.xib (17156, iPhone 8 canvas): the title view
        // of the navigation bar `X8O-Gg-slz` in the root, its column of a title and a row.
        let l = try Corpus.modern.layout("tilltue__TLPhotoPicker__TLPhotoPicker__Classes__TLPhotosPickerViewController.xib")
        #expect(l.frame(of: "VAz-Py-dsa") == Rect(x: 100.5, y: 0, width: 174.5, height: 44))
        #expect(l.frame(of: "Ql8-7f-9Uk") == Rect(x: 0, y: 0, width: 174.5, height: 44))
        #expect(l.frame(of: "b7w-7R-rco") == Rect(x: 34.5, y: 7.5, width: 10, height: 10))
        #expect(!l.omissions.contains { $0.id == "VAz-Py-dsa" })
    }
}
