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
    @Test(arguments: [
        "ReactiveX__RxSwift__RxExample__RxExample__Examples__WikipediaImageSearch__WikipediaSearch.storyboard",
        "SnapKit__Masonry__Examples__Masonry_iOS_Examples__Launch_Screen.storyboard",
        "SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CardView.xib",
        "xmartlabs__XLPagerTabStrip__Example__Example__Helpers__PostCell.xib",
    ])
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

    /// With stored text sizes there is nothing to calibrate.
    @Test func storedSizingIsLeftAsItIs() throws {
        var doc = try Corpus.fixtures.document("SnapKit__Masonry__Examples__Masonry_iOS_Examples__Launch_Screen.storyboard")
        doc.textSizing = .stored
        #expect(doc.calibratingText().textKeptStored == nil)
    }
}
