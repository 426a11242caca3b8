import Trellis

/// A button whose stored width or height is its content's: the set on which button measurement
/// is checked against Xcode (`trellis text-fidelity --buttons`), per ``Kind``.
public struct IntrinsicSizeButton {
    /// What the button shows: each kind's size follows its own rule (``Button``).
    public enum Kind: String, CaseIterable, Sendable {
        /// A plain title, no image.
        case title
        /// A plain title beside an image from the asset catalog.
        case titleAndImage
        /// An SF Symbol image (`catalog="system"`) without a configuration, with or without a title.
        case symbolImage
        /// An iOS 15 `<buttonConfiguration>` whose image is an SF Symbol.
        case configuredSymbolImage
        /// An attributed title (`<attributedString key="attributedTitle">` in the normal
        /// `<state>` or in the `<buttonConfiguration>`).
        case attributedTitle
        /// A background image, with a title.
        case backgroundImage
        /// An iOS 15 `<buttonConfiguration>` without an SF Symbol.
        case configuration
    }

    public var id: String
    public var line: Int
    public var kind: Kind
    /// The button as the reader makes it on the design device, its text not measured.
    public var button: Button
    /// The frame size Xcode stored (the alignment rectangle's).
    public var storedSize: Size
    /// Whether the width is the content's: no width constraint, not pinned twice across.
    public var intrinsicWidth: Bool
    /// Whether the height is the content's: no height constraint, not pinned twice vertically.
    public var intrinsicHeight: Bool
    /// The design device's scale.
    public var scale: Double
}

extension IBDocument {
    /// The document's buttons whose width or height comes from their content, decided from the
    /// document alone as for labels (``intrinsicWidthLabels(dynamicType:)``): laid out by
    /// constraints and named by one, not arranged in a stack view, no subviews; on an axis, no
    /// size constraint and not pinned twice by equalities stronger than its hugging priority
    /// (250 when the document gives none, Interface Builder's default for buttons); with a
    /// title, an attributed title or an image.
    public func intrinsicSizeButtons() -> [IntrinsicSizeButton] {
        let pins = ConstraintPins(root)
        var result: [IntrinsicSizeButton] = []
        forEachButton { e, shared, button, kind in
            let id = shared.id
            guard pins.placesByConstraintsAlone(e, id: id),
                  e.child("subviews")?.children.isEmpty ?? true, designableSizes[id] == nil,
                  let frame = shared.storedFrame else { return }
            let intrinsicWidth = !pins.setsSize(of: id, axis: .horizontal, hugging: shared.contentHuggingPriority.horizontal?.rawValue ?? 250)
            let intrinsicHeight = !pins.setsSize(of: id, axis: .vertical, hugging: shared.contentHuggingPriority.vertical?.rawValue ?? 250)
            guard intrinsicWidth || intrinsicHeight else { return }
            result.append(IntrinsicSizeButton(id: id, line: e.line, kind: kind, button: button,
                                              storedSize: button.alignmentRect(forFrame: frame).size,
                                              intrinsicWidth: intrinsicWidth, intrinsicHeight: intrinsicHeight, scale: designDevice.scale))
        }
        return result
    }

    /// How many of the document's buttons are of each kind, whatever sizes them (constraints,
    /// a stack view or their content): the census beside ``intrinsicSizeButtons()``.
    public func buttonKindCounts() -> [IntrinsicSizeButton.Kind: Int] {
        var counts: [IntrinsicSizeButton.Kind: Int] = [:]
        forEachButton { _, _, _, kind in counts[kind, default: 0] += 1 }
        return counts
    }

    /// Each `<button>` with an id that shows text or an image, read on the design device (its
    /// ``ViewAttributes`` and ``ButtonAttributes``), with its kind.
    private func forEachButton(_ body: (XMLTree, ViewAttributes, Button, IntrinsicSizeButton.Kind) -> Void) {
        let layout = IBLayout(device: designDevice, orientation: designOrientation)
        for scene in scenes {
            let builder = SceneBuilder(document: self, scene: scene, device: designDevice, orientation: designOrientation, result: layout)
            for e in [scene.rootView] + scene.rootView.descendants where e.kind == .button {
                guard let id = e["id"] else { continue }
                let shared = ViewAttributes(e, id: id, traits: builder.traits)
                let button = builder.readButton(e, builder.decode(ButtonAttributes.self, e, id: id), shared: shared)
                if let kind = kind(of: button, e) { body(e, shared, button, kind) }
            }
        }
    }

    /// The kind of a button as read; `nil` when it shows neither text nor image.
    private func kind(of button: Button, _ e: XMLTree) -> IntrinsicSizeButton.Kind? {
        if let c = button.configuration {
            if let image = c.image, systemImages.contains(image.name) { return .configuredSymbolImage }
            if e.child("buttonConfiguration")?.child("attributedString", key: "attributedTitle") != nil { return .attributedTitle }
            return c.title?.isEmpty == false || c.image != nil ? .configuration : nil
        }
        if let image = button.image, systemImages.contains(image.name) { return .symbolImage }
        let normal = e.children.first { $0.name == "state" && $0["key"] == "normal" }
        if normal?.child("attributedString", key: "attributedTitle") != nil { return .attributedTitle }
        guard button.title?.isEmpty == false else { return nil }
        if button.backgroundImage != nil { return .backgroundImage }
        return button.image != nil ? .titleAndImage : .title
    }
}
