import Trellis

extension SceneBuilder {
    /// `<segmentedControl>`: `UISegmentedControl` with its ``SegmentedControlAttributes``
    /// (segments — an image's size from `<resources>` —, selected index,
    /// `apportionsSegmentWidthsByContent`) and font.
    func readSegmentedControl(_ e: XMLTree, _ a: SegmentedControlAttributes, shared: ViewAttributes) -> SegmentedControl {
        let control = SegmentedControl()
        control.segments = a.segments.map { s in
            SegmentedControl.Segment(title: s.title, image: s.imageName.flatMap { name in document.images[name].map { Image(name: name, size: $0) } },
                                     width: s.width)
        }
        control.selectedSegmentIndex = a.selectedSegmentIndex
        control.apportionsSegmentWidthsByContent = a.apportionsSegmentWidthsByContent
        setFont(e, fallback: control.font) { [weak control] in control?.font = $0 }
        return control
    }
}
