import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// `imageView.symbolAlignmentInsets`: an image view showing an SF Symbol takes its image's
/// alignment insets (UIKit's `UIImage.h`), a symbol's being its glyph's metrics, the same at
/// every size of the view. Where the view's own constant constraint sets its height, Xcode stores
/// the frame that height plus the insets — getbittr bittr Main (23727) stores its checkmarks
/// (`128 × 114` in `<resources>`) 14 high under an 18-point height constraint, 16 under 20 and
/// 26 under 30. Trellis reads the insets from the stored frame, half on each side, and keeps
/// them on another device.
struct SymbolAlignmentInsetsTests {
    /// A 375 × 300 xib: `small` (checkmark, 18 × 18 constraints, stored 18 × 14 two points below
    /// its alignment rectangle's top at 40), `large` (checkmark, 30 × 30, stored 30 × 26 under
    /// the top at 100) and `photo` (an asset, 18 × 18, stored at its constraints), each 20 in
    /// from the leading edge.
    static let document = DocumentFixture.xib("""
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="checkmark" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="small">
            <rect key="frame" x="20" y="42" width="18" height="14"/>
            <constraints>
                <constraint firstAttribute="width" constant="18" id="small-w"/>
                <constraint firstAttribute="height" constant="18" id="small-h"/>
            </constraints>
        </imageView>
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="checkmark" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="large">
            <rect key="frame" x="20" y="102" width="30" height="26"/>
            <constraints>
                <constraint firstAttribute="width" constant="30" id="large-w"/>
                <constraint firstAttribute="height" constant="30" id="large-h"/>
            </constraints>
        </imageView>
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
            <rect key="frame" x="20" y="200" width="18" height="18"/>
            <constraints>
                <constraint firstAttribute="width" constant="18" id="photo-w"/>
                <constraint firstAttribute="height" constant="18" id="photo-h"/>
            </constraints>
        </imageView>
        """, constraints: """
        <constraint firstItem="small" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="small" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
        <constraint firstItem="large" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
        <constraint firstItem="large" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
        <constraint firstItem="photo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
        <constraint firstItem="photo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c6"/>
        """, size: #"width="375" height="300""#, toolsVersion: "23727", device: "retina6_1",
        rootAttributes: #"translatesAutoresizingMaskIntoConstraints="NO""#,
        resources: """
        <image name="checkmark" catalog="system" width="128" height="114"/>
        <image name="photo" width="50" height="50"/>
        """)

    @Test func symbolFramesAreTheirConstraintsPlusTheStoredInsets() throws {
        let layout = try IBDocument(data: Self.document).layout(storedRootSize: true)
        // −4 at 18 and at 30 alike: 2 inside the alignment rectangle at top and bottom.
        #expect(layout.frame(of: "small") == Rect(x: 20, y: 42, width: 18, height: 14))
        #expect(layout.frame(of: "large") == Rect(x: 20, y: 102, width: 30, height: 26))
        // An asset image has no insets: the frame is its constraints'.
        #expect(layout.frame(of: "photo") == Rect(x: 20, y: 200, width: 18, height: 18))
        #expect(try IBDocument(data: Self.document).fidelity().mismatches.isEmpty)
    }

    @Test func theInsetsStayOnAnotherDevice() throws {
        let layout = try IBDocument(data: Self.document).layout(device: Device.named("retina4_7")!)
        #expect(layout.frame(of: "small")?.height == 14)
        #expect(layout.frame(of: "large")?.height == 26)
    }

    @Test func withoutTheRuleTheFrameIsTheConstraints() throws {
        // Left out (``CanvasRuleTrace``), the checkmarks are 18 and 30 high: the misses Trellis
        // had (BookPlayer, Blockstream, threema, tinode, Yubico… in corpus-modern).
        let doc = try IBDocument(data: Self.document)
        let layout = try CanvasRuleTrace(leftOut: [CanvasRule.symbolAlignmentInsets.id]).run { try doc.layout(storedRootSize: true) }
        #expect(layout.frame(of: "small") == Rect(x: 20, y: 40, width: 18, height: 18))
        #expect(layout.frame(of: "large") == Rect(x: 20, y: 100, width: 30, height: 30))
    }
}

/// `imageView.symbolInsetsThroughAspectRatio`: a symbol image view's own 1:1 aspect ratio holds
/// between its alignment rectangle's sides, so with a width constant (tinode's person, 80 wide,
/// stored 77.7 high; Hackers' safari, 60 wide, stored 54) or no constant at all (tokenary's
/// wind, 177 × 174.5) the stored height less the alignment width is the symbol's vertical
/// insets, half on each side.
struct SymbolInsetsThroughAspectRatioTests {
    /// A 375 × 400 xib: `fixed` (safari, width 60 and a 1:1 ratio, stored 60 × 54 three points
    /// inside its alignment rectangle's top at 40) and `free` (wind, a 1:1 ratio only, 160 wide
    /// between its leading and trailing constraints, stored 160 × 157, 1.5 inside the top at
    /// 200); both 20 in from the leading edge.
    static let document = DocumentFixture.xib("""
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" image="safari" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
            <rect key="frame" x="20" y="43" width="60" height="54"/>
            <constraints>
                <constraint firstAttribute="width" constant="60" id="fixed-w"/>
                <constraint firstAttribute="width" secondItem="fixed" secondAttribute="height" multiplier="1:1" id="fixed-r"/>
            </constraints>
        </imageView>
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="wind" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="free">
            <rect key="frame" x="20" y="201.5" width="160" height="157"/>
            <constraints>
                <constraint firstAttribute="width" secondItem="free" secondAttribute="height" multiplier="1:1" id="free-r"/>
            </constraints>
        </imageView>
        """, constraints: """
        <constraint firstItem="fixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="fixed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
        <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
        <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
        <constraint firstItem="free" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-195" id="c5"/>
        """, size: #"width="375" height="400""#, toolsVersion: "23504", device: "retina6_1",
        rootAttributes: #"translatesAutoresizingMaskIntoConstraints="NO""#,
        resources: """
        <image name="safari" catalog="system" width="128" height="121"/>
        <image name="wind" catalog="system" width="128" height="103"/>
        """)

    @Test func theStoredHeightLessTheAlignmentWidthIsTheInsets() throws {
        let layout = try IBDocument(data: Self.document).layout(storedRootSize: true)
        // 60 wide, alignment rectangle 60 × 60 at y 40: the frame 54 high, 3 inside at each end.
        #expect(layout.frame(of: "fixed") == Rect(x: 20, y: 43, width: 60, height: 54))
        // 375 − 20 − 195 = 160 wide (the stored width, no horizontal inset): 160 × 160 at 200,
        // the frame 157 high, 1.5 inside at each end.
        #expect(layout.frame(of: "free") == Rect(x: 20, y: 201.5, width: 160, height: 157))
        #expect(try IBDocument(data: Self.document).fidelity().mismatches.isEmpty)
    }

    @Test func withoutTheRuleTheRatioSetsTheFrame() throws {
        // Left out, the frames are square, as Trellis had them (tinode, Hackers, tokenary: misses).
        let doc = try IBDocument(data: Self.document)
        let layout = try CanvasRuleTrace(leftOut: [CanvasRule.symbolInsetsThroughAspectRatio.id]).run { try doc.layout(storedRootSize: true) }
        #expect(layout.frame(of: "fixed") == Rect(x: 20, y: 40, width: 60, height: 60))
        #expect(layout.frame(of: "free") == Rect(x: 20, y: 200, width: 160, height: 160))
    }
}
