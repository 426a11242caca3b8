import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// Documents whose stored frames do not satisfy one of their own required constraints are
/// counted apart from the fidelity figure (``StoredFrameContradiction``); each case with the
/// numbers of the real document it comes from.
struct StoredFrameContradictionTests {
    func xib(_ subviews: String, constraints: String, size: String = #"width="414" height="300""#, resources: String = "") throws -> IBDocument {
        try CanvasRuleTests.xib(subviews, constraints: constraints, size: size, resources: resources)
    }

    @Test func aSizeTheStoredFrameDoesNotHaveIsAContradiction() throws {
        // stopp-corona MainViewController.storyboard: the separator gdm-dv-Hf1 is stored
        // 382 × 1000 under its required `height = 1` (FFH-hs-MXG). Its stored frame is not what
        // its constraints give: the document is counted apart, the constraint and numbers named.
        func doc(height: String, priority: String = "", placeholder: String = "") throws -> IBDocument {
            try xib("""
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gdm-dv-Hf1">
                    <rect key="frame" x="16" y="0.0" width="382" height="\(height)"/>
                    <constraints><constraint firstAttribute="height" constant="1" \(priority) \(placeholder) id="FFH-hs-MXG"/></constraints>
                </view>
                """, constraints: """
                <constraint firstItem="gdm-dv-Hf1" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                <constraint firstItem="gdm-dv-Hf1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                <constraint firstAttribute="trailing" secondItem="gdm-dv-Hf1" secondAttribute="trailing" constant="16" id="r"/>
                """)
        }
        let stale = try doc(height: "1000").fidelity()
        #expect(stale.storedFrameContradictions == [StoredFrameContradiction(
            constraintID: "FFH-hs-MXG", viewID: "gdm-dv-Hf1", constraint: "gdm-dv-Hf1.height == 1",
            reason: .unsatisfied(firstValue: 1000, requiredValue: 1),
            reference: ConstraintReference(identifier: "FFH-hs-MXG", firstID: "gdm-dv-Hf1", firstAttribute: .height, secondID: nil, secondAttribute: .notAnAttribute))])
        #expect(stale.isCountedApart && !stale.flaggedInDocument)
        #expect(stale.mismatches.map(\.solved) == [Rect(x: 16, y: 0, width: 382, height: 1)])
        let message = try #require(try doc(height: "1000").layout(storedRootSize: true).diagnostics.first { $0.kind == "stored-frame-contradiction" })
        #expect(message.ids == ["FFH-hs-MXG", "gdm-dv-Hf1"])
        #expect(message.message.contains("gdm-dv-Hf1.height == 1") && message.message.contains("give 1000 where it requires 1"))
        // Within a point (Xcode rounds frames to pixels), a constraint that is not required, or a
        // placeholder: nothing to say.
        #expect(try doc(height: "1.5").fidelity().storedFrameContradictions.isEmpty)
        #expect(try doc(height: "1000", priority: #"priority="999""#).fidelity().storedFrameContradictions.isEmpty)
        #expect(try doc(height: "1000", placeholder: #"placeholder="YES""#).fidelity().storedFrameContradictions.isEmpty)
    }

    @Test func positionsBetweenViewsAreReadInTheirCommonAncestor() throws {
        // stopp-corona MainViewController.storyboard, the Diary stack 9Za-sS-mjF (414 wide,
        // layout margins 24): its title Kya-6X-8lK ends at y 52.5 and the view 6q3-vI-EnJ is
        // stored at (24, 84.5, 366, 143) — the stack's 32-point spacing — although the document
        // requires 6q3.top = Kya.bottom + 16 (fTv-wp-YjR), 6q3.leading = 9Za.leading + 16
        // (qwk-ut-hOi) and 9Za.trailing = 6q3.trailing + 16 (Rrq-8S-ghD).
        let doc = try xib(DocumentFixture.view("9Za-sS-mjF", frame: (0, 10, 414, 280), subviews: """
            \(DocumentFixture.view("Kya-6X-8lK", frame: (24, 32, 366, 20.5)))
            \(DocumentFixture.view("6q3-vI-EnJ", frame: (24, 84.5, 366, 143)))
            """, constraints: """
            <constraint firstAttribute="trailing" secondItem="6q3-vI-EnJ" secondAttribute="trailing" constant="16" id="Rrq-8S-ghD"/>
            <constraint firstItem="6q3-vI-EnJ" firstAttribute="top" secondItem="Kya-6X-8lK" secondAttribute="bottom" constant="16" id="fTv-wp-YjR"/>
            <constraint firstItem="6q3-vI-EnJ" firstAttribute="leading" secondItem="9Za-sS-mjF" secondAttribute="leading" constant="16" id="qwk-ut-hOi"/>
            \(DocumentFixture.place("Kya-6X-8lK", in: "9Za-sS-mjF", leading: 24, top: 32))
            """), constraints: "")
        let found = try doc.fidelity().storedFrameContradictions
        #expect(found.map(\.constraintID) == ["Rrq-8S-ghD", "fTv-wp-YjR", "qwk-ut-hOi"])
        #expect(found.map(\.reason) == [.unsatisfied(firstValue: 414, requiredValue: 406),
                                        .unsatisfied(firstValue: 84.5, requiredValue: 68.5),
                                        .unsatisfied(firstValue: 24, requiredValue: 16)])
        // Kya's own constraints (top 32, leading 24 in 9Za, itself stored at y 10) hold.
        #expect(!found.contains { ["Kya-6X-8lK-top", "Kya-6X-8lK-leading"].contains($0.constraintID) })
    }

    @Test func aMultiplierScalesTheRoundingOfTheSecondItem() throws {
        // Blockstream Home.storyboard: the logo 28b-fk-hhg is 0.6 × 414 = 248.4 wide with the
        // aspect ratio width = 156:35 × height (tP5-fc-AKn), 55.7 high; Xcode stores it rounded
        // to 248 × 56, and 56 × 156 / 35 = 249.6 — 1.6 points from 248, within the 56's rounding
        // times 156/35. Not a contradiction.
        let doc = try xib("""
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="28b-fk-hhg">
                <rect key="frame" x="83" y="122" width="248" height="56"/>
                <constraints><constraint firstAttribute="width" secondItem="28b-fk-hhg" secondAttribute="height" multiplier="156:35" id="tP5-fc-AKn"/></constraints>
            </imageView>
            """, constraints: """
            <constraint firstItem="28b-fk-hhg" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="28b-fk-hhg" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
            <constraint firstItem="28b-fk-hhg" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.6" id="w"/>
            """)
        #expect(try doc.fidelity().storedFrameContradictions.isEmpty)
    }

    @Test func symbolImageViewsAndCellContentViewsAreNotChecked() throws {
        // guardianproject orbot Main.storyboard: the image view vAD-ur-77g shows the SF Symbol
        // exclamationmark.triangle.fill and is constrained 24 × 24 (bMU-0b-zea, DQo-nW-M2T), but
        // stored 24 × 18.5: constraints place its alignment rectangle, which is the symbol's and
        // not in the document (its top, pinned at 32, is stored at 34.5). The same frame with an
        // image from the app's assets contradicts all three.
        func doc(catalog: String) throws -> IBDocument {
            try xib("""
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="exclamationmark.triangle.fill" \(catalog) translatesAutoresizingMaskIntoConstraints="NO" id="vAD-ur-77g">
                    <rect key="frame" x="32" y="34.5" width="24" height="18.5"/>
                    <constraints>
                        <constraint firstAttribute="width" secondItem="vAD-ur-77g" secondAttribute="height" multiplier="1:1" id="DQo-nW-M2T"/>
                        <constraint firstAttribute="height" constant="24" id="bMU-0b-zea"/>
                    </constraints>
                </imageView>
                """, constraints: """
                <constraint firstItem="vAD-ur-77g" firstAttribute="top" secondItem="root" secondAttribute="top" constant="32" id="t"/>
                <constraint firstItem="vAD-ur-77g" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="32" id="l"/>
                """, resources: #"<image name="exclamationmark.triangle.fill" \#(catalog) width="128" height="109"/>"#)
        }
        #expect(try doc(catalog: #"catalog="system""#).fidelity().storedFrameContradictions.isEmpty)
        #expect(try doc(catalog: "").fidelity().storedFrameContradictions.map(\.constraintID) == ["t", "DQo-nW-M2T", "bMU-0b-zea"])

        // TortugaPower BookPlayer BookCellView.xib: the cell and its content view are stored
        // 76 high, the separator pinned to the content view's bottom (Ml1-GX-7X4) ends at 94 —
        // Xcode laid the subviews out for 94. The content view's stored height is the row's:
        // it is not read vertically (across it is: aCellContentViewsMarginsAndWidthAreReadAcross).
        let cell = try IBDocument(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="4fw-Bq-hyU">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="76"/>
                        <tableViewCellContentView key="contentView" opaque="NO" multipleTouchEnabled="YES" contentMode="center" tableViewCell="4fw-Bq-hyU" id="cUU-yJ-MnU">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="76"/>
                            <subviews>
                                \(DocumentFixture.view("b7T-c8-AZ0", frame: (17, 93.5, 358, 0.5), height: 0.5))
                            </subviews>
                            <constraints>
                                <constraint firstItem="b7T-c8-AZ0" firstAttribute="leading" secondItem="cUU-yJ-MnU" secondAttribute="leading" constant="17" id="MNb-Em-Jfw"/>
                                <constraint firstAttribute="bottom" secondItem="b7T-c8-AZ0" secondAttribute="bottom" id="Ml1-GX-7X4"/>
                                <constraint firstAttribute="trailing" secondItem="b7T-c8-AZ0" secondAttribute="trailing" id="xjt-8C-shF"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """.utf8))
        #expect(try cell.fidelity().storedFrameContradictions.isEmpty)
    }

    @Test func aStackGapTheStoredFramesDoNotHaveIsReportedNotCountedApart() throws {
        // blockchain TotalBalanceTableViewCell.xib: the row 9Bb-ih-c4n (spacing 16) stores its
        // arranged views Hgd-p4-viA (0, 0, 165.5) and F0j-Mw-DtR at x 165.5 — 0 apart, as the
        // document's `F0j.leading == Hgd.trailing` (0bb-B5-aVH) asks, not the stack's 16. Here a
        // row 300 wide: `a` stored (0, 0, 100, 50), `b` at x 100, pinned to `a` by `pin`; the
        // stack's `UISV-spacing` (b.leading == a.trailing + 16) gives 116 where the frames give 100.
        func doc(bX: Double, pinID: String?) throws -> IBDocument {
            let row = DocumentFixture.stackRowSpaced16(bX: bX, pinID: pinID)
            return try xib(row.subviews, constraints: row.constraints, size: #"width="300" height="100""#)
        }
        let pinned = try doc(bX: 100, pinID: "p")
        let layout = try pinned.layout(storedRootSize: true)
        let found = layout.diagnostics.filter { $0.kind == "stored-frame-contradiction" }
        #expect(found.map(\.message) == ["constraint UISV-spacing (b.leading == a.trailing + 16): the stored frames give 100 where it requires 116; Xcode's stored frames do not follow this required constraint"])
        #expect(found.map(\.ids) == [["b"]])
        // Reported only: the fidelity figures do not count the document apart for it.
        #expect(layout.storedFrameContradictions.isEmpty)
        // Stored 16 apart, as the stack arranges them, without the pin: nothing to say.
        let spaced = try doc(bX: 116, pinID: nil).layout(storedRootSize: true)
        #expect(!spaced.diagnostics.contains { $0.kind == "stored-frame-contradiction" })
    }

    @Test func aBaselineFarFromTheStoredFramesIsReportedNotCountedApart() throws {
        // qiscus QFileLeftCell.xib (pairs A and B): an empty system button 70 high stored at
        // y 28, its first baseline on the last baseline of a 10-point label stored at y 40, 10
        // high (MYd-TD-Emi). The button's title is centred: 28 + 35 − 15-point line height / 2
        // (8.95) + ascender (14.28) = 68.33; the label's last baseline is 50 − descender (2.41)
        // = 47.59; 20.7 apart, past the 8-point baseline tolerance. Stored at y 7.5 instead, the
        // baselines are 0.2 apart: nothing to say. (The diagnostic keeps the exact values,
        // 68.33203125 and 47.587890625; `trellis check` prints them on the 2× pixel grid, 68.5
        // and 47.5.)
        func doc(buttonY: String) throws -> IBDocument {
            try xib("""
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="vaZ">
                    <rect key="frame" x="0.0" y="\(buttonY)" width="120" height="70"/>
                    <constraints><constraint firstAttribute="height" constant="70" id="LP2"/></constraints>
                </button>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bEE">
                    <rect key="frame" x="130" y="40" width="27" height="10"/>
                    <constraints><constraint firstAttribute="height" constant="10" id="afc"/></constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="10"/>
                </label>
                """, constraints: """
                <constraint firstItem="vaZ" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
                <constraint firstItem="vaZ" firstAttribute="width" constant="120" id="w1"/>
                <constraint firstItem="bEE" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="130" id="l2"/>
                <constraint firstItem="bEE" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t2"/>
                <constraint firstItem="vaZ" firstAttribute="firstBaseline" secondItem="bEE" secondAttribute="baseline" id="MYd"/>
                """, size: #"width="300" height="160""#)
        }
        let layout = try doc(buttonY: "28").layout(storedRootSize: true)
        let found = layout.diagnostics.filter { $0.kind == "stored-frame-contradiction" }
        #expect(found.map(\.ids) == [["MYd", "vaZ"]])
        let message = found.first?.message ?? ""
        #expect(message.hasPrefix("constraint MYd (vaZ.firstBaseline == bEE.lastBaseline): the stored frames give 68.33203125 where it requires 47.587890625"), "\(message)")
        #expect(layout.storedFrameContradictions.isEmpty)
        let aligned = try doc(buttonY: "7.5").layout(storedRootSize: true)
        #expect(!aligned.diagnostics.contains { $0.kind == "stored-frame-contradiction" })
    }

    /// A table cell's content view: its margins are the table view's (not known on the design
    /// device), but they are never negative, and its stored width is the cell's. analogcode
    /// Swift-Radio-Pro Main.storyboard (retina5_5, pairs B): the stack g0b-Y4-SBe is stored at
    /// x 136, 860 wide (laid out on the iPad canvas) in the 414-wide content view NhW-Qy-GCO,
    /// under `NhW.trailingMargin == g0b.trailing + 8` (vJb-IA-meb): the trailing margin would end
    /// at 136 + 860 + 8 = 1004, 590 beyond the content view — counted apart. Stored 250 wide it
    /// ends at 394 (a right margin of 20): nothing to say. utmapp UTM Main.storyboard: a picker
    /// stored 333 wide in a 320-wide content view pinned `content.trailing == picker.trailing`
    /// (9DE-gn-dSC) gives 320 where 333 is required. The vertical axis stays unread
    /// (``symbolImageViewsAndCellContentViewsAreNotChecked()``: the row height).
    @Test func aCellContentViewsMarginsAndWidthAreReadAcross() throws {
        func doc(stackWidth: Double, pickerWidth: Double) throws -> IBDocument {
            try IBDocument(data: Data("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                    <device id="retina5_5" orientation="portrait"/>
                    <objects>
                        <tableViewCell contentMode="scaleToFill" selectionStyle="blue" indentationWidth="0.0" rowHeight="90" id="hMr-La-1Ga">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="90"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="hMr-La-1Ga" id="NhW-Qy-GCO">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="89.666666666666671"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    \(DocumentFixture.view("GQm-Mf-6pw", frame: (8, 8, 120, 75), width: 120, height: 75))
                                    \(DocumentFixture.view("g0b-Y4-SBe", frame: (136, 22.333333333333332, stackWidth, 46.333333333333343), height: 46.333333333333343))
                                    \(DocumentFixture.view("iB1-OW-p4N", frame: (0, 0, pickerWidth, 10), height: 10))
                                </subviews>
                                <constraints>
                                    <constraint firstItem="g0b-Y4-SBe" firstAttribute="centerY" secondItem="GQm-Mf-6pw" secondAttribute="centerY" id="3Ih-SH-eym"/>
                                    <constraint firstItem="g0b-Y4-SBe" firstAttribute="leading" secondItem="GQm-Mf-6pw" secondAttribute="trailing" constant="8" id="5Xu-C2-ewM"/>
                                    <constraint firstItem="GQm-Mf-6pw" firstAttribute="leading" secondItem="NhW-Qy-GCO" secondAttribute="leading" constant="8" id="AXN-0L-TaU"/>
                                    <constraint firstItem="GQm-Mf-6pw" firstAttribute="top" secondItem="NhW-Qy-GCO" secondAttribute="top" constant="8" id="lij-Br-hcJ"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="g0b-Y4-SBe" secondAttribute="trailing" constant="8" id="vJb-IA-meb"/>
                                    <constraint firstItem="iB1-OW-p4N" firstAttribute="top" secondItem="NhW-Qy-GCO" secondAttribute="top" id="pT"/>
                                    <constraint firstItem="iB1-OW-p4N" firstAttribute="leading" secondItem="NhW-Qy-GCO" secondAttribute="leading" id="pL"/>
                                    <constraint firstAttribute="trailing" secondItem="iB1-OW-p4N" secondAttribute="trailing" id="9DE-gn-dSC"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """.utf8))
        }
        let stale = try doc(stackWidth: 860, pickerWidth: 427).fidelity()
        #expect(stale.storedFrameContradictions.map(\.constraintID) == ["vJb-IA-meb", "9DE-gn-dSC"])
        #expect(stale.storedFrameContradictions.map(\.reason) == [
            .marginOutsideOwner(ownerID: "NhW-Qy-GCO", impliedEdge: 1004, ownerLength: 414),
            .unsatisfied(firstValue: 414, requiredValue: 427)])
        #expect(stale.isCountedApart && !stale.flaggedInDocument)
        let message = try #require(try doc(stackWidth: 860, pickerWidth: 414).layout(storedRootSize: true).diagnostics.first { $0.kind == "stored-frame-contradiction" })
        #expect(message.ids == ["vJb-IA-meb", "g0b-Y4-SBe"])
        #expect(message.message.contains("puts an edge of the layout margins of NhW-Qy-GCO at 1004, outside 0…414"))
        // The stack 250 wide (its margin edge at 394: a right margin of 20) and the picker as
        // wide as the content view: both hold.
        #expect(try doc(stackWidth: 250, pickerWidth: 414).fidelity().storedFrameContradictions.isEmpty)
        // Within a point of the content view's edge: 136 + 271 + 8 = 415.
        #expect(try doc(stackWidth: 271, pickerWidth: 414).fidelity().storedFrameContradictions.isEmpty)
        #expect(try doc(stackWidth: 272, pickerWidth: 414).fidelity().storedFrameContradictions.map(\.reason) == [
            .marginOutsideOwner(ownerID: "NhW-Qy-GCO", impliedEdge: 416, ownerLength: 414)])
    }


    /// A margin attribute is read with the view's own layout margins (UIKit's default 8): `inner`
    /// pinned to `box`'s margins + 4 on each side, stored 4 from the edges, breaks `leading ==
    /// leadingMargin + 4` (stored 4, required 12) and `trailing` likewise (stored 296, required
    /// 288); stored at 12 it satisfies both. Reported, not counted apart (the margins are not
    /// stored). The same view as a table's header view: its margins are the table view's
    /// business (LoopKit CarbKit.storyboard stores it as if they were 0), so nothing is read.
    @Test func marginAttributesAreReadWithTheViewsOwnMargins() throws {
        func doc(innerX: Double, innerWidth: Double) throws -> IBDocument {
            // The box clear of the safe area's insets (its margins are its own, 8).
            try xib(DocumentFixture.view("box", frame: (0, 100, 300, 100), height: 100, subviews: DocumentFixture.view("inner", frame: (innerX, 20, innerWidth, 40), height: 40),
                                         constraints: """
                <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" constant="4" id="mL"/>
                <constraint firstItem="box" firstAttribute="trailingMargin" secondItem="inner" secondAttribute="trailing" constant="4" id="mT"/>
                <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="20" id="iT"/>
                """), constraints: DocumentFixture.pin("box", to: "root", edges: [.leading, .trailing]) + "\n" + DocumentFixture.pin("box", to: "root", edges: [.top], inset: 100),
                size: #"width="300" height="400""#)
        }
        let broken = try doc(innerX: 4, innerWidth: 292).layout(storedRootSize: true)
        let found = broken.diagnostics.filter { $0.kind == "stored-frame-contradiction" }
        #expect(found.map(\.ids) == [["mL", "inner"], ["mT", "box"]])
        #expect(found.first?.message.hasPrefix("constraint mL (inner.leading == box.leadingMargin + 4): the stored frames give 4 where it requires 12") == true)
        #expect(found.last?.message.hasPrefix("constraint mT (box.trailingMargin == inner.trailing + 4): the stored frames give 292 where it requires 300") == true)
        #expect(broken.storedFrameContradictions.isEmpty)
        #expect(broken.storedFrameWarnings.map(\.constraintID) == ["mL", "mT"])
        let held = try doc(innerX: 12, innerWidth: 276).layout(storedRootSize: true)
        #expect(!held.diagnostics.contains { $0.kind == "stored-frame-contradiction" })
    }

    /// A size against a safe area with a multiplier is read with the guide's frame on the design
    /// device, along an axis without insets (WSDOT Ferries.storyboard: two buttons each `0.45 ×`
    /// the safe area's width, stored 160.5 and 172 wide in a 375-point root with no horizontal
    /// insets: both break it, required 168.75). Reported, not counted apart.
    @Test func aSizeAgainstASafeAreaWithAMultiplierIsReadWithTheGuidesFrame() throws {
        let guide = #"<viewLayoutGuide key="safeArea" id="sa"/>"#
        func doc(_ widthA: Double, _ widthB: Double) throws -> IBDocument {
            try IBDocument(data: DocumentFixture.xib("""
                \(DocumentFixture.view("a", frame: (8, 0, widthA, 40), height: 40))
                \(DocumentFixture.view("b", frame: (16 + widthA, 0, widthB, 40), height: 40))
                """, constraints: """
                <constraint firstItem="a" firstAttribute="width" secondItem="sa" secondAttribute="width" multiplier="0.45" id="L6V"/>
                <constraint firstItem="b" firstAttribute="width" secondItem="sa" secondAttribute="width" multiplier="0.45" id="ixM"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="8" id="la"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="lb"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="ta"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" id="tb"/>
                """, size: #"width="375" height="100""#, device: "retina4_7", extra: guide))
        }
        let broken = try doc(160.5, 172).layout(storedRootSize: true)
        let messages = broken.diagnostics.filter { $0.kind == "stored-frame-contradiction" }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("constraint L6V (a.width == 0.45 × root.safeArea.width): the stored frames give 160.5 where it requires 168.75") == true)
        #expect(messages.last?.hasPrefix("constraint ixM (b.width == 0.45 × root.safeArea.width): the stored frames give 172 where it requires 168.75") == true)
        #expect(broken.storedFrameContradictions.isEmpty)
        #expect(!(try doc(168.75, 168.75).layout(storedRootSize: true).diagnostics.contains { $0.kind == "stored-frame-contradiction" }))
    }

    /// A table's header view: constraints to its margins are not read (its margins are set by
    /// the table view; LoopKit CarbKit.storyboard and ptsochantaris trailer Main.storyboard store
    /// its subviews as if they were 0).
    @Test func aTableHeaderViewsMarginsAreNotRead() throws {
        let doc = try xib("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                <view key="tableHeaderView" contentMode="scaleToFill" id="hdr">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="90"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>\(DocumentFixture.view("inner", frame: (10, 10, 280, 70)))</subviews>
                    <constraints>
                        <constraint firstItem="inner" firstAttribute="top" secondItem="hdr" secondAttribute="topMargin" constant="10" id="hT"/>
                        <constraint firstItem="inner" firstAttribute="leading" secondItem="hdr" secondAttribute="leadingMargin" constant="10" id="hL"/>
                        <constraint firstItem="hdr" firstAttribute="trailingMargin" secondItem="inner" secondAttribute="trailing" constant="10" id="hR"/>
                        <constraint firstItem="hdr" firstAttribute="bottomMargin" secondItem="inner" secondAttribute="bottom" constant="10" id="hB"/>
                    </constraints>
                </view>
            </tableView>
            """, constraints: DocumentFixture.pin("tv", to: "root"), size: #"width="300" height="300""#)
        let layout = try doc.layout(storedRootSize: true)
        #expect(!layout.diagnostics.contains { $0.kind == "stored-frame-contradiction" && ["hT", "hL", "hR", "hB"].contains($0.ids.first ?? "") })
    }
}
