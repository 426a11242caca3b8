import Foundation
import Trellis
import TrellisInterfaceBuilder

/// The text form of a layout (the JSON is ``LayoutJSON``).
enum Report {
    static func number(_ v: Double) -> String { formatPoints(v) }

    static func orientationName(_ o: Orientation) -> String { o.isLandscape ? "landscape" : "portrait" }

    static func text(_ layout: IBLayout, file: String) -> String {
        let d = layout.device
        let size = d.size(for: layout.orientation)
        var out = "\(escapingControlCharacters(file)) — \(d.name) (\(d.id)), \(orientationName(layout.orientation)), \(number(size.width))×\(number(size.height)) @\(number(d.scale))x\n"
        // Ids come from the document: escaped, so that one cannot break a row or drive the terminal.
        let rows = layout.entries.map { e in [e.id, e.elementName, e.superviewID ?? "-"].map(escapingControlCharacters) + [frameText(e.view.frame, scale: d.scale)] }
        let header = ["id", "class", "superview", "frame (x, y, width, height)"]
        let widths = (0..<4).map { i in ([header] + rows).map { $0[i].count }.max()! }
        for row in [header] + rows {
            for (i, cell) in row.enumerated() {
                out += cell
                // Padded to the column's width in characters, as the widths are counted.
                if i < 3 { out += String(repeating: " ", count: widths[i] - cell.count + 2) }
            }
            out += "\n"
        }
        if layout.diagnostics.isEmpty {
            out += "no issues\n"
        } else {
            for diag in layout.diagnostics { out += escapingControlCharacters("\(diag)") + "\n" }
        }
        return out
    }

    /// `(x, y, width, height)`; with a screen scale, each value at most to the pixel: on the pixel
    /// grid, with the decimals a pixel needs and no more (at 3× a third of a point prints 110.67,
    /// not 110.66666666666666; at 2×, 93.5).
    static func frameText(_ r: Rect, scale: Double? = nil) -> String {
        let values = [r.origin.x, r.origin.y, r.size.width, r.size.height]
        return "(" + values.map { v in scale.map { pixelText(v, scale: $0) } ?? number(v) }.joined(separator: ", ") + ")"
    }

    /// A length on a grid of `scale` pixels per point as reports give it: rounded to the nearest
    /// pixel (``Double/roundedToPixel(scale:)``), then to ⌈log10(scale)⌉ + 1 decimals (two at 2×
    /// and 3×: 10.333… at 3× is 10.33). The text table and the JSON output both use it.
    static func pixelValue(_ v: Double, scale: Double) -> Double {
        guard v.isFinite, scale >= 1, scale.isFinite else { return v }
        let onGrid = v.roundedToPixel(scale: scale)
        let unit = pow(10, Double(decimals(scale: scale)))
        return (onGrid * unit).rounded(.toNearestOrAwayFromZero) / unit
    }

    /// ``pixelValue(_:scale:)`` printed with its decimals, trailing zeros dropped.
    static func pixelText(_ v: Double, scale: Double) -> String {
        guard v.isFinite, scale >= 1, scale.isFinite else { return number(v) }
        let value = pixelValue(v, scale: scale)
        if value == value.rounded() { return number(value) }
        let places = decimals(scale: scale), unit = pow(10, Double(places))
        var text: String
        if abs(value * unit) < 1e15 {
            // A whole number of hundredths (at 2× and 3×), printed from that integer as
            // `String(format: "%.2f")` prints it; the formatter took a third of printing a table.
            let units = Int64((abs(value) * unit).rounded()), fraction = String(units % Int64(unit))
            text = (value < 0 ? "-" : "") + String(units / Int64(unit)) + "." + String(repeating: "0", count: places - fraction.count) + fraction
        } else {
            text = String(format: "%.\(places)f", value)
        }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func decimals(scale: Double) -> Int { Int(log10(scale).rounded(.up)) + 1 }
}
