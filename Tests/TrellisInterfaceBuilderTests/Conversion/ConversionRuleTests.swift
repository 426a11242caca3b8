import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder
import TrellisTestSupport

/// The rules that turn a document into views, each on a minimal hand-written document.
struct ConversionRuleTests {
    /// Stack view `st` pinned to the top of `root`, 10 pt in from its leading and trailing edges.
    static let stackAtTopInset10 = DocumentFixture.pin("st", to: "root", edges: [.top])
        + DocumentFixture.pin("st", to: "root", edges: [.leading, .trailing], inset: 10)

    /// A xib on the iPhone 8 canvas with one free-form 320 × 100 top-level view `root`.
    func xib(_ subviews: String, constraints: String = "", size: String = #"width="320" height="100""#) throws -> IBDocument {
        try IBDocument(data: DocumentFixture.xib(subviews, constraints: constraints, size: size, toolsVersion: "14460", device: "retina4_7"))
    }

    @Test func unknownIDIsADiagnosticNamingIt() throws {
        let doc = try xib(#"<view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
                          constraints: #"<constraint firstItem="nope" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>"#)
        let layout = try doc.layout()
        let d = try #require(layout.diagnostics.first { $0.kind == "unknown-id" })
        #expect(d.ids == ["c1", "nope"])
        #expect(d.message.contains("'nope'"))
    }

    @Test func sizeClassVariationOverridesAConstant() throws {
        // <variation key="heightClass=compact" constant="30"/> inside the constraint: 10 in
        // portrait (regular height), 30 in landscape on an iPhone 8 (compact height).
        let doc = try xib("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="320" height="10"/>
                <constraints><constraint firstAttribute="height" constant="10" id="h"><variation key="heightClass=compact" constant="30"/></constraint></constraints>
            </view>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="r"/>
            """)
        #expect(try doc.layout(orientation: .portrait).frame(of: "a")?.height == 10)
        #expect(try doc.layout(orientation: .landscapeRight).frame(of: "a")?.height == 30)
    }

    @Test func scrollViewEdgesToContentDefineTheContentSize() throws {
        // UIKit (Auto Layout Guide, "Working with Scroll Views"): edges between a scroll view and
        // its content attach to the content area, width to the frame. The 1000-point content
        // does not stretch the 320 × 100 scroll view.
        let doc = try xib("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="0" y="0" width="320" height="100"/>
                <subviews>
                    \(DocumentFixture.view("c", frame: (0, 0, 320, 1000), height: 1000))
                </subviews>
                <constraints>
                    <constraint firstItem="c" firstAttribute="top" secondItem="s" secondAttribute="top" id="ct"/>
                    <constraint firstItem="c" firstAttribute="leading" secondItem="s" secondAttribute="leading" id="cl"/>
                    <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="cr"/>
                    <constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" id="cb"/>
                    <constraint firstItem="c" firstAttribute="width" secondItem="s" secondAttribute="width" id="cw"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" id="r"/>
            <constraint firstAttribute="bottom" secondItem="s" secondAttribute="bottom" id="b"/>
            """)
        let layout = try doc.layout()
        #expect(layout.frame(of: "s") == Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(layout.frame(of: "c") == Rect(x: 0, y: 0, width: 320, height: 1000))
        #expect(!layout.diagnostics.contains { $0.kind == "unsatisfiable" })
    }

    @Test func sliderAlignmentRectangle() throws {
        // leading/trailing 8 from the root place the slider's alignment rectangle; its frame is
        // 2 points wider on each side (x 6, width 304 + 4 = 308), 31 high from its stored size.
        let doc = try xib(#"<slider opaque="NO" value="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="6" y="10" width="308" height="31"/></slider>"#,
                          constraints: """
            <constraint firstItem="sl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
            <constraint firstItem="sl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l"/>
            <constraint firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" constant="8" id="r"/>
            """)
        #expect(try doc.layout().frame(of: "sl") == Rect(x: 6, y: 10, width: 308, height: 31))
    }

    @Test func controlsInAStackViewAreArrangedByTheirAlignmentRectangles() throws {
        // A fill column 300 wide at (10, 0), as Xcode stores one (RxSwift APIWrappers): the
        // segmented control's 32-point frame has a 31-point alignment rectangle, so the slider
        // starts at 31; the slider's alignment rectangle fills the width and is 30 high (frame
        // x −2, 304 × 31), so the switch starts at 61; the switch's frame reaches 2 points past
        // the column (302). The views' intrinsic sizes are their stored alignment rectangles.
        let doc = try xib("""
            <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="10" y="0.0" width="300" height="92"/>
                <subviews>
                    <segmentedControl opaque="NO" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg"><rect key="frame" x="0.0" y="0.0" width="300" height="32"/></segmentedControl>
                    <slider opaque="NO" value="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="-2" y="31" width="304" height="31"/></slider>
                    <switch opaque="NO" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw"><rect key="frame" x="0.0" y="61" width="302" height="31"/></switch>
                </subviews>
            </stackView>
            """, constraints: Self.stackAtTopInset10)
        let layout = try doc.layout(storedRootSize: true)
        #expect(layout.frame(of: "sg") == Rect(x: 0, y: 0, width: 300, height: 32))
        #expect(layout.frame(of: "sl") == Rect(x: -2, y: 31, width: 304, height: 31))
        #expect(layout.frame(of: "sw") == Rect(x: 0, y: 61, width: 302, height: 31))
        #expect(layout.frame(of: "st") == Rect(x: 10, y: 0, width: 300, height: 92))
        #expect(layout.views["sl"]?.alignmentRectInsets == EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        #expect(layout.views["sl"]?.intrinsicContentSize == Size(width: 300, height: 30))
        #expect(try doc.fidelity().mismatches.isEmpty)
    }

    @Test func stoppedActivityIndicatorIsArrangedOnTheCanvas() throws {
        // A fill column 100 wide: a 30-point label, a stopped activity indicator that hides when
        // stopped (Interface Builder writes hidden="YES" for it), a 40-point label. UIKit
        // collapses it (the second label at 30). Xcode's canvas arranges it at its full 20 points
        // (second label at 50), as RxSwift APIWrappers.storyboard (toolsVersion 18122) stores it;
        // the Xcode version makes no difference.
        func doc(_ toolsVersion: String) throws -> IBDocument {
            try IBDocument(data: DocumentFixture.xib("""
                <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="90"/>
                    <subviews>
                        <label opaque="NO" text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="0.0" width="100" height="30"/></label>
                        <activityIndicatorView hidden="YES" opaque="NO" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="ai"><rect key="frame" x="0.0" y="30" width="100" height="20"/></activityIndicatorView>
                        <label opaque="NO" text="B" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0.0" y="50" width="100" height="40"/></label>
                    </subviews>
                </stackView>
                """, constraints: DocumentFixture.pin("st", to: "root", edges: [.top, .leading, .trailing]), size: #"width="100" height="200""#,
                toolsVersion: toolsVersion, device: "retina4_7"))
        }
        let old = try doc("18122"), new = try doc("21000")
        for canvas in [try old.layout(storedRootSize: true), try new.layout(storedRootSize: true)] {
            #expect(canvas.frame(of: "ai") == Rect(x: 0, y: 30, width: 100, height: 20))
            #expect(canvas.frame(of: "b") == Rect(x: 0, y: 50, width: 100, height: 40))
            #expect(canvas.frame(of: "st") == Rect(x: 0, y: 0, width: 100, height: 90))
        }
        #expect(try old.fidelity().mismatches.isEmpty)
        // At run time the indicator collapses after the first label.
        for layout in [try old.layout(), try new.layout()] {
            #expect(layout.frame(of: "ai") == Rect(x: 0, y: 30, width: 100, height: 0))
            #expect(layout.frame(of: "b") == Rect(x: 0, y: 30, width: 100, height: 40))
            #expect(layout.frame(of: "st")?.height == 70)
            #expect(layout.views["ai"]?.isHidden == true)
        }
    }

    @Test func canvasKeepsTheLengthOnlyAmbiguitySuppressionDecides() throws {
        // A centred column 300 wide: a label 100 × 30, then a plain view with only a height (20).
        // UIKit sizes the view's width by UISV-ambiguity-suppression (0 at priority 25): at run
        // time it is 0 wide at the centre (150). Xcode's canvas keeps the 240 points it stored
        // (pocket-casts ProfileViewController.xib): (30, 30, 240, 20).
        let doc = try xib("""
            <stackView opaque="NO" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="10" y="0.0" width="300" height="50"/>
                <subviews>
                    <label opaque="NO" text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="100" y="0.0" width="100" height="30"/></label>
                    \(DocumentFixture.view("pad", frame: (30, 30, 240, 20), height: 20))
                </subviews>
            </stackView>
            """, constraints: Self.stackAtTopInset10)
        let canvas = try doc.layout(storedRootSize: true)
        #expect(canvas.frame(of: "pad") == Rect(x: 30, y: 30, width: 240, height: 20))
        #expect(canvas.frame(of: "a") == Rect(x: 100, y: 0, width: 100, height: 30))
        #expect(try doc.fidelity().mismatches.isEmpty)
        let runtime = try doc.layout()
        #expect(runtime.frame(of: "pad") == Rect(x: 150, y: 30, width: 0, height: 20))
        #expect(runtime.views["pad"]?.explicitIntrinsicContentSize == nil)
    }

    @Test func storedFramesContradictingARequiredSafeAreaConstraintAreCountedApart() throws {
        // A label stored at x 0, 320 wide, with the required leading = safeArea.leading + 20 and
        // centred: read with the stored frame, the safe area would begin at −20, outside the root
        // — impossible on any canvas (Alamofire and ChartsDemo launch screens). The document's
        // fidelity is counted apart, with a diagnostic naming the constraint.
        func doc(x: String, width: String, priority: String = "") throws -> IBDocument {
            try IBDocument(data: DocumentFixture.xib("""
                <label opaque="NO" text="iOS Example" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="lb"><rect key="frame" x="\(x)" y="40" width="\(width)" height="20"/></label>
                """, constraints: """
                <constraint firstItem="lb" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="20" \(priority) symbolic="YES" id="lead"/>
                <constraint firstItem="sa" firstAttribute="centerX" secondItem="lb" secondAttribute="centerX" id="cx"/>
                <constraint firstItem="lb" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="top"/>
                """, size: #"width="320" height="100""#, toolsVersion: "14460", device: "retina4_7", extra: #"<viewLayoutGuide key="safeArea" id="sa"/>"#))
        }
        let stale = try doc(x: "0.0", width: "320").fidelity()
        #expect(stale.storedFrameContradictions == [StoredFrameContradiction(
            constraintID: "lead", viewID: "lb", constraint: "lb.leading == root.safeArea.leading + 20",
            reason: .safeAreaOutsideOwner(guideOwnerID: "root", impliedEdge: -20, ownerLength: 320),
            reference: ConstraintReference(identifier: "lead", firstID: "lb", firstAttribute: .leading, secondID: "root", secondAttribute: .leading))])
        #expect(stale.isCountedApart && !stale.flaggedInDocument)
        #expect(stale.mismatches.map(\.solved) == [Rect(x: 20, y: 40, width: 280, height: 20)])
        #expect(try doc(x: "0.0", width: "320").layout(storedRootSize: true).diagnostics.contains { $0.kind == "stored-frame-contradiction" && $0.ids == ["lead", "lb"] })
        // Frames that follow the constraint, or a constraint that is not required: nothing to say.
        let consistent = try doc(x: "20", width: "280").fidelity()
        #expect(consistent.storedFrameContradictions.isEmpty && !consistent.isCountedApart && consistent.mismatches.isEmpty)
        #expect(try doc(x: "0.0", width: "320", priority: #"priority="750""#).fidelity().storedFrameContradictions.isEmpty)
    }

