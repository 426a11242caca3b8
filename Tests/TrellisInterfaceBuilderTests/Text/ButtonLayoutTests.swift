import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Buttons measured from their titles: iOS 15 `<buttonConfiguration>` buttons and classic
/// buttons with an image, exact on the design device and re-measured when the font changes.
@Suite(.needsTextShaping)
struct ButtonLayoutTests {
    /// DataDog dd-sdk-ios RUMStopSessionScenario.storyboard (Apache-2.0, a fixture): four
    /// configuration buttons positioned by their centres and tops only, so their sizes are
    /// their intrinsic sizes — filled "Start Session" and "Start Interrupted Session", plain
    /// "Download Resource" and "Done", all medium, the default 17-point body title.
    static let dataDog = "\(Corpus.fixtures.folder)/DataDog__dd-sdk-ios__Datadog__Example__Scenarios__RUM__StopSessionScenario__RUMStopSessionScenario.storyboard"

    static let ids = ["J0F-rs-xxG", "ZEd-cH-nWO", "vRT-VQ-kyZ", "ct0-mj-IY6"]

    func sizes(_ layout: IBLayout) throws -> [Size] { try Self.ids.map { try #require(layout.frame(of: $0)).size } }

    func close(_ a: [Size], _ b: [Size]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.width - $1.width) < 0.01 && abs($0.height - $1.height) < 0.01 }
    }

    /// On the design device (iPhone 14 Pro, retina6_12) the sizes are Xcode's: 125 × 35,
    /// 215 × 35, 176 × 35 and 65 × 35 (this Xcode rounded configured buttons to whole points;
    /// the calibration absorbs that), measured, not stored.
    @Test func configurationButtonsOnTheDesignDevice() throws {
        let layout = try IBDocument(contentsOf: Self.dataDog).layout()
        let button = try #require(layout.views["J0F-rs-xxG"] as? Button)
        #expect(button.configuration?.style == .filled && button.configuration?.title == "Start Session")
        #expect(button.configuration?.titleFont == .preferredFont(forTextStyle: .body))
        #expect(button.explicitIntrinsicContentSize == nil && button.measurer is CalibratedTextMeasurer)
        #expect(try sizes(layout) == [Size(width: 125, height: 35), Size(width: 215, height: 35), Size(width: 176, height: 35), Size(width: 65, height: 35)])
        #expect(layout.frame(of: "J0F-rs-xxG")?.origin == Point(x: 134, y: 409))
    }

    /// At accessibility extra large (body 40 points instead of 17) the titles grow with
    /// the font, the insets (12 at the sides, 7 above and below) stay: "Start Session" 101
    /// points of title become 225.67 (40/17 × 101 = 237.6, less for San Francisco Display's
    /// narrower advances at 40 points) + 24 = 249.67; every height 14 + 40/17 × 21 = 63.41 →
    /// 63.67 on the 3× grid. "Start Session" stays centred (x = (393 − 249.67) / 2 = 71.67);
    /// "Start Interrupted Session", 444.33 wide, overflows the 393-point screen as UIKit's would,
    /// its width being its own.
    @Test func configurationButtonsFollowDynamicType() throws {
        var doc = try IBDocument(contentsOf: Self.dataDog)
        doc.contentSizeCategory = .accessibilityExtraLarge
        let layout = try doc.layout()
        let button = try #require(layout.views["J0F-rs-xxG"] as? Button)
        #expect(button.configuration?.titleFont?.pointSize == 40)
        #expect(close(try sizes(layout), [Size(width: 249.67, height: 63.67), Size(width: 444.33, height: 63.67),
                                          Size(width: 361.33, height: 63.67), Size(width: 115.33, height: 63.67)]))
        #expect(abs((layout.frame(of: "J0F-rs-xxG")?.minX ?? 0) - 71.67) < 0.01)
    }
}
