import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisInterfaceBuilder

/// ``SceneBuilder/secondDeviceSheetRootFrame(stored:)`` and the `sheet.iPhone.*` rows of the
/// rule table: a sheet's root on an iPhone in portrait, on another device than the design one.
struct SheetRootTests {
    /// cobrowse Main.storyboard as saved on the 12.9-inch iPad (toolsVersion 21701): `presenter`
    /// presents the navigation controller `nav` as a page sheet; its root `sheetVC` is stored
    /// 704 × 995.5 (the iPad's page sheet) with a view `v` pinned to its four edges.
    static func document(toolsVersion: String = "21701", device: String = "ipad12_9rounded",
                         sheetRoot: String = #"x="0.0" y="0.0" width="704" height="995.5""#) throws -> IBDocument {
        let presenter = DocumentFixture.scene("", rootFrame: #"x="0.0" y="0.0" width="1024" height="1366""#,
                                              viewController: "presenter", root: "presenterRoot",
                                              controllerExtra: #"<connections><segue destination="nav" kind="presentation" modalPresentationStyle="pageSheet" id="sg1"/></connections>"#)
        let nav = """
            <scene sceneID="s-nav"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                        <rect key="frame" x="0.0" y="0.0" width="704" height="56"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections><segue destination="sheetVC" kind="relationship" relationship="rootViewController" id="sg2"/></connections>
                </navigationController>
            </objects></scene>
            """
        let sheet = DocumentFixture.scene("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="0.0" y="0.0" width="704" height="995.5"/>
            </view>
            """, constraints: """
            <constraint firstItem="v" firstAttribute="top" secondItem="sheetRoot" secondAttribute="top" id="c1"/>
            <constraint firstItem="v" firstAttribute="leading" secondItem="sheetRoot" secondAttribute="leading" id="c2"/>
            <constraint firstItem="sheetRoot" firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="sheetRoot" firstAttribute="bottom" secondItem="v" secondAttribute="bottom" id="c4"/>
            """, rootFrame: sheetRoot, viewController: "sheetVC", root: "sheetRoot")
        return try IBDocument(data: DocumentFixture.storyboard(presenter + nav + sheet, toolsVersion: toolsVersion, device: device))
    }

    static func layout(_ doc: IBDocument, on id: String, leftOut: Set<String> = []) throws -> IBLayout {
        let device = try #require(Device.named(id))
        return try CanvasRuleTrace(leftOut: leftOut).run {
            try doc.layout(device: device, orientation: .portrait, storedRootSize: false, canvas: true)
        }
    }

    @Test func anIPadPageSheetIsAsWideAsTheIPhoneAnd10ShortOfItsScreenInXcode14() throws {
        // cobrowse B (iPhone 15, 393 × 852) stores the sheet's roots 393 × 842.
        let doc = try Self.document()
        #expect(try Self.layout(doc, on: "retina6_12").frame(of: "sheetRoot") == Rect(x: 0, y: 0, width: 393, height: 842))
        // Without the rule the iPad's shortfall (320 × 370.5) is carried over: 73 wide.
        let without = try Self.layout(doc, on: "retina6_12", leftOut: [CanvasRule.sheetIPhoneNotched10.id])
        #expect(without.frame(of: "sheetRoot")?.width == 73)
    }

    @Test func theSheetTopFollowsTheDeviceAndTheXcode() throws {
        let phone = { (id: String) throws -> Device in try #require(Device.named(id)) }
        // Home-button phones: 20 (Hackers, WSDOT…); notched before Xcode 14: top inset + 10 (44 + 10
        // on the iPhone X, trailer); Xcode 14–16.2: 10; Xcode 16.3 on: the device's own top inset,
        // the canvas's doubled safe area aside (nRF Mesh 48 on the iPhone 11).
        #expect(SceneBuilder.iPhoneSheetTop(device: try phone("retina4_7"), tools: ToolsVersion(23504)) == 20)
        #expect(SceneBuilder.iPhoneSheetTop(device: try phone("retina5_9"), tools: ToolsVersion(15702)) == 54)
        #expect(SceneBuilder.iPhoneSheetTop(device: try phone("retina6_12"), tools: ToolsVersion(22113)) == 10)
        let iPhone11At24128 = try Self.document(toolsVersion: "24128").canvasDevice(try phone("retina6_1"))
        #expect(SceneBuilder.iPhoneSheetTop(device: iPhone11At24128, tools: ToolsVersion(24128)) == 48)
        // Before Xcode 11 every presentation was full screen: no sheet.
        #expect(SceneBuilder.iPhoneSheetTop(device: try phone("retina4_7"), tools: ToolsVersion(14460)) == nil)
    }

    @Test func theDesignCanvasKeepsTheStoredRoot() throws {
        // On its own canvas (the iPhone 15 document of Kotoba B, 22113) the stored root stands.
        let doc = try Self.document(toolsVersion: "22113", device: "retina6_12", sheetRoot: #"x="0.0" y="0.0" width="393" height="800""#)
        #expect(try doc.layout(storedRootSize: true).frame(of: "sheetRoot") == Rect(x: 0, y: 0, width: 393, height: 800))
    }
}
