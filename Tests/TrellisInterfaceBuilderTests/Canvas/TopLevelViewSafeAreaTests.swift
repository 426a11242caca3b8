import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// The safe area Xcode's canvas simulates on a xib's free-form top-level view
/// (docs/interface-builder.md, "Xcode's canvas"): as if it filled the device. On the canvas of
/// toolsVersion 20000–21999 one project (tinode) stores a view that is not a view controller's
/// (the File's Owner's `view`) under the device's insets only where it reaches them from the
/// screen's top-left corner; one project is not a rule (``CanvasRule/freeformInsetsUnsettled``):
/// the whole safe area, with a `canvas-unknown` warning.
struct TopLevelViewSafeAreaTests {
    /// A 414 × 116 top-level view on the iPhone 11 canvas (toolsVersion 20037: 44 points of
    /// status bar, 34 of home indicator) holding `tv`, 4 inside its safe area at the top and the
    /// bottom, as tinode's ForwardMessageBar.xib; `owner` is the File's Owner placeholder.
    static func bar(owner: String, toolsVersion: String = "20037") throws -> IBDocument {
        try IBDocument(data: DocumentFixture.xib("""
            \(DocumentFixture.view("tv", frame: (42, 48, 326, 64)))
            """, constraints: """
            <constraint firstItem="tv" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="4" id="t"/>
            <constraint firstItem="sa" firstAttribute="bottom" secondItem="tv" secondAttribute="bottom" constant="4" id="b"/>
            <constraint firstItem="tv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="42" id="l"/>
            <constraint firstAttribute="trailing" secondItem="tv" secondAttribute="trailing" constant="46" id="r"/>
            """, size: #"width="414" height="116""#, toolsVersion: toolsVersion,
            extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#, objects: owner))
    }

    @Test func aCustomViewOfXcode14IsUnderTheWholeSafeAreaAndTheCanvasIsNotKnown() throws {
        // A custom view (File's Owner without a `view` outlet to it): 44 of status bar and 34 of
        // home indicator, 116 − 44 − 34 − 8 = 30 high (tinode stores 64: the bottom inset not
        // reached), with a canvas-unknown warning naming the root.
        let owner = #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ForwardMessageBar"/>"#
        let custom = try Self.bar(owner: owner).layout(storedRootSize: true)
        #expect(custom.frame(of: "tv") == Rect(x: 42, y: 48, width: 326, height: 30))
        #expect(custom.diagnostics.filter { $0.kind == CanvasRule.unknownKind }.map(\.ids) == [["root"]])
        // From toolsVersion 22000 (amperfy GenericDetailTableHeader.xib, 23094) the same, 48 and
        // 34 on the iPhone 11 canvas, 116 − 82 − 8 = 26, and no warning.
        let later = try Self.bar(owner: owner, toolsVersion: "23094").layout(storedRootSize: true)
        #expect(later.frame(of: "tv") == Rect(x: 42, y: 52, width: 326, height: 26))
        #expect(!later.diagnostics.contains { $0.kind == CanvasRule.unknownKind })
        // The same view as a view controller's `view`: simulated as filling the device, 30 high,
        // without a warning (what the canvas does there is known).
        let controllers = try Self.bar(owner: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ForwardViewController">
                <connections><outlet property="view" destination="root" id="o"/></connections>
            </placeholder>
            """).layout(storedRootSize: true)
        #expect(controllers.frame(of: "tv") == Rect(x: 42, y: 48, width: 326, height: 30))
        #expect(!controllers.diagnostics.contains { $0.kind == CanvasRule.unknownKind })
    }

    /// `v`, 215 × 96 at safeArea.top + 144 in a 375 × 667 free-form view on the iPad 9.7" canvas
    /// of toolsVersion 14109 (20 points of status bar), as MetaX AuthLockView.xib stores it.
    static let lockViewContent = (
        subviews: DocumentFixture.view("v", frame: (80, 164, 215, 96), width: 215, height: 96),
        constraints: """
            <constraint firstItem="v" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="144" id="t"/>
            <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="80" id="l"/>
            """)

    @Test func aXibsTopLevelViewBeforeXcode12IsUnderTheSafeAreaAStoryboardsDockViewIsNot() throws {
        // A xib's top-level view (`freeform.noSafeArea` is a storyboard's rule): under the
        // iPad's 20-point status bar, y 144 + 20 = 164 as MetaX AuthLockView.xib (14109) stores
        // it (with MAME4iOS GCAlertView.xib, 14490: 7 elements of 2 projects within 1 point, none
        // within without the safe area).
        let xib = try IBDocument(data: DocumentFixture.xib(Self.lockViewContent.subviews, constraints: Self.lockViewContent.constraints,
            size: #"width="375" height="667""#, toolsVersion: "14109", device: "ipad9_7",
            extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#)).layout(storedRootSize: true)
        #expect(xib.frame(of: "v") == Rect(x: 80, y: 164, width: 215, height: 96))
        // The same view in a storyboard scene's dock: no safe area before toolsVersion 16000
        // (UTM Main.storyboard, 15705, stores its dock view's stack at safeArea.top + 4 at y 4),
        // so y 144.
        let scene = """
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vcroot">
                        <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                        <viewLayoutGuide key="safeArea" id="vcsa"/>
                    </view>
                </viewController>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(Self.lockViewContent.subviews)</subviews>
                    <constraints>\(Self.lockViewContent.constraints)</constraints>
                    <viewLayoutGuide key="safeArea" id="sa"/>
                </view>
            </objects></scene>
            """
        let storyboard = try IBDocument(data: DocumentFixture.storyboard(scene, toolsVersion: "14109", device: "ipad9_7"))
            .layout(storedRootSize: true)
        #expect(storyboard.frame(of: "v") == Rect(x: 80, y: 144, width: 215, height: 96))
    }

    @Test(.needsCorpus(.current))
    func xibTopLevelViewsOfXcode9And10HaveTheSafeArea() throws {
        // The two projects behind the xib case: MetaX AuthLockView.xib's label at
        // safeArea.top + 144 stored at y 164 (iPad 9.7" canvas, 14109), and MAME4iOS
        // GCAlertView.xib's image view 8 above bottomMargin, stored at y 25 in a 100-high view
        // (iPhone XR canvas, 14490: the 34-point home indicator below it).
        let metaX = try Corpus.current.layout("Ckitakishi__MetaX__MetaX__Views__AuthLockView.xib")
        #expect(metaX.frame(of: "TYg-jC-BC7")?.minY == 164)
        let mame = try Corpus.current.layout("yoshisuga__MAME4iOS__xcode__MAME4iOS__GCAlertView.xib")
        #expect(mame.frame(of: "3D8-0j-Gc0") == Rect(x: 16, y: 25, width: 33, height: 33))
    }

    @Test func insetsAViewAtTheScreensCornerReaches() {
        let safe = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), screen = Size(width: 414, height: 896)
        #expect(SceneBuilder.insets(of: safe, in: screen, reachedBy: Size(width: 414, height: 116)) == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(SceneBuilder.insets(of: safe, in: screen, reachedBy: Size(width: 414, height: 880)) == EdgeInsets(top: 44, left: 0, bottom: 18, right: 0))
        #expect(SceneBuilder.insets(of: safe, in: screen, reachedBy: Size(width: 100, height: 20)) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test(.needsCorpus(.modern))
    func messageBarsOfTinodeAreNotReproduced() throws {
        // tinode ForwardMessageBar.xib (20037, iPhone 11 canvas, 414 × 116) stores the text view
        // at safeArea.top + 4 and 4 above safeArea.bottom 64 high at y 48, as if the view did not
        // reach the home indicator; under the whole safe area it is 30 high and the buttons
        // centred on it 17 higher (the stored frames are 1 project's: not a rule).
        let forward = try Corpus.modern.layout("tinode__ios__Tinodios__widgets__ForwardMessageBar.xib")
        #expect(forward.frame(of: "N38-2J-nw1") == Rect(x: 42, y: 48, width: 326, height: 30))
        #expect(forward.frame(of: "ql0-Xs-Vfe") == Rect(x: 8, y: 50, width: 26, height: 26))
        #expect(forward.frame(of: "TGw-6X-4Ag") == Rect(x: 372, y: 47, width: 32, height: 32))
        #expect(forward.diagnostics.contains { $0.kind == CanvasRule.unknownKind })
        // SendMessageBar.xib (21507, 414 × 245) stores the stack at safeArea.bottom at the
        // view's bottom edge, y 215 + 30; 34 higher here.
        let send = try Corpus.modern.layout("tinode__ios__Tinodios__widgets__SendMessageBar.xib")
        #expect(send.frame(of: "Awf-Rd-vTa") == Rect(x: 50, y: 181, width: 360, height: 30))
    }

    @Test(.needsCorpus(.modern))
    func theIPhoneXCanvasOfXcode14_1IsNotKnown() throws {
        // Provenance JitFailedJailbreakScreen.xib (21507, iPhone X canvas, a view controller's
        // 375 × 812 view) stores the header stack at safeArea.top + 20, a quarter of the safe
        // area high, at y 67, 182.67 high — as with a 47-point inset. One project is not a rule
        // (device.iPhoneX.topUnsettled): the device's own 44 is used, y 64 and (812 − 44 − 34) / 4
        // = 183.5 high (183.67 on the 3× canvas), and the layout says the canvas is not known.
        let l = try Corpus.modern.layout("Provenance-Emu__Provenance__PVJIT__Sources__PVJIT__Resources__JitFailedJailbreakScreen.xib")
        let header = try #require(l.frame(of: "W3E-IV-CzC"))
        #expect(abs(header.minY - 64) < 0.01 && abs(header.height - 183.5) < 0.2, "\(header)")
        #expect(l.diagnostics.contains { $0.kind == CanvasRule.unknownKind })
    }
}
