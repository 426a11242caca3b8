import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// Issue 33 (1): a button's baseline follows its height (its content is centred), a label's
/// does not. Two round-rect buttons, A with `height == 44` and B unsized, `A.top == B.top` and
/// `A.baseline == B.firstBaseline`: Xcode stores both 44 high; UIKit grows B to 44 (its
/// vertical hugging is 250). Trellis used to keep B at its intrinsic 30 and break A's required
/// height with an "unsatisfiable" error, which `trellis check` reported on every device.
@Suite(.needsTextShaping)
struct CentredBaselineLayoutTests {
    static func button(_ id: String, x: Int) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="50" width="46" height="44"/>
            <state key="normal" title="Button"/>
        </button>
        """
    }

    /// A sized 44 high at y 50; `other` beside it with its top and first baseline on A's.
    static func document(other: String, alignTops: Bool) throws -> IBDocument {
        try IBDocument(data: DocumentFixture.xib(
            button("A", x: 20) + other,
            constraints: """
            <constraint firstItem="A" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="A" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c2"/>
            <constraint firstItem="A" firstAttribute="height" constant="44" id="c3"/>
            <constraint firstItem="B" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c4"/>
            \(alignTops ? #"<constraint firstItem="A" firstAttribute="top" secondItem="B" secondAttribute="top" id="c5"/>"# : "")
            <constraint firstItem="A" firstAttribute="baseline" secondItem="B" secondAttribute="firstBaseline" id="c6"/>
            """,
            size: #"width="414" height="200""#))
    }

    @Test func bothButtonsAre44HighOnEveryDevice() throws {
        let doc = try Self.document(other: Self.button("B", x: 100), alignTops: true)
        for device in Device.all {
            let layout = try doc.layout(device: device)
            let a = try #require(layout.frame(of: "A")), b = try #require(layout.frame(of: "B"))
            #expect(a.minY == 50 && a.height == 44, "\(device.id): A \(a)")
            #expect(b.minY == 50 && b.height == 44, "\(device.id): B \(b)")
            #expect(layout.diagnostics.isEmpty, "\(device.id): \(layout.diagnostics)")
        }
    }

    @Test func labelAlignedByBaselineKeepsItsOwnHeight() throws {
        // A 17-point label "Label", stored 42 × 20.5 (its one line), whose first baseline is on
        // A's: A's title baseline is 50 + 22 − 17.90 / 2 + 14.282 = 77.33 (15 points, measured
        // line 17.90, ascender 14.28); the label's top is that less its ascender, 16.187: 61.14.
        let label = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="B">
            <rect key="frame" x="100" y="61" width="42" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
        let doc = try Self.document(other: label, alignTops: false)
        for device in Device.all {
            let layout = try doc.layout(device: device)
            let a = try #require(layout.frame(of: "A")), b = try #require(layout.frame(of: "B"))
            #expect(a.minY == 50 && a.height == 44, "\(device.id): A \(a)")
            #expect(abs(b.height - 20.5) <= 0.5, "\(device.id): label \(b)")
            #expect(abs(b.minY - 61.14) <= 0.5, "\(device.id): label \(b)")
            #expect(layout.diagnostics.isEmpty, "\(device.id): \(layout.diagnostics)")
        }
    }
}
