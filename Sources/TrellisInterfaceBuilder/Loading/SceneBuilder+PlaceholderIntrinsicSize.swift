import Trellis

extension SceneBuilder {
    /// The intrinsic content size Interface Builder gives a view on its canvas when the size
    /// inspector's "Intrinsic Size" is set to "Placeholder" (`placeholderIntrinsicWidth=`,
    /// `placeholderIntrinsicHeight=`; `infinite` is no intrinsic size on that axis, UIKit's
    /// `noIntrinsicMetric`), or nil when the element has none or the layout is not the canvas's
    /// (``CanvasRule/placeholderIntrinsicSize``). The placeholder replaces whatever the view's
    /// class would report — a label's text, an image, a custom class's code — at design time
    /// only: at run time UIKit asks the view itself, so `layout(device:)` keeps Trellis's usual
    /// intrinsic size.
    func placeholderIntrinsicSize(_ e: XMLTree) -> Size? {
        guard simulatesCanvas, e["placeholderIntrinsicWidth"] != nil || e["placeholderIntrinsicHeight"] != nil,
              CanvasRule.placeholderIntrinsicSize.applies(to: document.tools) else { return nil }
        func metric(_ name: String) -> Double {
            guard let text = e[name], text != "infinite", let value = Double(text), value.isFinite, value >= 0 else {
                if let text = e[name], text != "infinite" {
                    result.diagnostics.append(Diagnostic(.warning, "unsupported",
                        "<\(e.name)> at line \(e.line): \(name) '\(text)' is not a size; no placeholder intrinsic size on that axis", ids: [e["id"] ?? ""]))
                }
                return View.noIntrinsicMetric
            }
            return value
        }
        return Size(width: metric("placeholderIntrinsicWidth"), height: metric("placeholderIntrinsicHeight"))
    }
}
