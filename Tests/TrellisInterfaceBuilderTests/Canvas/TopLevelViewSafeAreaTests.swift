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
