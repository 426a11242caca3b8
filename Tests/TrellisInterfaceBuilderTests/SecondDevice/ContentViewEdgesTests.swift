import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisInterfaceBuilder

/// A cell's content view spans the cell (less its accessory and the table's safe area) whatever
/// the constraints inside it prefer: UIKit's cell sets the content view's frame itself.
struct ContentViewEdgesTests {
    /// Appboy ABKNewsFeedCardStoryboard's banner cell (iPhone 8, toolsVersion 14460 → iPhone 11,
    /// 17701): a 100-point row whose content view holds `inner` 10 in from every edge, and in it an
    /// image view (of the custom class FLAnimatedImageView, as in the document) with a 355:79
    /// aspect ratio at priority 999. On a 414-point table the ratio
    /// (80 high → 359.5 wide) cannot hold with `inner` 394 wide; Xcode stores the content view
    /// 414 wide and the image view 394 × 80.
    static let scene = """
        <scene sceneID="s1"><objects>
            <tableViewController id="tvc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="50" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <prototypes>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="Banner" rowHeight="100" id="cell">
                            <rect key="frame" x="0.0" y="28" width="375" height="100"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <view clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                        <rect key="frame" x="10" y="10" width="355" height="80"/>
                                        <subviews>
                                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="999" verticalCompressionResistancePriority="999" translatesAutoresizingMaskIntoConstraints="NO" id="image" customClass="FLAnimatedImageView">
                                                <rect key="frame" x="0.0" y="0.0" width="355" height="80"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" secondItem="image" secondAttribute="height" multiplier="355:79" priority="999" id="ratio"/>
                                                </constraints>
                                            </imageView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="trailing" secondItem="image" secondAttribute="trailing" id="i1"/>
                                            <constraint firstItem="image" firstAttribute="leading" secondItem="inner" secondAttribute="leading" id="i2"/>
                                            <constraint firstAttribute="bottom" secondItem="image" secondAttribute="bottom" id="i3"/>
                                            <constraint firstItem="image" firstAttribute="top" secondItem="inner" secondAttribute="top" id="i4"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="inner" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="10" id="c2"/>
                                    <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="10" id="c3"/>
                                    <constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c4"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </tableViewController>
        </objects></scene>
        """

    @Test func theContentViewSpansTheCellOnAWiderPhone() throws {
        let doc = try IBDocument(data: DocumentFixture.storyboard(Self.scene, toolsVersion: "17701", device: "retina4_7"))
        let iPhone11 = try #require(Device.named("retina6_1"))
        let layout = try doc.layout(device: iPhone11, orientation: .portrait, storedRootSize: false, canvas: true)
        // With the content view's edges at 999, as strong as the ratio, the solver broke the tie
        // by moving the content view 34.5 in (359.5 + 2 × 10 + 34.5 = 414).
        #expect(layout.frame(of: "content") == Rect(x: 0, y: 0, width: 414, height: 100))
        #expect(layout.frame(of: "inner") == Rect(x: 10, y: 10, width: 394, height: 80))
        #expect(layout.frame(of: "image") == Rect(x: 0, y: 0, width: 394, height: 80))
    }
}
