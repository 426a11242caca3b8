/// What a `<segmentedControl>` states about its `UISegmentedControl` (its font from its
/// `fontDescription`): its `<segment title=… image=… width=…>` segments, the selected index and
/// `apportionsSegmentWidthsByContent`.
struct SegmentedControlAttributes: ElementAttributes {
    /// A `<segment>`: its title, image name and width (0: automatic).
    struct Segment: Equatable {
        let title: String?, imageName: String?, width: Double
    }

    /// The segments, in order.
    let segments: [Segment]
    /// UIKit's `selectedSegmentIndex`; -1 (none) when not written.
    let selectedSegmentIndex: Int
    /// UIKit's `apportionsSegmentWidthsByContent`.
    let apportionsSegmentWidthsByContent: Bool

    init(_ d: inout AttributeDecoder) {
        var segments: [Segment] = []
        for s in d.element.child("segments")?.children(named: "segment") ?? [] {
            segments.append(Segment(title: s["title"], imageName: s["image"], width: d.number("segment.width", value: s["width"]) ?? 0))
        }
        self.segments = segments
        selectedSegmentIndex = d.integer("selectedSegmentIndex") ?? -1
        apportionsSegmentWidthsByContent = d.flag("apportionsSegmentWidthsByContent")
    }
}
