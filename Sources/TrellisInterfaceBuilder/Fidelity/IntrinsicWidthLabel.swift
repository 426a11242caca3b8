import Trellis

/// A single-line label whose stored width is its text's width: the set on which text
/// measurement is checked against Xcode (`trellis text-fidelity`) and calibrated
/// (`scripts/calibrate-text.py`).
public struct IntrinsicWidthLabel: Sendable {
    public var id: String
    public var line: Int
    public var text: String
    public var font: Font
    /// The frame size Xcode stored on the design device.
    public var storedSize: Size
    /// The design device's scale (Xcode rounds text sizes up to its pixel grid).
    public var scale: Double
}

extension IBDocument {
    /// The document's single-line labels whose width comes from their text, decided from the
    /// document alone:
    /// - a `<label>` with plain `text` (no attributed string), one line (`numberOfLines`
    ///   absent or 1), no `adjustsFontSizeToFitWidth`, and a system font — `type="system"` or
    ///   `"boldSystem"`, or a Dynamic Type `style` (`dynamicType: true`); named faces and
    ///   size-class font variations are left out;
    /// - laid out by constraints (`translatesAutoresizingMaskIntoConstraints="NO"` and named by
    ///   at least one constraint: one that no constraint mentions keeps the frame Xcode stored,
    ///   as appcenter-sdk-apple Sasquatch Main.storyboard's `fixedFrame` labels "TimeToLive"
    ///   and "Transmission Interval", stored 343 wide), not arranged in a stack view (whose
    ///   distribution or alignment may stretch it);
    /// - no constraint on its width, and not pinned twice across: at most one of its leading
    ///   (or left), trailing (or right) and center X positions, margins included, has an
    ///   equality constraint stronger than its horizontal hugging priority (two such pins set
    ///   the width).
    public func intrinsicWidthLabels(dynamicType: Bool = false) -> [IntrinsicWidthLabel] {
        let pins = ConstraintPins(root)
        var result: [IntrinsicWidthLabel] = []
        for e in root.descendants where e.kind == .label {
            guard let id = e["id"] else { continue }
            let label = LabelAttributes.decode(e).attributes, shared = ViewAttributes(e, id: id, traits: TraitCollection())
            // Text written as an attribute only: Interface Builder writes a long text, or one with
            // line breaks, as a `<string>` child, which this census has always left out.
            guard e["text"] != nil, let text = label.text, !text.isEmpty, e.child("attributedString") == nil,
                  (label.numberOfLines ?? 1) == 1, !label.adjustsFontSizeToFitWidth,
                  pins.placesByConstraintsAlone(e, id: id),
                  !e.children(named: "variation").contains(where: { $0.child("fontDescription") != nil }),
                  let d = e.child("fontDescription", key: "fontDescription"),
                  dynamicType ? d["style"] != nil : (d["type"] == "system" || d["type"] == "boldSystem"),
                  let font = Font(interfaceBuilderAttributes: d.attributes),
                  let frame = shared.storedFrame else { continue }
            let hugging = shared.contentHuggingPriority.horizontal?.rawValue ?? 251
            if pins.setsSize(of: id, axis: .horizontal, hugging: hugging) { continue }
            result.append(IntrinsicWidthLabel(id: id, line: e.line, text: text, font: font, storedSize: frame.size,
                                              scale: designDevice.scale))
        }
        return result
    }
}
