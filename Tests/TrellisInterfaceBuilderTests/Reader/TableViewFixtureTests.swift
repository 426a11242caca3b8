import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// The canvas rules ``TableViewCorpusTests`` and ``CollectionViewCorpusTests`` check in GPL and
/// AGPL documents (which this repository cannot ship), each on a document written for the test
/// with the same structure and attributes — elements, tools version, device, stored frames — so
/// that the rule runs in any clone. The expected frames are the ones Xcode stored in those
/// documents (named in each test); a frame matches when every edge is within half a point.
struct TableViewFixtureTests {
    /// A xib whose one top-level object is `object`, saved by `toolsVersion` on `device`.
    static func xib(_ object: String, toolsVersion: String, device: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                \(object)
            </objects>
        </document>
        """.utf8)
    }

    /// A top-level table view cell `width` × `height` whose content view holds `subviews` placed
    /// by `constraints`.
    static func cell(width: Double, height: Double, subviews: String, constraints: String) -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="\(height)" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>\(subviews)</subviews>
                <constraints>\(constraints)</constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A cell that is a top-level object of a xib is in no table: its side margin follows the
    /// device. ChatSecure XMPPServerInfoCell.xib (toolsVersion 16096): a 380 × 90 cell on an
    /// iPhone 11 canvas (414 wide) has 20, so a square at leadingMargin, topMargin and
    /// bottomMargin is stored at (20, 11, 68, 68). amperfy GenericTableCell.xib (22505): a
    /// 733 × 68 cell on an iPad 9.7" canvas has 16; a stack from leadingMargin to trailingMargin,
    /// centred, 48 high, is stored at (16, 10, 701, 48).
    @Test func topLevelCellsTakeTheDevicesSideMargin() throws {
        let phone = try IBDocument(data: Self.xib(Self.cell(width: 380, height: 90, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="square">
                <rect key="frame" x="20" y="11" width="68" height="68"/>
                <constraints><constraint firstAttribute="width" secondItem="square" secondAttribute="height" id="square-ratio"/></constraints>
            </view>
            """, constraints: """
            <constraint firstItem="square" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="square-top"/>
            <constraint firstItem="square" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="square-leading"/>
            <constraint firstAttribute="bottomMargin" secondItem="square" secondAttribute="bottom" id="square-bottom"/>
            """), toolsVersion: "16096", device: "retina6_1")).layout(storedRootSize: true)
        phone.expectFrames(["square": Rect(x: 20, y: 11, width: 68, height: 68)])

        let pad = try IBDocument(data: Self.xib(Self.cell(width: 733, height: 68, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="16" y="10" width="701" height="48"/>
                <constraints><constraint firstAttribute="height" constant="48" id="row-height"/></constraints>
            </view>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="row-leading"/>
            <constraint firstAttribute="trailingMargin" secondItem="row" secondAttribute="trailing" id="row-trailing"/>
            <constraint firstItem="row" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="row-centre"/>
            """), toolsVersion: "22505", device: "ipad9_7")).layout(storedRootSize: true)
        pad.expectFrames(["row": Rect(x: 16, y: 10, width: 701, height: 48)])
    }

    /// Xcode 9.0–9.1 give a cell's content view margins of 8 all round
    /// (``CanvasRule/contentMargins8Xcode9``), Xcode 9.2 on the system cell margins.
    /// onewelcome PendingTransactionTableViewCell.xib (toolsVersion 13529, iPhone 8): a top-level
    /// 320 × 100 cell, a 21-point-high label at leadingMargin and topMargin stored at (16, 11);
    /// the same cell saved at 13196 (owncloud CustomCellFileAndDirectory.xib, facebook Catalog)
    /// has it at (8, 8).
    @Test func cellMarginsOfXcode9_0AreEightAndOfXcode9_2TheSystemOnes() throws {
        func label(_ tools: String) throws -> Rect? {
            try IBDocument(data: Self.xib(Self.cell(width: 320, height: 100, subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="16" y="11" width="95.5" height="21"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="95.5" id="label-width"/>
                        <constraint firstAttribute="height" constant="21" id="label-height"/>
                    </constraints>
                </view>
                """, constraints: """
                <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="label-leading"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="label-top"/>
                """), toolsVersion: tools, device: "retina4_7")).layout(storedRootSize: true).frame(of: "label")
        }
        #expect(try label("13529") == Rect(x: 16, y: 11, width: 95.5, height: 21))
        #expect(try label("13771") == Rect(x: 16, y: 11, width: 95.5, height: 21))
        #expect(try label("13196") == Rect(x: 8, y: 8, width: 95.5, height: 21))
    }

    /// A picker centred vertically in a 215.5-point content view, with no height of its own,
    /// takes UIKit's 216 (y −0.25, stored 0 by Xcode). MiniKeePass PasswordGenerator.storyboard
    /// (toolsVersion 12120, iPhone 8) stores its picker at (7, 0, 361, 216) in a 375 × 216 cell
    /// (content view 215.5 high before Xcode 11), 7 from each side.
    @Test func pickerViewIs216High() throws {
        let layout = try IBDocument(data: Self.xib(Self.cell(width: 375, height: 216, subviews: """
            <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="7" y="0.0" width="361" height="216"/>
            </pickerView>
            """, constraints: """
            <constraint firstItem="picker" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="7" id="picker-leading"/>
            <constraint firstAttribute="trailing" secondItem="picker" secondAttribute="trailing" constant="7" id="picker-trailing"/>
            <constraint firstItem="picker" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="picker-centre"/>
            """), toolsVersion: "12120", device: "retina4_7")).layout(storedRootSize: true)
        layout.expectFrames(["picker": Rect(x: 7, y: 0, width: 361, height: 216)])
    }

    /// A subview of a cell with `translatesAutoresizingMaskIntoConstraints="NO"` that no
    /// constraint names and that has no `fixedFrame` keeps the frame Xcode stored — where the nib
    /// puts it. threema Ballot.storyboard (toolsVersion 23504, iPhone 8): a switch in a
    /// default-style static cell of a grouped table, stored at (162, 6, 51, 31).
    @Test func unconstrainedSubviewsOfCellsKeepTheirFrames() throws {
        let scene = """
        <scene sceneID="s-table"><objects>
            <tableViewController id="table-vc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <sections>
                        <tableViewSection id="section">
                            <cells>
                                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="title" style="IBUITableViewCellStyleDefault" id="row">
                                    <rect key="frame" x="0.0" y="18" width="375" height="43.5"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="row" id="row-content">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" contentMode="left" text="Show" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="title">
                                                <rect key="frame" x="16" y="0.0" width="343" height="43.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                                <rect key="frame" x="162" y="6" width="51" height="31"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                                            </switch>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                </tableView>
            </tableViewController>
        </objects></scene>
        """
        let layout = try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: "23504", device: "retina4_7"))
            .layout(storedRootSize: true)
        layout.expectFrames(["toggle": Rect(x: 162, y: 6, width: 51, height: 31)])
    }

    /// A navigation controller embedded in a container view has the status bar above its bar,
    /// as embedded roots have. zotero ZShare MainInterface.storyboard (toolsVersion 23727, iPad
    /// Air canvas `ipad10_9rounded`, 820 × 1180, 24 points of status bar): the bar is stored at
    /// (0, 24, 820, 50).
    @Test func navigationControllerInAContainerView() throws {
        let scenes = """
        <scene sceneID="s-container"><objects>
            <viewController id="container-vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="container-root">
                    <rect key="frame" x="0.0" y="0.0" width="820" height="1180"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                            <rect key="frame" x="0.0" y="24" width="820" height="1106"/>
                            <connections><segue destination="navigation" kind="embed" id="embed"/></connections>
                        </containerView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="container-safe"/>
                    <constraints>
                        <constraint firstItem="container" firstAttribute="leading" secondItem="container-safe" secondAttribute="leading" id="container-leading"/>
                        <constraint firstItem="container-safe" firstAttribute="bottom" secondItem="container" secondAttribute="bottom" id="container-bottom"/>
                        <constraint firstItem="container" firstAttribute="top" secondItem="container-safe" secondAttribute="top" id="container-top"/>
                        <constraint firstItem="container-safe" firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="container-trailing"/>
                    </constraints>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="s-share"><objects>
            <viewController id="share-vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="share-root">
                    <rect key="frame" x="0.0" y="0.0" width="820" height="1106"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <viewLayoutGuide key="safeArea" id="share-safe"/>
                </view>
                <navigationItem key="navigationItem" id="share-item"/>
            </viewController>
        </objects></scene>
        <scene sceneID="s-navigation"><objects>
            <navigationController id="navigation" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="24" width="820" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections><segue destination="share-vc" kind="relationship" relationship="rootViewController" id="root"/></connections>
            </navigationController>
        </objects></scene>
        """
        let layout = try IBDocument(data: DocumentFixture.storyboard(scenes, toolsVersion: "23727", device: "ipad10_9rounded"))
            .layout(storedRootSize: true)
        layout.expectFrames(["bar": Rect(x: 0, y: 24, width: 820, height: 50)])
    }

    /// A collection view whose flow layout is a subclass of the app's (`customClass`) is drawn as
    /// a flow layout. threema MediaShareStoryboard (toolsVersion 23727, iPhone 11): horizontal,
    /// no spacing, no insets, 414 × 551 items in a 414 × 406 collection view: side by side,
    /// centred across (y = (406 − 551) / 2 = −72.5), stored at x 0, 414 and 828.
    @Test func flowLayoutSubclassIsDrawnAsAFlowLayout() throws {
        let cells = ["one", "two", "three"].map { DocumentFixture.collectionViewCell($0, frame: (0, -72.5, 414, 551)) }.joined(separator: "\n")
        let collection = """
        <collectionView clipsSubviews="YES" contentMode="scaleToFill" pagingEnabled="YES" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="collection">
            <rect key="frame" x="0.0" y="0.0" width="414" height="406"/>
            <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="0.0" minimumInteritemSpacing="0.0" id="flow" customClass="PreviewFlowLayout" customModule="App" customModuleProvider="target">
                <size key="itemSize" width="414" height="551"/>
                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
            </collectionViewFlowLayout>
            <cells>\(cells)</cells>
        </collectionView>
        """
        let layout = try IBDocument(data: DocumentFixture.xib(collection,
                                                               constraints: DocumentFixture.pin("collection", to: "root"),
                                                               size: #"width="414" height="406""#, toolsVersion: "23727"))
            .layout(storedRootSize: true)
        layout.expectFrames([
            "one": Rect(x: 0, y: -72.5, width: 414, height: 551),
            "two": Rect(x: 414, y: -72.5, width: 414, height: 551),
            "three": Rect(x: 828, y: -72.5, width: 414, height: 551),
        ])
    }

    /// A row with `rowHeight` -1 is as high as its content's constraints make it, and a plain
    /// prototype table's header is 24.5 in Xcode 12.0. BookPlayer Settings.storyboard
    /// (toolsVersion 18122, iPhone 8): a 73-point stack 10 from the content view's top and
    /// bottom makes the row 93, stored at (0, 24.5, 375, 93), the stack at (52, 10, 276, 73).
    @Test func automaticRowHeightFromTheContent() throws {
        let scene = """
        <scene sceneID="s-storage"><objects>
            <viewController id="storage-vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" scrollEnabled="NO" dataMode="prototypes" style="plain" separatorStyle="default" allowsSelection="NO" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                            <rect key="frame" x="0.0" y="88" width="375" height="579"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="StorageCell" id="row">
                                    <rect key="frame" x="0.0" y="24.5" width="375" height="93"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="row" id="row-content">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="93"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                                <rect key="frame" x="52" y="10" width="276" height="73"/>
                                                <constraints><constraint firstAttribute="height" constant="73" id="stack-height"/></constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="stack" firstAttribute="top" secondItem="row-content" secondAttribute="top" constant="10" id="stack-top"/>
                                            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="10" id="stack-bottom"/>
                                            <constraint firstItem="stack" firstAttribute="leading" secondItem="row-content" secondAttribute="leading" constant="52" id="stack-leading"/>
                                            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="47" id="stack-trailing"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" constant="88" id="table-top"/>
                        <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="table-leading"/>
                        <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="table-trailing"/>
                        <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="table-bottom"/>
                    </constraints>
                </view>
            </viewController>
        </objects></scene>
        """
        let layout = try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: "18122", device: "retina4_7"))
            .layout(storedRootSize: true)
        layout.expectFrames([
            "row": Rect(x: 0, y: 24.5, width: 375, height: 93),
            "row-content": Rect(x: 0, y: 0, width: 375, height: 93),
            "stack": Rect(x: 52, y: 10, width: 276, height: 73),
        ])
    }

    /// Static cells of an Xcode 8 document (toolsVersion 12120, iPhone 8), as MiniKeePass
    /// PasswordGenerator.storyboard stores them: in a grouped table whose first section is
    /// titled, 17.5 + 38 above the first cell; a cell with its own `rowHeight` 216; the titled
    /// second section 18 (footer) + 38 (header) below the first one's last cell. Content views
    /// stop 0.5 above the separator before Xcode 11, and a disclosure indicator takes 33 points
    /// before Xcode 9. A plain untitled static section has no header before Xcode 10.2, its rows
    /// the table's 44; a label at the content view's leading margin is 15 in, before Xcode 9.
    @Test func staticCellsOfAnXcode8Document() throws {
        func cell(_ id: String, y: Double, height: Double = 44, contentWidth: Double = 375, attributes: String = "",
                  subviews: String = "", constraints: String = "", connections: String = "") -> String {
            """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" \(attributes) id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="375" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="\(id)" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="\(height - 0.5)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                </tableViewCellContentView>
                \(connections)
            </tableViewCell>
            """
        }
        func label(_ id: String, text: String, frame: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)">
                <rect key="frame" \(frame)/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }
        func toggleRow(_ id: String, y: Double, title: String) -> String {
            cell(id, y: y, subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(title)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-title">
                    <rect key="frame" x="15" y="11" width="288" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-switch">
                    <rect key="frame" x="311" y="6" width="51" height="31"/>
                </switch>
                """, constraints: """
                <constraint firstItem="\(id)-title" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leadingMargin" id="\(id)-c1"/>
                <constraint firstItem="\(id)-title" firstAttribute="centerY" secondItem="\(id)-content" secondAttribute="centerY" id="\(id)-c2"/>
                <constraint firstItem="\(id)-switch" firstAttribute="centerY" secondItem="\(id)-content" secondAttribute="centerY" id="\(id)-c3"/>
                <constraint firstItem="\(id)-switch" firstAttribute="leading" secondItem="\(id)-title" secondAttribute="trailing" constant="8" id="\(id)-c4"/>
                <constraint firstAttribute="trailingMargin" secondItem="\(id)-switch" secondAttribute="trailing" id="\(id)-c5"/>
                """)
        }
        let scenes = """
        <scene sceneID="s-generator"><objects>
            <tableViewController id="generator" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="generator-table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <sections>
                        <tableViewSection headerTitle="Settings" id="settings">
                            <cells>
                                \(cell("length", y: 55.5, attributes: #"textLabel="length-title" detailTextLabel="length-value" style="IBUITableViewCellStyleValue1""#,
                                       subviews: label("length-title", text: "Length", frame: #"x="15" y="12" width="50.5" height="19.5""#)
                                           + label("length-value", text: "20", frame: #"x="342" y="12" width="18" height="19.5""#)))
                                \(cell("picker-row", y: 99.5, height: 216, attributes: #"rowHeight="216""#, subviews: """
                                    <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                                        <rect key="frame" x="7" y="0.0" width="361" height="216"/>
                                    </pickerView>
                                    """, constraints: """
                                    <constraint firstAttribute="trailingMargin" secondItem="picker" secondAttribute="trailing" constant="-8" id="picker-trailing"/>
                                    <constraint firstItem="picker" firstAttribute="leading" secondItem="picker-row-content" secondAttribute="leadingMargin" constant="-8" id="picker-leading"/>
                                    <constraint firstItem="picker" firstAttribute="centerY" secondItem="picker-row-content" secondAttribute="centerY" id="picker-centre"/>
                                    """))
                                \(cell("sets", y: 315.5, contentWidth: 342, attributes: #"accessoryType="disclosureIndicator" textLabel="sets-title" detailTextLabel="sets-detail" style="IBUITableViewCellStyleSubtitle""#,
                                       subviews: label("sets-title", text: "Character Sets", frame: #"x="15" y="6" width="108.5" height="19.5""#)
                                           + label("sets-detail", text: "Upper Case", frame: #"x="15" y="25.5" width="64" height="13.5""#),
                                       connections: #"<connections><segue destination="sets-vc" kind="show" id="show-sets"/></connections>"#))
                            </cells>
                        </tableViewSection>
                        <tableViewSection headerTitle="Password" id="password">
                            <cells>\(cell("password-row", y: 415.5))</cells>
                        </tableViewSection>
                    </sections>
                </tableView>
                <navigationItem key="navigationItem" title="Password Generator" id="generator-item"/>
            </tableViewController>
        </objects></scene>
        <scene sceneID="s-navigation"><objects>
            <navigationController id="navigation" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections><segue destination="generator" kind="relationship" relationship="rootViewController" id="root"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s-sets"><objects>
            <tableViewController title="Character Sets" id="sets-vc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="sets-table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <sections>
                        <tableViewSection id="sets-section">
                            <cells>\(toggleRow("upper", y: 0, title: "Upper Case"))\(toggleRow("lower", y: 44, title: "Lower Case"))</cells>
                        </tableViewSection>
                    </sections>
                </tableView>
            </tableViewController>
        </objects></scene>
        """
        let document = DocumentFixture.storyboard(scenes, toolsVersion: "12120", device: "retina4_7")
        let layout = try IBDocument(data: document).layout(storedRootSize: true)
        layout.expectFrames([
            "length": Rect(x: 0, y: 55.5, width: 375, height: 44),
            "picker-row": Rect(x: 0, y: 99.5, width: 375, height: 216),
            "sets": Rect(x: 0, y: 315.5, width: 375, height: 44),
            "password-row": Rect(x: 0, y: 415.5, width: 375, height: 44),
            "length-content": Rect(x: 0, y: 0, width: 375, height: 43.5),
            "sets-content": Rect(x: 0, y: 0, width: 342, height: 43.5),
            "upper": Rect(x: 0, y: 0, width: 375, height: 44),
            "lower": Rect(x: 0, y: 44, width: 375, height: 44),
        ])
        #expect(layout.frame(of: "upper-title")?.minX == 15)
    }

    /// A grouped static table of `toolsVersion` on an iPhone 8 whose sections are `sections`:
    /// each a header title (nil: untitled), a footer title (nil: none) and its rows' ids.
    static func groupedTable(toolsVersion: String, sections: [(header: String?, footer: String?, rows: [String])]) -> Data {
        let body = sections.enumerated().map { index, section in
            let rows = section.rows.map { id in
                """
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="\(id)" id="\(id)-content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                </tableViewCell>
                """
            }.joined(separator: "\n")
            let header = section.header.map { #" headerTitle="\#($0)""# } ?? ""
            let footer = section.footer.map { #" footerTitle="\#($0)""# } ?? ""
            return #"<tableViewSection\#(header)\#(footer) id="section-\#(index)"><cells>\#(rows)</cells></tableViewSection>"#
        }.joined(separator: "\n")
        return DocumentFixture.storyboard("""
            <scene sceneID="s-settings"><objects>
                <tableViewController id="settings" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <sections>\(body)</sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, toolsVersion: toolsVersion, device: "retina4_7")
    }

    /// A one-line footer title (3 words) and a two-line one (about 75 characters of 13-point text,
    /// 400–530 points, across the 343 points between the side margins): their line counts do not
    /// depend on which measurer sets them.
    static let oneLineFooter = "Keep it short."
    static let twoLineFooter = "A footer long enough to wrap onto a second line but far too short for a third."

    /// Footer titles as high as their text, as MiniKeePass Settings.storyboard (toolsVersion
    /// 13196, Xcode 9, iPhone 8, grouped) stores them: a footer title of one line is 14 + 16
    /// high, two lines 14 + 32; a titled header is 38, 17.5 more above the first section, and a
    /// later titled header is 7.5 taller when its own section has a footer title; an untitled
    /// section's header is its `sectionHeaderHeight` (18). The stored rows: 55.5 and 99.5; then
    /// 143.5 + 30 + 7.5 + 38 = 219; 263 + 46 + 7.5 + 38 = 354.5; 398.5 + 30 + 18 = 446.5.
    @Test func groupedFooterTitlesOfXcode9() throws {
        let layout = try IBDocument(data: Self.groupedTable(toolsVersion: "13196", sections: [
            ("First", Self.oneLineFooter, ["a1", "a2"]),
            ("Second", Self.twoLineFooter, ["b1"]),
            ("Third", Self.oneLineFooter, ["c1"]),
            (nil, nil, ["d1"]),
        ])).layout(storedRootSize: true)
        layout.expectFrames([
            "a1": Rect(x: 0, y: 55.5, width: 375, height: 44),
            "a2": Rect(x: 0, y: 99.5, width: 375, height: 44),
            "b1": Rect(x: 0, y: 219, width: 375, height: 44),
            "c1": Rect(x: 0, y: 354.5, width: 375, height: 44),
            "d1": Rect(x: 0, y: 446.5, width: 375, height: 44),
        ])
    }

    /// Xcode 12 (toolsVersion 18000–20999) sets footer titles in 12 points with 14-point lines,
    /// 12.5 + 14 per line, and its titled headers are 32 (BookPlayer Settings.storyboard, 18122,
    /// iPhone 8: a one-line footer 26.5 high, then a header 32 above a section without a footer
    /// title). Rows: 17.5 + 32 = 49.5; 93.5 + 26.5 + 32 = 152; a section without a footer title
    /// ends with its `sectionFooterHeight` (18), and a titled header above a footer title is 7.5
    /// taller: 196 + 18 + 32 + 7.5 = 253.5; 297.5 + 40.5 (two lines) + 18 = 356.
    @Test func groupedFooterTitlesOfXcode12() throws {
        let layout = try IBDocument(data: Self.groupedTable(toolsVersion: "18122", sections: [
            ("First", Self.oneLineFooter, ["a1"]),
            ("Second", nil, ["b1"]),
            ("Third", Self.twoLineFooter, ["c1"]),
            (nil, nil, ["d1"]),
        ])).layout(storedRootSize: true)
        layout.expectFrames([
            "a1": Rect(x: 0, y: 49.5, width: 375, height: 44),
            "b1": Rect(x: 0, y: 152, width: 375, height: 44),
            "c1": Rect(x: 0, y: 253.5, width: 375, height: 44),
            "d1": Rect(x: 0, y: 356, width: 375, height: 44),
        ])
    }

    /// A grouped table of automatic rows (`rowHeight` -1) on an iPhone 11 whose first row is a
    /// default-style cell with a multi-line title (`numberOfLines="0"`) of three lines, saved by
    /// `toolsVersion`.
    static func threeLineTitleRow(toolsVersion: String) -> Data {
        func row(_ id: String, title: String, lines: String) -> String {
            """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" textLabel="\(id)-title" style="IBUITableViewCellStyleDefault" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="\(title)" textAlignment="natural" lineBreakMode="wordWrap" numberOfLines="\(lines)" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)-title">
                            <rect key="frame" x="20" y="0.0" width="374" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        return DocumentFixture.storyboard("""
            <scene sceneID="s-details"><objects>
                <tableViewController id="details" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="none" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <sections>
                            <tableViewSection id="section"><cells>
                                \(row("subject", title: "First line&#10;Second line&#10;Third line", lines: "0"))
                                \(row("after", title: "One line", lines: "1"))
                            </cells></tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, toolsVersion: toolsVersion, device: "retina6_1")
    }

    /// An automatic default-style row is as high as its wrapping title from Xcode 11.4 on:
    /// siskin-im Groupchat.storyboard (toolsVersion 20037, Xcode 12.5, iPhone 11) stores its
    /// 3-line subject row 82 high (3 × 20.287 + 2 × 10.5 = 81.9, 82 on the 2× grid), the next row
    /// right below it; the same row saved by Xcode 11.3 (15705) is 44 high. The fixture's title
    /// has three lines by its line breaks, whatever measures them.
    @Test(.needsTextShaping)
    func automaticRowsAsHighAsTheirMultiLineTitle() throws {
        let current = try IBDocument(data: Self.threeLineTitleRow(toolsVersion: "20037")).layout(storedRootSize: true)
        let subject = try #require(current.frame(of: "subject"))
        #expect(subject.height == 82)
        #expect(current.frame(of: "after")?.minY == subject.maxY)
        let older = try IBDocument(data: Self.threeLineTitleRow(toolsVersion: "15705")).layout(storedRootSize: true)
        #expect(older.frame(of: "subject")?.height == 44)
    }
}
