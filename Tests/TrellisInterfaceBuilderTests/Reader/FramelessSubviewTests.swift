import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// A subview Xcode stores without a `<rect key="frame">` is a subview all the same: Xcode leaves
/// out a frame that is all zero, as it leaves out other default values. WSDOT
/// TravelerInformation.storyboard (23504) stores an empty title label with no frame as the first
/// arranged view of a vertical stack (spacing 15), and the next label at y 15 — one spacing below
/// a 0-high view at the top. Trellis skipped frameless subviews, so the stack lost a view and a
/// spacing: its six other labels came out 15 higher and the stack 15 shorter. Over the three
/// corpora and both pair sets seven subviews have no frame (WSDOT 1; stopp-corona 2, UTM 1,
/// bittr 1, iCarousel 2); reading them moves WSDOT's 7 elements within (corpus-current 6700 →
/// 6707 of 7196 not flagged) and changes no other figure (stopp-corona Statistics' 8 elements
/// inside the frameless view are now laid out, still off: labels stored 0 high with text).
struct FramelessSubviewTests {
    /// WSDOT's structure: a top-aligned vertical stack, spacing 15, whose first arranged label
    /// `title` (empty) has no stored frame when `titleFrame` is nil.
    static func document(titleFrame: String?) throws -> IBDocument {
        let label = { (id: String, frame: String?) in
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                \(frame.map { #"<rect key="frame" \#($0)/>"# } ?? "")
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }
        let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="15" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="100" width="335" height="30"/>
            <subviews>
                \(label("title", titleFrame))
                \(label("route", #"x="0.0" y="15" width="0.0" height="0.0""#))
                \(label("distance", #"x="0.0" y="30" width="0.0" height="0.0""#))
            </subviews>
        </stackView>
        """
        let constraints = """
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c3"/>
        """
        return try IBDocument(data: DocumentFixture.xib(stack, constraints: constraints, size: #"width="375" height="667""#,
                                                        toolsVersion: "23504", device: "retina4_7"))
    }

    @Test func aSubviewWithoutAFrameIsArranged() throws {
        let layout = try Self.document(titleFrame: nil).layout(storedRootSize: true)
        // The frameless label is laid out: 0 × 0 at the stack's top.
        #expect(layout.frame(of: "title") == Rect(x: 0, y: 0, width: 0, height: 0))
        // The next labels follow one spacing (15) apart, where Xcode stores them.
        #expect(layout.frame(of: "route") == Rect(x: 0, y: 15, width: 0, height: 0))
        #expect(layout.frame(of: "distance") == Rect(x: 0, y: 30, width: 0, height: 0))
        #expect(layout.frame(of: "stack") == Rect(x: 20, y: 100, width: 335, height: 30))
    }

    @Test func itIsNotCountedAsAStoredFrame() throws {
        // Fidelity counts only elements with a stored frame: the two labels and the stack.
        let layout = try Self.document(titleFrame: nil).layout(storedRootSize: true)
        let stored = { (id: String) in layout.entries.first { $0.id == id }?.storedFrame }
        #expect(layout.entries.contains { $0.id == "title" })
        #expect(stored("title") == nil)
        #expect(stored("route") == Rect(x: 0, y: 15, width: 0, height: 0))
    }

    @Test func theSameStackWithTheZeroFrameWrittenOut() throws {
        // Written as a 0 × 0 frame at the top instead, the same layout.
        let layout = try Self.document(titleFrame: #"x="0.0" y="0.0" width="0.0" height="0.0""#).layout(storedRootSize: true)
        #expect(layout.frame(of: "route") == Rect(x: 0, y: 15, width: 0, height: 0))
        #expect(layout.frame(of: "distance") == Rect(x: 0, y: 30, width: 0, height: 0))
    }

    @Test(.needsCorpus(.current))
    func wsdotTravelerInformationLabels() throws {
        let layout = try Corpus.current.layout("WSDOT__wsdot-ios-app__wsdot__TravelerInformation.storyboard")
        #expect(layout.frame(of: "dDO-Tn-tAU") == Rect(x: 0, y: 15, width: 0, height: 0))
        #expect(layout.frame(of: "uNY-WL-zEi") == Rect(x: 0, y: 90, width: 81.5, height: 50))
        #expect(layout.frame(of: "7Ef-2h-COG")?.minY == 266)
    }
}
