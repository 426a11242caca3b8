import Foundation
import Testing
@testable import TrellisInterfaceBuilder

/// ``SegueGraph/presentsFullScreen(_:to:)`` (the style of a modal segue: the segue's
/// `modalPresentationStyle`, else the destination's) and ``SegueGraph/isDrawnFullScreen(_:)``
/// (a controller presented full screen, or in a container that is), on a small storyboard.
struct SegueGraphFullScreenTests {
    /// `home` presents `nav` full screen (the segue's style), `sheet` without a style, `own`
    /// in its own `overFullScreen` style, and `form` as a form sheet although `form` asks for
    /// full screen (the segue's style wins); `nav`'s root `root` shows `pushed`.
    static let xml = """
        <document>
            <scenes>
                <scene><objects><viewController id="home"><connections>
                    <segue destination="nav" kind="presentation" modalPresentationStyle="fullScreen" id="toNav"/>
                    <segue destination="sheet" kind="presentation" id="toSheet"/>
                    <segue destination="own" kind="presentation" id="toOwn"/>
                    <segue destination="form" kind="presentation" modalPresentationStyle="formSheet" id="toForm"/>
                </connections></viewController></objects></scene>
                <scene><objects><navigationController id="nav"><connections>
                    <segue destination="root" kind="relationship" relationship="rootViewController" id="toRoot"/>
                </connections></navigationController></objects></scene>
                <scene><objects><viewController id="root"><connections>
                    <segue destination="pushed" kind="show" id="toPushed"/>
                </connections></viewController></objects></scene>
                <scene><objects><viewController id="pushed"/></objects></scene>
                <scene><objects><viewController id="sheet"/></objects></scene>
                <scene><objects><viewController id="own" modalPresentationStyle="overFullScreen"/></objects></scene>
                <scene><objects><viewController id="form" modalPresentationStyle="fullScreen"/></objects></scene>
            </scenes>
        </document>
        """

    func graph() throws -> (graph: SegueGraph, byID: [String: XMLTree]) {
        let root = try XMLTree.parse(Data(Self.xml.utf8))
        var byID: [String: XMLTree] = [:]
        for e in root.descendants { if let id = e["id"] { byID[id] = e } }
        return (SegueGraph(segues: root.descendants.filter { $0.name == "segue" }), byID)
    }

    /// The segue's `fullScreen` → true; no style on either → nil; the destination's
    /// `overFullScreen` → true; the segue's `formSheet` over the destination's `fullScreen` → false.
    @Test func styleIsTheSeguesElseTheDestinations() throws {
        let (_, e) = try graph()
        #expect(SegueGraph.presentsFullScreen(try #require(e["toNav"]), to: try #require(e["nav"])) == true)
        #expect(SegueGraph.presentsFullScreen(try #require(e["toSheet"]), to: try #require(e["sheet"])) == nil)
        #expect(SegueGraph.presentsFullScreen(try #require(e["toOwn"]), to: try #require(e["own"])) == true)
        #expect(SegueGraph.presentsFullScreen(try #require(e["toForm"]), to: try #require(e["form"])) == false)
    }

    /// Drawn full screen: `nav`, its root and the controller the root pushes, and `own`; not the
    /// presenter `home`, the sheet, nor `form`. Asked twice (the second answer memoised), the same.
    @Test func containedAndPushedControllersAreDrawnFullScreen() throws {
        let (g, e) = try graph()
        for _ in 0..<2 {
            let drawn = ["home", "nav", "root", "pushed", "sheet", "own", "form"].filter { g.isDrawnFullScreen(e[$0]!) }
            #expect(drawn == ["nav", "root", "pushed", "own"])
        }
    }
}
