import Trellis

/// A root that fills the canvas — a view controller's root view, or a top-level view Xcode
/// stores at the size of the design canvas — with `translatesAutoresizingMaskIntoConstraints="NO"`
/// and no constraints that size it: Interface Builder draws it filling the canvas, on every
/// device at that canvas's size, as its stored frame on the design device is. Without a frame
/// from its autoresizing mask nothing sized it here: the engine left it ambiguous (0 high and
/// arbitrarily wide), and its subviews with it. Rule `canvas-sized-root`; it holds on the design
/// canvas as on a second device.
///
/// Evidence, elements that move with the rule over the shared corpora (`trellis fidelity`, and
/// `trellis pairs` for the second device): 31 come out within 1 point that did not and 1 no
/// longer does, in 4 projects — Rise (VladimirBrejcha: CreateSchedule 12, CreatePlan 4,
/// SetupPlan 6, Plan 6 and the 1 lost), COVIDSafe Main 2, SoundFonts Effects 1 — none in
/// `corpus`; on the second device ProtonVPN SubuserAlertViewController.xib (iPhone X → SE: the
/// root stored 375 × 812 and 320 × 568, the labels 343 and 288 wide) 0 → 7 of 9, and its B on
/// its own canvas 6 → 9 of 9.
extension SceneBuilder {
    /// Holds `root` at `frame` in its window by required constraints when the document asks it
    /// not to translate its autoresizing mask into constraints (see above); `frame` is the
    /// canvas-filling frame ``place(_:storedRootSize:)`` gives a root in a window.
    func holdCanvasSizedRoot(_ root: View, at frame: Rect) {
        guard !root.translatesAutoresizingMaskIntoConstraints, let window = root.superview else { return }
        do {
            for (attribute, constant) in [(LayoutAttribute.left, frame.minX), (.top, frame.minY)] {
                try LayoutConstraint(item: root, attribute: attribute, relatedBy: .equal, toItem: window, attribute: attribute, multiplier: 1, constant: constant).activate()
            }
            for (attribute, constant) in [(LayoutAttribute.width, frame.width), (.height, frame.height)] {
                try LayoutConstraint(item: root, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: constant).activate()
            }
        } catch {
            result.diagnostics.append(Diagnostic(.warning, "unsupported", "root at the canvas's size: \(error)", ids: [scene.rootView["id"] ?? "?"]))
        }
    }
}