    @Test func fixedFrameWithoutConstraintsStays() throws {
        let doc = try xib("""
            <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="f"><rect key="frame" x="20" y="30" width="40" height="50"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <constraints><constraint firstAttribute="width" constant="10" id="w"/><constraint firstAttribute="height" constant="10" id="h"/></constraints>
            </view>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            """)
        let layout = try doc.layout()
        #expect(layout.frame(of: "f") == Rect(x: 20, y: 30, width: 40, height: 50))
        #expect(!layout.diagnostics.contains { $0.kind == "ambiguous" })
    }

    @Test func ambiguousCustomViewTakesItsStoredSize() throws {
        // A designable (customClass) centred without a size: Interface Builder knew its
        // intrinsic size by running its code; Trellis takes the stored 100 × 20 → (110, 40).
        let doc = try xib(#"<view translatesAutoresizingMaskIntoConstraints="NO" id="stars" customClass="StarsView"><rect key="frame" x="110" y="40" width="100" height="20"/></view>"#,
                          constraints: """
            <constraint firstItem="stars" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
            <constraint firstItem="stars" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
            """)
        let layout = try doc.layout()
        #expect(layout.frame(of: "stars") == Rect(x: 110, y: 40, width: 100, height: 20))
        #expect(layout.diagnostics.contains { $0.kind == "estimated-size" && $0.ids == ["stars"] })
        #expect(!layout.diagnostics.contains { $0.kind == "ambiguous" })
    }

