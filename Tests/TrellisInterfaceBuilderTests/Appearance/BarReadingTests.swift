import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Bars for pictures: bar elements become ``NavigationBar``/``TabBar``/``Toolbar`` with their
/// titles and items; the bars Interface Builder simulates around a controller's root become
/// frame-based views over it in the window, without ids, so frame tables do not list them.
@Suite struct BarReadingTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina5_9" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-tabs"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/></tabBar>
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="other" kind="relationship" relationship="viewControllers" id="r2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Home" image="house" id="ti1"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="44" width="375" height="44"/></navigationBar>
                        <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r3"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-vc"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                            <subviews>
                                <toolbar contentMode="scaleToFill" id="tool">
                                    <rect key="frame" x="0.0" y="600" width="375" height="44"/>
                                    <items>
                                        <barButtonItem title="Edit" id="e"/>
                                        <barButtonItem style="plain" systemItem="flexibleSpace" id="f"/>
                                        <barButtonItem systemItem="add" id="a"/>
                                    </items>
                                </toolbar>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Inbox" id="ni"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-other"><objects>
                    <viewController id="other" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root2"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/></view>
                        <tabBarItem key="tabBarItem" title="Settings" image="gear" id="ti2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func barElementsAndSimulatedBarsAreViews() throws {
        let layout = try IBDocument(data: Data(Self.storyboard.utf8)).layout(scene: "vc", device: nil, orientation: nil)
        let toolbar = try #require(layout.views["tool"] as? Toolbar)
        #expect(toolbar.barItems == [BarItem(title: "Edit"), BarItem(imageName: "add")])
        let window = try #require(layout.windows.first)
        // The navigation bar under the status bar (the screen's top safe-area inset), 44 tall; the
        // tab bar 49 + 34 (home indicator) tall at the bottom of the 812-point screen.
        let top = window.screen.safeAreaInsets.top
        #expect(window.screen.safeAreaInsets.bottom == 34)
        let nav = try #require(window.subviews.compactMap { $0 as? NavigationBar }.first)
        #expect(nav.title == "Inbox")
        #expect(nav.frame == Rect(x: 0, y: top, width: 375, height: 44))
        let tabs = try #require(window.subviews.compactMap { $0 as? TabBar }.first)
        #expect(tabs.items == [BarItem(title: "Home", imageName: "house"), BarItem(title: "Settings", imageName: "gear")])
        #expect(tabs.frame == Rect(x: 0, y: 729, width: 375, height: 83))
        // Not document elements: no entries, no ids.
        #expect(!layout.entries.contains { $0.view === nav || $0.view === tabs })
    }

    /// `largeTitles="YES"` on the navigation controller's bar, stored 96 tall on the design device
    /// (as erouska-ios Help.storyboard stores its `Ezo-1a-DRH`): the simulated bar is 96 tall and
    /// prefers large titles; a controller whose item says `largeTitleDisplayMode="never"` does not.
    @Test func largeTitleBars() throws {
        func bar(_ mode: String) throws -> NavigationBar {
            let xml = Self.storyboard
                .replacingOccurrences(of: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="44" width="375" height="44"/>"#,
                                      with: #"<navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nb"><rect key="frame" x="0.0" y="44" width="375" height="96"/>"#)
                .replacingOccurrences(of: #"<navigationItem key="navigationItem" title="Inbox" id="ni"/>"#,
                                      with: #"<navigationItem key="navigationItem" title="Inbox" largeTitleDisplayMode="\#(mode)" id="ni"/>"#)
            let layout = try IBDocument(data: Data(xml.utf8)).layout(scene: "vc", device: nil, orientation: nil)
            return try #require(layout.windows.first?.subviews.compactMap { $0 as? NavigationBar }.first)
        }
        let large = try bar("always")
        #expect(large.prefersLargeTitles && large.frame.height == 96)
        #expect(try bar("never").prefersLargeTitles == false)
        // The navigation controller's own bar element (drawn in its scene, without a title) reads
        // the attribute too.
        let own = try IBDocument(data: Data(Self.storyboard.replacingOccurrences(of: #"id="nb">"#, with: #"largeTitles="YES" id="nb">"#).utf8)).layout()
        let bars = own.windows.flatMap(\.subviews).compactMap { $0 as? NavigationBar }
        #expect(bars.contains { $0.prefersLargeTitles && $0.title == nil })
    }
}
