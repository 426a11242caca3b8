import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// A label's lines on every device, as UIKit lays them out: `numberOfLines` limits them, the
/// line break mode decides where they break (words or characters), and `preferredMaxLayoutWidth`
/// fixes the width they wrap at.
@Suite(.needsTextShaping)
struct LabelLinesLayoutTests {
    /// About 620 points at 17: 2 lines at 335, 3 at 280, 1 at 728.
    static let medium = "Trellis measures labels as iOS sets them and wraps them at the width of every device."
    /// Three words of about 170 points each at 17: two do not fit in 335 points.
    static let words = "Incomprehensibilities Counterrevolutionary Uncharacteristically"

    /// An iPhone 8 storyboard of 17-point labels, each pinned 20 points from the root's sides
    /// (but "preferred") and placed at a fixed top: "two" (`numberOfLines="2"`) and "zero"
    /// (`numberOfLines="0"`) with the same text, stored 2 lines; "word" (`lineBreakMode="wordWrap"`)
    /// stored 3 lines, one word a line, and "char" (`characterWrap`) stored 2 lines with the
    /// same text; "preferred" (`numberOfLines="0"`, `preferredMaxLayoutWidth="200"`, as
    /// lockwise SetupAutofill.storyboard's step labels set 250), placed by its leading and top
    /// edges only, stored 4 lines 195 wide.
    func storyboard() throws -> IBDocument {
        try IBDocument(data: DocumentFixture.storyboard(DocumentFixture.scene("""
            <label text="\(Self.medium)" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                <rect key="frame" x="20" y="40" width="335" height="41"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="\(Self.medium)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="zero">
                <rect key="frame" x="20" y="400" width="335" height="41"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="\(Self.words)" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="word">
                <rect key="frame" x="20" y="120" width="335" height="61"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="\(Self.words)" lineBreakMode="characterWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="char">
                <rect key="frame" x="20" y="200" width="335" height="41"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="\(Self.medium)" numberOfLines="0" preferredMaxLayoutWidth="200" translatesAutoresizingMaskIntoConstraints="NO" id="preferred">
                <rect key="frame" x="20" y="280" width="195" height="81.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: DocumentFixture.place("two", in: "root", leading: 20, top: 40) + DocumentFixture.pin("two", to: "root", edges: [.trailing], inset: 20)
                + DocumentFixture.place("word", in: "root", leading: 20, top: 120) + DocumentFixture.pin("word", to: "root", edges: [.trailing], inset: 20)
                + DocumentFixture.place("char", in: "root", leading: 20, top: 200) + DocumentFixture.pin("char", to: "root", edges: [.trailing], inset: 20)
                + DocumentFixture.place("preferred", in: "root", leading: 20, top: 280)
                + DocumentFixture.place("zero", in: "root", leading: 20, top: 400) + DocumentFixture.pin("zero", to: "root", edges: [.trailing], inset: 20),
            rootFrame: #"x="0.0" y="0.0" width="375" height="667""#,
            extra: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#), toolsVersion: "21701", device: "retina4_7"))
    }

    static let ids = ["two", "zero", "word", "char", "preferred"]

    /// The labels' frames on a device, on a grid of 1/6 point (the 2× and 3× grids).
    func frames(_ device: String, _ orientation: Orientation = .portrait) throws -> [Rect?] {
        let layout = try storyboard().layout(device: Device.named(device)!, orientation: orientation)
        #expect(Self.ids.allSatisfy { layout.views[$0]?.explicitIntrinsicContentSize == nil })
        func grid(_ v: Double) -> Double { (v * 6).rounded() / 6 }
        return Self.ids.map { layout.frame(of: $0).map { Rect(x: grid($0.minX), y: grid($0.minY), width: grid($0.width), height: grid($0.height)) } }
    }

    /// Lines of 20.29 points, rounded up to the device's grid: 1 line 20.5 (2×), 2 lines 41 (2×)
    /// or 40.67 (3×), 3 lines 61, 4 lines 81.5 (2×) or 81.33 (3×).
    static func row(_ width: Double, two: Double, zero: Double, word: Double, char: Double, preferred: Double) -> [Rect?] {
        [Rect(x: 20, y: 40, width: width, height: two), Rect(x: 20, y: 400, width: width, height: zero),
         Rect(x: 20, y: 120, width: width, height: word), Rect(x: 20, y: 200, width: width, height: char),
         Rect(x: 20, y: 280, width: 195, height: preferred)]
    }

    /// `numberOfLines="2"` shows at most two lines: on an iPhone SE (280 points) the text needs
    /// 3 — "zero" is 61 high — and "two" stays 41; on an iPad both are one line.
    /// Word wrapping puts each long word on its own line where two do not fit (3 lines at 335
    /// and 280 points, 2 at 353), character wrapping fills every line (2 lines); both are one
    /// line from 528 points. A label with a `preferredMaxLayoutWidth` wraps at it on every
    /// device, whatever the screen's width: 4 lines, 195 wide.
    @Test func linesOnEveryDevice() throws {
        #expect(try frames("retina4_7") == Self.row(335, two: 41, zero: 41, word: 61, char: 41, preferred: 81.5))
        #expect(try frames("retina4_0") == Self.row(280, two: 41, zero: 61, word: 61, char: 41, preferred: 81.5))
        #expect(try frames("retina4_0", .landscapeRight) == Self.row(528, two: 41, zero: 41, word: 20.5, char: 20.5, preferred: 81.5))
        #expect(try frames("retina6_12") == Self.row(353, two: 122.0 / 3, zero: 122.0 / 3, word: 122.0 / 3, char: 122.0 / 3, preferred: 244.0 / 3))
        #expect(try frames("ipad9_7") == Self.row(728, two: 20.5, zero: 20.5, word: 20.5, char: 20.5, preferred: 81.5))
        #expect(try frames("ipad9_7", .landscapeRight) == Self.row(984, two: 20.5, zero: 20.5, word: 20.5, char: 20.5, preferred: 81.5))
    }
}
