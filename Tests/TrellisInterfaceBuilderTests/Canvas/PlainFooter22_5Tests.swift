import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// ``CanvasRule/plainFooter22_5``: Xcode 13 (toolsVersion 19000–20999) draws a plain section's
/// footer 22.5 high (its header 44.5), whatever `sectionFooterHeight`.
struct PlainFooter22_5Tests {
    /// A static row `id` stored at `y`, `height` high (iAugux Phonetic Whitelist's rows are 75
    /// and 66 high).
    static func row(_ id: String, y: Double, height: Double) -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="\(height)" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="375" height="\(height)"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-content">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// Phonetic Whitelist.storyboard (19162, iPhone X canvas): a plain static table of two
    /// untitled sections, `sectionFooterHeight="28"`; the first row under the 44.5 header at
    /// y 44.67, 75 high; the second section's first row stored at 187 — 22.5 (footer) + 44.5
    /// (header) below 119.67.
    static func document(toolsVersion: String) throws -> IBDocument {
        let scene = """
        <scene sceneID="s-tvc"><objects>
            <tableViewController id="tvc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="none" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="724"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <sections>
                        <tableViewSection id="s1"><cells>\(row("a", y: 44.5, height: 75))</cells></tableViewSection>
                        <tableViewSection id="s2"><cells>\(row("b", y: 186.5, height: 66))\(row("c", y: 252.5, height: 66))</cells></tableViewSection>
                    </sections>
                </tableView>
            </tableViewController>
        </objects></scene>
        """
        return try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: toolsVersion, device: "retina5_9"))
    }

    @Test func xcode13PlainFooterIs22_5() throws {
        let layout = try Self.document(toolsVersion: "19162").layout(storedRootSize: true)
        // On the 3× canvas the 44.5 header rounds to 44.67, where Phonetic stores its first row.
        let a = try #require(layout.frame(of: "a")), b = try #require(layout.frame(of: "b"))
        #expect(abs(a.minY - 44.67) < 0.01 && a.height == 75)
        // 44.67 + 75 + 22.5 + 44.5 = 186.67 (stored 187), not 192.17 with sectionFooterHeight's 28.
        #expect(abs(b.minY - 186.67) < 0.01)
        #expect(abs((layout.frame(of: "c")?.minY ?? 0) - 252.67) < 0.01)
    }

    @Test func laterXcodesKeepSectionFooterHeight() throws {
        // From 21000 the header is 50 and the footer sectionFooterHeight's 28: 50 + 75 + 28 + 50.
        let layout = try Self.document(toolsVersion: "22505").layout(storedRootSize: true)
        #expect(abs((layout.frame(of: "b")?.minY ?? 0) - 203) < 0.01)
    }
}