    @Test func fontsTitlesAndBaselines() throws {
        // The fonts are read (13 pt medium label, 17 pt semibold button, Dynamic Type body = 17),
        // so first baselines line up: label top 35 + ascender 0.952 × 13 = 47.38; the button's
        // baseline is 6 (content inset) + 0.952 × 17 = 22.18 below its top → 25.19, on the 2x
        // pixel grid 25 (pocket-casts ShelfActionsViewController.xib stores 25.5).
        let doc = try xib("""
            <label text="Shelf" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="20" y="35" width="99.5" height="16"/>
                <fontDescription key="fontDescription" type="system" weight="medium" pointSize="13"/></label>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="260" y="25.5" width="32" height="33"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/><state key="normal" title="Go"/></button>
            <label text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="body"><rect key="frame" x="20" y="70" width="40" height="20.5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            """, constraints: """
            <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="35" id="t"/>
            <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ll"/>
            <constraint firstItem="b" firstAttribute="firstBaseline" secondItem="l" secondAttribute="firstBaseline" id="bb"/>
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="28" id="bt"/>
            <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="70" id="yt"/>
            <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="yl"/>
            """)
        let layout = try doc.layout()
        let button = try #require(layout.views["b"] as? Button)
        #expect(button.font == .systemFont(ofSize: 17, weight: .semibold) && button.title == "Go")
        #expect((layout.views["l"] as? Label)?.font == .systemFont(ofSize: 13, weight: .medium))
        #expect((layout.views["body"] as? Label)?.font == .preferredFont(forTextStyle: .body))
        #expect(layout.frame(of: "b") == Rect(x: 260, y: 25, width: 32, height: 33))
    }

