import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// `calibratingText()` works out once which text views keep their stored size, so that a document
/// laid out on many devices (`trellis check --devices all`) does not repeat the up-to-three canvas
/// layouts of the calibration for every device. It must change no frame.
@Suite(.needsTextShaping)
struct CalibratedDocumentTests {
    /// Every view of the four corpus fixtures, on three devices in both orientations and on the
    /// design canvas: the same frame, to the bit, with the calibration done once or per layout.
    static let fixtures = [
        "ReactiveX__RxSwift__RxExample__RxExample__Examples__WikipediaImageSearch__WikipediaSearch.storyboard",
        "SnapKit__Masonry__Examples__Masonry_iOS_Examples__Launch_Screen.storyboard",
        "SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CardView.xib",
        "xmartlabs__XLPagerTabStrip__Example__Example__Helpers__PostCell.xib",
    ]

    @Test(arguments: fixtures)
    func calibratingOnceChangesNoFrame(_ name: String) throws {
        let doc = try Corpus.fixtures.document(name)
        let once = doc.calibratingText()
        #expect(doc.textKeptStored == nil && once.textKeptStored != nil)
        var compared = 0
        for device in ["retina4_0", "retina6_1", "ipad12_9rounded"].compactMap(Device.named) {
            for orientation in [Orientation.portrait, .landscapeRight] {
                let a = try doc.layout(device: device, orientation: orientation)
                let b = try once.layout(device: device, orientation: orientation)
                #expect(a.entries.map(\.id) == b.entries.map(\.id))
                for (x, y) in zip(a.entries, b.entries) {
                    #expect(x.view.frame == y.view.frame, "\(name) \(x.id) on \(device.id)")
                    compared += 1
                }
            }
        }
        let canvas = try (doc.layout(storedRootSize: true), once.layout(storedRootSize: true))
        #expect(canvas.0.entries.map(\.view.frame) == canvas.1.entries.map(\.view.frame))
        #expect(compared > 6)
    }

    /// The design canvas (`storedRootSize: true`, the design device) is the layout the
    /// calibration makes last: that layout is returned instead of a second one, and it must be
    /// the one made after the calibration, findings and all (the calibration's other layouts
    /// skip them). The four documents' canvas layouts have diagnostics to compare.
    @Test func designCanvasIsTheCalibrationsLayout() throws {
        var findings = 0
        for name in Self.fixtures {
            let doc = try Corpus.fixtures.document(name)
            let calibration = doc.calibrateText(scene: nil, keepingCanvasLayout: true)
            #expect(calibration.canvasLayout != nil, "\(name): the calibration's layout moved a text view three times")
            #expect(doc.calibrateText(scene: nil, keepingCanvasLayout: false).canvasLayout == nil)
            let reused = try doc.layout(storedRootSize: true)
            let made = try doc.calibratingText().layout(storedRootSize: true)
            #expect(reused.entries.map(\.id) == made.entries.map(\.id))
            #expect(reused.entries.map(\.view.frame) == made.entries.map(\.view.frame), "\(name)")
            #expect(reused.diagnostics.map(\.description) == made.diagnostics.map(\.description), "\(name)")
            #expect(reused.omissions == made.omissions && reused.storedFrameContradictions == made.storedFrameContradictions, "\(name)")
            findings += made.diagnostics.count + made.storedFrameContradictions.count
        }
        #expect(findings > 0)
    }

    /// With stored text sizes there is nothing to calibrate.
    @Test func storedSizingIsLeftAsItIs() throws {
        var doc = try Corpus.fixtures.document("SnapKit__Masonry__Examples__Masonry_iOS_Examples__Launch_Screen.storyboard")
        doc.textSizing = .stored
        #expect(doc.calibratingText().textKeptStored == nil)
    }
}
