import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Layout files laid out: the same frames the equivalent storyboards give (Examples/*.yaml mirror
/// Examples/*.storyboard), to the point.
@Suite struct LayoutFileLayoutTests {
    /// Seed 000 as a layout file (the same text as Examples/AspectFit.yaml, abridged comments).
    static let aspectFit = """
    device: retina4_7
    view:
      id: root
      color: white
      subviews:
        - id: blue
          subviews: [{id: light}]
        - id: pink
          subviews: [{id: dark}]
    constraints:
      - blue.top == superview.top
      - blue.leading == superview.leading
      - blue.trailing == superview.trailing
      - pink.top == blue.bottom
      - pink.leading == superview.leading
      - pink.trailing == superview.trailing
      - pink.bottom == superview.bottom
      - pink.height == blue.height
      - light.width == 4 * light.height
      - light.width <= blue.width
      - light.height <= blue.height
      - light.width == blue.width @750
      - light.height == blue.height @750
      - light.centerX == blue.centerX
      - light.centerY == blue.centerY
      - dark.width == 0.25 * dark.height
      - dark.width <= pink.width
      - dark.height <= pink.height
      - dark.width == pink.width @750
      - dark.height == pink.height @750
      - dark.centerX == pink.centerX
      - dark.centerY == pink.centerY
    """

    @Test func aspectFitOnTheIPhone8() throws {
        let layout = try LayoutFile.parse(Self.aspectFit).layout()
        // Halves of 667: 333.5 each.
        #expect(layout.frame(of: "blue") == Rect(x: 0, y: 0, width: 375, height: 333.5))
        #expect(layout.frame(of: "pink") == Rect(x: 0, y: 333.5, width: 375, height: 333.5))
        // 4:1 inside 375×333.5: width-bound, 375×93.75 centred at y 119.875; edges rounded to the
        // @2x pixel grid give (0, 120, 375, 93.5) — the frame Xcode stored in AspectFit.storyboard.
        #expect(layout.frame(of: "light") == Rect(x: 0, y: 120, width: 375, height: 93.5))
        // 1:4 inside 375×333.5: height-bound, 83.375 wide at x 145.8125 → (146, 0, 83, 333.5).
        #expect(layout.frame(of: "dark") == Rect(x: 146, y: 0, width: 83, height: 333.5))
        #expect(layout.diagnostics.isEmpty)
        #expect(layout.entries.map(\.id) == ["root", "blue", "light", "pink", "dark"])
        #expect(layout.entries.map(\.superviewID) == [nil, "root", "blue", "root", "pink"])
    }

    @Test func aspectFitOnTheIPhone4sInLandscape() throws {
        // The seed's rotation test: 480×320 gives halves of 480×160; 4:1 is 480×120 at y 20,
        // 1:4 is 40×160 at x 220.
        let device = try #require(Device.named("iPhone 4s"))
        let layout = try LayoutFile.parse(Self.aspectFit).layout(device: device, orientation: .landscapeRight)
        #expect(layout.frame(of: "root") == Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(layout.frame(of: "light") == Rect(x: 0, y: 20, width: 480, height: 120))
        #expect(layout.frame(of: "dark") == Rect(x: 220, y: 0, width: 40, height: 160))
    }

    @Test func contentPressure() throws {
        // Seed 001: a 200×200 intrinsic size against width/height == 100 at priority 500.
        // Compression resistance 501 beats 500 (stays 200×200); 499 loses (100×100).
        let yaml = """
        view:
          id: root
          subviews:
            - {id: resists, class: imageView, intrinsicSize: [200, 200], hugging: 251, compressionResistance: 501}
            - {id: yields, class: imageView, intrinsicSize: [200, 200], hugging: 251, compressionResistance: 499}
        constraints:
          - resists.leading == superview.leading + 50
          - resists.top == superview.top + 50
          - resists.width == 100 @500
          - resists.height == 100 @500
          - yields.leading == superview.leading + 50
          - yields.top == resists.bottom + 50
          - yields.width == 100 @500
          - yields.height == 100 @500
        """
        let layout = try LayoutFile.parse(yaml).layout()
        #expect(layout.frame(of: "resists") == Rect(x: 50, y: 50, width: 200, height: 200))
        #expect(layout.frame(of: "yields") == Rect(x: 50, y: 300, width: 100, height: 100))
        #expect(layout.entries.map(\.elementName) == ["view", "imageView", "imageView"])
    }

    @Test func springsAndStrutsForUnconstrainedViews() throws {
        // A view no constraint names keeps translatesAutoresizingMaskIntoConstraints = YES: its
        // frame follows its autoresizing mask when the root grows from 320×480 to 375×667.
        // flexibleWidth + flexibleBottomMargin: width grows by 55 (300 → 355), y stays 10.
        let yaml = """
        view:
          id: root
          frame: [0, 0, 320, 480]
          subviews:
            - {id: bar, frame: [10, 10, 300, 44], autoresizingMask: [flexibleWidth, flexibleBottomMargin]}
        """
        let file = try LayoutFile.parse(yaml)
        let layout = try file.layout()
        #expect(layout.frame(of: "bar") == Rect(x: 10, y: 10, width: 355, height: 44))
        // At its stored size (Xcode's canvas) nothing moves.
        let stored = try file.layout(storedRootSize: true)
        #expect(stored.frame(of: "bar") == Rect(x: 10, y: 10, width: 300, height: 44))
    }

    @Test func conflictsAreDiagnostics() throws {
        // Two required widths cannot both hold: UIKit breaks one and logs; Trellis reports an
        // `unsatisfiable` error naming the view.
        let yaml = """
        view:
          id: root
          subviews: [{id: a}]
        constraints:
          - a.width == 100
          - a.width == 200
          - a.height == 10
          - a.top == superview.top
          - a.leading == superview.leading
        """
        let layout = try LayoutFile.parse(yaml).layout()
        #expect(layout.diagnostics.contains { $0.kind == "unsatisfiable" && $0.severity == .error })
        #expect(layout.frame(of: "a")?.size.height == 10)
    }

    @Test func invalidConstraintsNameTheLine() throws {
        // UIKit refuses to relate a location to a size ("Invalid pairing of layout attributes").
        let yaml = """
        view:
          id: root
          subviews: [{id: a}]
        constraints:
          - a.leading == superview.width
        """
        let file = try LayoutFile.parse(yaml)
        let error = try #require(throws: LayoutFileError.self) { try file.layout() }
        #expect(error.line == 5)
        #expect(error.source == "a.leading == superview.width")
        // `superview` of the root has nothing to refer to.
        let rootless = try LayoutFile.parse("view: {id: root}\nconstraints:\n  - root.width == superview.width\n")
        #expect(throws: LayoutFileError(line: 3, message: "'superview' used with the root view 'root', which has none", source: "root.width == superview.width")) {
            try rootless.layout()
        }
    }
}

/// Visual Format Language lines in layout files.
@Suite struct LayoutFileVisualFormatTests {
    @Test func vflLinesPinAndSize() throws {
        // Seed 000's halves written in VFL: H:|[blue]| and V:|[blue][pink(==blue)]| on the iPhone 8.
        let yaml = """
        view:
          id: root
          subviews: [{id: blue}, {id: pink}]
        constraints:
          - "H:|[blue]|"
          - "H:|[pink]|"
          - "V:|[blue][pink(==blue)]|"
        """
        let layout = try LayoutFile.parse(yaml).layout()
        #expect(layout.frame(of: "blue") == Rect(x: 0, y: 0, width: 375, height: 333.5))
        #expect(layout.frame(of: "pink") == Rect(x: 0, y: 333.5, width: 375, height: 333.5))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func metricsAndStandardSpacing() throws {
        // `-m-` reads the file's metric (12); a lone `-` to the superview edge is 20 and between
        // siblings 8 (UIKit's standard spacing). 375 - 12 - 8 - 20 = 335, shared equally: 167.5 each.
        let yaml = """
        metrics: {m: 12}
        view:
          id: root
          subviews: [{id: a}, {id: b}]
        constraints:
          - "H:|-m-[a(==b)]-[b]-|"
          - "V:|-100-[a(50)]"
          - "V:|-100-[b(50)]"
        """
        let layout = try LayoutFile.parse(yaml).layout()
        #expect(layout.frame(of: "a") == Rect(x: 12, y: 100, width: 167.5, height: 50))
        #expect(layout.frame(of: "b") == Rect(x: 187.5, y: 100, width: 167.5, height: 50))
    }

    @Test func vflErrorsNameLineAndColumn() throws {
        let yaml = """
        view:
          id: root
          subviews: [{id: a}]
        constraints:
          - "H:|-[a]-[c]"
        """
        let file = try LayoutFile.parse(yaml)
        let error = try #require(throws: LayoutFileError.self) { try file.layout() }
        // 'c' is the 10th character of the format.
        #expect(error.line == 5)
        #expect(error.column == 10)
        #expect(error.source == "H:|-[a]-[c]")
        #expect(error.message.contains("c"))
    }
}

/// The view properties a layout file sets.
@Suite struct LayoutFileViewPropertiesTests {
    @Test func propertiesReachTheViews() throws {
        let yaml = """
        view:
          id: root
          frame: [0, 0, 320, 480]
          subviews:
            - {id: a, color: "#00000080", clipsToBounds: true, intrinsicSize: [null, 44]}
            - {id: b, hidden: true, color: clear}
            - {id: c, frame: [1, 2, 3, 4], translatesAutoresizingMaskIntoConstraints: false}
        constraints:
          - "H:|[a]|"
        """
        let layout = try LayoutFile.parse(yaml).layout(storedRootSize: true)
        let a = try #require(layout.views["a"]), b = try #require(layout.views["b"]), c = try #require(layout.views["c"])
        // #00000080: black at alpha 128/255.
        #expect(a.backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(a.clipsToBounds)
        // No intrinsic width (noIntrinsicMetric = -1), height 44.
        #expect(a.explicitIntrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 44))
        #expect(b.isHidden)
        #expect(b.backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 0))
        // Named by a VFL line: translatesAutoresizingMaskIntoConstraints = NO; b is named by nothing: YES;
        // c says so explicitly.
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(b.translatesAutoresizingMaskIntoConstraints)
        #expect(!c.translatesAutoresizingMaskIntoConstraints)
        // storedRootSize keeps the root's 320×480 on the iPhone 8; `a` spans it and its intrinsic
        // height (44) sets its height.
        #expect(layout.frame(of: "root") == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(layout.frame(of: "a")?.size == Size(width: 320, height: 44))
        #expect(layout.entries.first { $0.id == "c" }?.storedFrame == Rect(x: 1, y: 2, width: 3, height: 4))
    }
}
