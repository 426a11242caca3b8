import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// A document builds the classes code builds: a scene's controller is a ``ViewController`` whose
/// view is the root, scroll, table and collection views are ``ScrollView``, ``TableView`` and
/// ``CollectionView``, their cells ``TableViewCell`` and ``CollectionViewCell`` whose
/// `contentView` is the document's content view. Frames are the document's design device
/// (iPhone 8, 375 × 667) at the stored root size.
@Suite struct DocumentClassesTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="vc" title="Settings" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <scrollView contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" id="scroll">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="1000" id="h"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="c1"/>
                                        <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="c2"/>
                                        <constraint firstItem="cg" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                                        <constraint firstItem="cg" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c4"/>
                                        <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="c5"/>
                                    </constraints>
                                    <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                                </scrollView>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="grouped" dataMode="prototypes" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                    <rect key="frame" x="0.0" y="300" width="375" height="200"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    <prototypes>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="cell">
                                            <rect key="frame" x="0.0" y="55.5" width="375" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="cellContent">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                                    <rect key="frame" x="0.0" y="500" width="375" height="167"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="4" minimumInteritemSpacing="6" id="flow">
                                        <size key="itemSize" width="80" height="40"/>
                                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                        <inset key="sectionInset" minX="8" minY="0.0" maxX="8" maxY="0.0"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Item" id="item">
                                            <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="itemContent">
                                                <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </view>
                                        </collectionViewCell>
                                    </cells>
                                </collectionView>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    func layout() throws -> IBLayout {
        try IBDocument(data: Data(Self.storyboard.utf8)).layout(storedRootSize: true)
    }

    @Test func theSceneControllerIsAViewControllerWithTheRootAsItsView() throws {
        let l = try layout()
        let controller = try #require(l.viewControllers["vc"])
        #expect(controller.view === l.views["root"])
        #expect(controller.title == "Settings")
        // A controller's root view has UIKit's system minimum margins: 16 at the sides below a
        // 414-point width.
        #expect(controller.view.directionalLayoutMargins.leading == 16)
        #expect(controller.view.directionalLayoutMargins.trailing == 16)
    }

    @Test func aScrollViewIsAScrollViewWhoseContentGuideIsTheDocumentsOne() throws {
        let l = try layout()
        let scroll = try #require(l.views["scroll"] as? ScrollView)
        #expect(scroll.contentInsetAdjustmentBehavior == .never)
        // The content view is pinned to the content layout guide's edges and to the frame
        // guide's width: 375 wide (the scroll view's frame), 1000 high (its own constraint), so the
        // content size is 375 × 1000 and the guide covers it.
        #expect(l.frame(of: "content") == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(scroll.contentSize == Size(width: 375, height: 1000))
        #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 375, height: 300))
    }

    @Test func aTableViewAndItsCellAreTableClasses() throws {
        let l = try layout()
        let table = try #require(l.views["table"] as? TableView)
        #expect(table.style == .grouped)
        #expect(table.rowHeight == 60)
        #expect(table.estimatedRowHeight == TableView.automaticDimension)
        #expect(table.sectionHeaderHeight == 18)
        let cell = try #require(l.views["cell"] as? TableViewCell)
        #expect(cell.reuseIdentifier == "Row")
        #expect(cell.style == .default)
        // The document's content view is the cell's own.
        #expect(cell.contentView === l.views["cellContent"])
        #expect(cell.superview === table)
        // The row is the table's width and the prototype's 60 points; the content view fills it
        // (from Xcode 11 on it does not stop above the separator).
        #expect(cell.frame.width == 375 && cell.frame.height == 60)
        #expect(l.frame(of: "cellContent") == Rect(x: 0, y: 0, width: 375, height: 60))
    }

    @Test func aCollectionViewHasAFlowLayoutOfTheDocumentsValues() throws {
        let l = try layout()
        let grid = try #require(l.views["grid"] as? CollectionView)
        let flow = grid.collectionViewLayout
        #expect(flow.itemSize == Size(width: 80, height: 40))
        #expect(flow.minimumLineSpacing == 4)
        #expect(flow.minimumInteritemSpacing == 6)
        #expect(flow.sectionInset == EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        let item = try #require(l.views["item"] as? CollectionViewCell)
        #expect(item.contentView === l.views["itemContent"])
        // A single item with room for another beside it starts at the section inset.
        #expect(l.frame(of: "item") == Rect(x: 8, y: 0, width: 80, height: 40))
        #expect(l.frame(of: "itemContent") == Rect(x: 0, y: 0, width: 80, height: 40))
    }
}
