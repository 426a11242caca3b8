import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// Reading the YAML shape of a layout file; errors name the line of the file.
@Suite struct LayoutFileParseTests {
    static let sample = """
    device: retina4_7
    orientation: landscape
    metrics: {gap: 8}
    view:
      id: root
      color: "#FF8000"
      subviews:
        - id: image
          class: imageView
          frame: [50, 50, 200, 200]
          intrinsicSize: [200, 200]
          compressionResistance: 501
          hugging: {horizontal: 251}
          autoresizingMask: [flexibleMaxX, flexibleHeight]
          clipsToBounds: true
    constraints:
      - "H:|-gap-[image]"
      - image.width == 100 @500
    """

    @Test func readsViewsAndConstraints() throws {
        let file = try LayoutFile.parse(Self.sample)
        #expect(file.device.id == "retina4_7")
        // "landscape" is UIKit's landscapeRight, as `Orientation(name:)` reads it.
        #expect(file.orientation == .landscapeRight)
        #expect(file.metrics == ["gap": 8])
        #expect(file.root.id == "root")
        // #FF8000 = (255, 128, 0) / 255.
        #expect(file.root.color == [1, 128.0 / 255, 0, 1])
        let image = try #require(file.root.subviews.first)
        #expect(image.className == "imageView")
        #expect(image.line == 8)
        #expect(image.frame == [50, 50, 200, 200])
        #expect(image.intrinsicSize == [200, 200])
        #expect(image.compressionResistance == [501, 501])
        #expect(image.hugging == [251, nil])
        // IB's XML names are synonyms of UIKit's flag names.
        #expect(image.autoresizingMask == ["flexibleRightMargin", "flexibleHeight"])
        #expect(image.clipsToBounds)
        #expect(file.constraints.count == 2)
        #expect(file.constraints[0] == .visualFormat("H:|-gap-[image]", line: 17))
        guard case .equation(let e, let line) = file.constraints[1] else { Issue.record("not an equation"); return }
        #expect(line == 18)
        #expect(e.constant == 100 && e.priority == 500)
    }

    @Test func equationErrorsNameLineAndColumn() {
        let yaml = """
        view:
          id: root
          subviews: [{id: a}]
        constraints:
          - a.width == 10
          - a.width <= a.hieght
        """
        #expect(throws: LayoutFileError(line: 6, column: 14, message: "unknown attribute 'hieght'", source: "a.width <= a.hieght")) {
            try LayoutFile.parse(yaml)
        }
    }

    @Test func unknownViewInEquation() {
        let yaml = """
        view: {id: root}
        constraints:
          - root.width == blue.width
        """
        #expect(throws: LayoutFileError(line: 3, column: 15, message: "unknown view id 'blue'", source: "root.width == blue.width")) {
            try LayoutFile.parse(yaml)
        }
    }

    @Test func shapeErrors() {
        #expect(throws: LayoutFileError(line: 2, message: "unknown key 'colour' in a view (expected one of autoresizingMask, class, clipsToBounds, color, compressionResistance, frame, hidden, hugging, id, intrinsicSize, label, subviews, translatesAutoresizingMaskIntoConstraints)")) {
            try LayoutFile.parse("view:\n  colour: red\n  id: a\n")
        }
        #expect(throws: LayoutFileError(line: 5, message: "duplicate view id 'a' (first used on line 4)")) {
            try LayoutFile.parse("view:\n  id: root\n  subviews:\n    - {id: a}\n    - {id: a}\n")
        }
        #expect(throws: LayoutFileError(line: 1, message: "missing the 'view' key (the root view)")) {
            try LayoutFile.parse("device: retina4_7\n")
        }
    }

    @Test func unknownDeviceSuggestsCloseMatches() {
        #expect(throws: LayoutFileError(line: 1, message: "unknown device 'ipad9'; did you mean: \(Device.similar(to: "ipad9").map(\.id).joined(separator: ", "))?")) {
            try LayoutFile.parse("device: ipad9\nview: {id: root}\n")
        }
        #expect(Device.similar(to: "ipad9").map(\.id).contains("ipad9_7"))
    }

    @Test func malformedYAMLIsLocated() throws {
        do {
            _ = try LayoutFile.parse("view:\n  id: [a\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 3)
            #expect(error.message.hasPrefix("malformed YAML"))
        }
    }
}
