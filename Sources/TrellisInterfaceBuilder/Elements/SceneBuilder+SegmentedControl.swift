import Trellis

extension SceneBuilder {
    /// `<segmentedControl>`: `UISegmentedControl` with its `<segment title=… image=… width=…>`
    /// segments (an image's size from `<resources>`), selected index, font and
    /// `apportionsSegmentWidthsByContent`.
    func readSegmentedControl(_ e: XMLTree, id: String) -> SegmentedControl {
        let control = SegmentedControl()
        control.segments = (e.child("segments")?.children(named: "segment") ?? []).map { s in
            SegmentedControl.Segment(title: s["title"], image: s["image"].flatMap { name in document.images[name].map { Image(name: name, size: $0) } },
                                     width: s["width"].flatMap(Double.init) ?? 0)
        }
        control.selectedSegmentIndex = e["selectedSegmentIndex"].flatMap(Int.init) ?? -1
        control.apportionsSegmentWidthsByContent = e["apportionsSegmentWidthsByContent"] == "YES"
        setFont(e, fallback: control.font) { [weak control] in control?.font = $0 }
        return control
    }
}