    @Test(.needsTextShaping)
    func textIsMeasuredAndCalibratedOrStored() throws {
        // Measured (the default): "Hello" at 17 points measures 38.5 × 20.3 and Xcode stored
        // 44 × 22 for a label only its top and leading place, so the label is calibrated to keep
        // 44 × 22 on the design device; no size is reported as estimated. A label stored 99 × 33
        // is not its text's size (no scale within ±30 % gives it): it keeps the stored size,
        // reported as estimated. Stored: the stored size is the intrinsic size, and is reported.
        func body(_ width: Int, _ height: Int) -> String {
            #"<label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="\#(width)" height="\#(height)"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        }
        let constraints = #"<constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/><constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x"/>"#
        let measured = try xib(body(44, 22), constraints: constraints).layout()
        let label = try #require(measured.views["l"] as? Label)
        #expect(label.explicitIntrinsicContentSize == nil)
        #expect(label.measurer is CalibratedTextMeasurer)
        #expect(measured.frame(of: "l")?.size == Size(width: 44, height: 22))
        #expect(!measured.diagnostics.contains { $0.kind == "estimated-size" })
        var doc = try xib(body(99, 33), constraints: constraints)
        let unexplained = try doc.layout()
        #expect(unexplained.frame(of: "l")?.size == Size(width: 99, height: 33))
        #expect((unexplained.views["l"] as? Label)?.explicitIntrinsicContentSize == Size(width: 99, height: 33))
        #expect(unexplained.diagnostics.contains { $0.kind == "estimated-size" && $0.ids == ["l"] })
        doc.textSizing = .stored
        let stored = try doc.layout()
        #expect(stored.frame(of: "l")?.size == Size(width: 99, height: 33))
        #expect(stored.diagnostics.contains { $0.kind == "estimated-size" && $0.ids == ["l"] })
    }

    /// A storyboard: a navigation controller (bar translucent or not) whose root controller has
    /// a 10-point band pinned to the top layout guide.
    func navigationStoryboard(translucent: Bool) throws -> IBDocument {
        let rootHeight = translucent ? 667 : 603
        let navigation = DocumentFixture.navigationControllerScene("nav", bar: "bar", barFrame: (0, 20, 375, 44),
                                                                   barAttributes: translucent ? "" : #"translucent="NO""#, root: "vc")
        let root = DocumentFixture.scene(DocumentFixture.view("band", frame: (0, 0, 375, 10), height: 10), constraints: """
            <constraint firstItem="band" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="t"/>
            \(DocumentFixture.pin("band", to: "root", edges: [.leading, .trailing]))
            """, rootFrame: #"x="0.0" y="0.0" width="375" height="\#(rootHeight)""#,
            extra: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#, controllerExtra: """
            <layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>
            <navigationItem key="navigationItem" id="item"/>
            """)
        return try IBDocument(data: DocumentFixture.storyboard(navigation + root, toolsVersion: "14460", device: "retina4_7"))
    }

    @Test func translucentNavigationBarCoversTheRootTop() throws {
        // iOS: a translucent bar overlaps the root view; topLayoutGuide = 20 + 44.
        let layout = try navigationStoryboard(translucent: true).layout()
        #expect(layout.frame(of: "root") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(layout.frame(of: "band") == Rect(x: 0, y: 64, width: 375, height: 10))
    }

    @Test func opaqueNavigationBarIsAboveTheRoot() throws {
        // An opaque bar: the root starts below it (Xcode stores 375 × 603) and the guide is at 0;
        // on an iPhone 4s the root is 480 − 64 high.
        let doc = try navigationStoryboard(translucent: false)
        let layout = try doc.layout()
        #expect(layout.frame(of: "band") == Rect(x: 0, y: 0, width: 375, height: 10))
        let small = try doc.layout(device: Device.named("retina3_5"))
        #expect(small.frame(of: "root")?.size == Size(width: 320, height: 416))
        #expect(small.frame(of: "band") == Rect(x: 0, y: 0, width: 320, height: 10))
    }
}
