import Foundation
import Trellis

/// UIKit's standard controls drawn from their properties (a document's attributes), in the
/// iOS 17 look, to the proportions of Apple's UIKit defaults: a switch's 51 × 31 capsule, a
/// slider's 4-point track and 28-point thumb, a segmented control's 8-point-radius well with the
/// selected segment raised, a stepper's 94 × 32 pair of segments. Each is drawn in its frame `r`
/// (window coordinates), centred where the frame is larger than the control.
extension SVGRenderer {
    /// A white knob with a faint outline, as UIKit's switch and slider thumbs (whose shadow the
    /// outline stands for).
    func knob(cx: Double, cy: Double, radius: Double) -> String {
        "<circle cx=\"\(format(cx))\" cy=\"\(format(cy))\" r=\"\(format(radius))\" fill=\"#ffffff\" stroke=\"#000000\" stroke-opacity=\"0.12\" stroke-width=\"0.5\"/>"
    }

    /// A switch: its capsule (on: the on tint, else `systemGreen`; off: `systemFill`) and a
    /// 27-point knob 2 points inside the capsule's end.
    func switchControl(_ s: Switch, in r: Rect) -> String {
        let w = min(r.width, Switch.size.width), h = min(r.height, Switch.size.height)
        let x = r.minX, y = r.midY - h / 2
        let rightToLeft = s.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let knobAtRight = s.isOn != rightToLeft
        let radius = h / 2 - 2
        let track = "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(w))\" height=\"\(format(h))\" rx=\"\(format(h / 2))\""
            + (s.isOn ? paint("fill", s.onTintColor ?? .systemGreen) : paint("fill", .systemFill)) + "/>"
        let cx = knobAtRight ? x + w - 2 - radius : x + 2 + radius
        return "<g class=\"switch-\(s.isOn ? "on" : "off")\">" + track + knob(cx: cx, cy: y + h / 2, radius: radius) + "</g>"
    }

    /// A slider: the track across the frame (inset by the thumb's radius at each end), the part
    /// before the thumb in the tint colour, the rest `systemFill`, and the thumb at the value.
    func slider(_ s: Slider, in r: Rect) -> String {
        let radius = min(14, r.height / 2), cy = r.midY
        let left = r.minX + radius, right = max(left, r.maxX - radius)
        let rightToLeft = s.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let thumb = rightToLeft ? right - s.fraction * (right - left) : left + s.fraction * (right - left)
        func bar(_ from: Double, _ to: Double, _ color: Color) -> String {
            "<rect x=\"\(format(from))\" y=\"\(format(cy - 2))\" width=\"\(format(max(0, to - from)))\" height=\"4\" rx=\"2\"\(paint("fill", color))/>"
        }
        let tint = s.minimumTrackTintColor ?? s.tintColor ?? .systemBlue
        let filled = rightToLeft ? bar(thumb, right, tint) : bar(left, thumb, tint)
        let rest = rightToLeft ? bar(left, thumb, .systemFill) : bar(thumb, right, .systemFill)
        return "<g class=\"slider\" data-value=\"\(format(s.fraction))\">" + rest + filled + knob(cx: thumb, cy: cy, radius: radius) + "</g>"
    }

    /// A segmented control: a `tertiarySystemFill` well with 8-point corners, the selected
    /// segment a raised white (dark: `systemGray`-like) rounded rectangle 2 points inside it, a
    /// hairline between unselected neighbours, and each segment's title (13-point, semibold when
    /// selected) or image name centred and truncated to its segment.
    func segmentedControl(_ c: SegmentedControl, in r: Rect) -> String {
        guard !c.segments.isEmpty else { return "" }
        // The frame is one point taller than the alignment rectangle at the bottom.
        let well = Rect(x: r.minX, y: r.minY, width: r.width, height: max(0, r.height - c.alignmentRectInsets.bottom))
        var out = "<g class=\"segmented-control\"><rect\(rectAttributes(well)) rx=\"8\"\(paint("fill", .tertiarySystemFill))/>"
        let widths = segmentWidths(c, total: well.width)
        var x = well.minX
        var frames: [Rect] = []
        for w in widths { frames.append(Rect(x: x, y: well.minY, width: w, height: well.height)); x += w + 1 }
        if c.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map { Rect(x: well.minX + well.maxX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        let selected = c.selectedSegmentIndex
        if frames.indices.contains(selected) {
            let f = frames[selected]
            let raised = Rect(x: f.minX + 2, y: f.minY + 2, width: max(0, f.width - 4), height: max(0, f.height - 4))
            out += "<rect\(rectAttributes(raised)) rx=\"7\"\(paint("fill", Color(light: .white, dark: Color(red: 0.39, green: 0.39, blue: 0.4))))"
                + " stroke=\"#000000\" stroke-opacity=\"0.04\" stroke-width=\"0.5\" class=\"selected-segment\"/>"
        }
        for i in frames.indices.dropLast() where i != selected && i + 1 != selected {
            let divider = c.effectiveUserInterfaceLayoutDirection == .rightToLeft ? frames[i].minX - 0.5 : frames[i].maxX + 0.5
            out += "<line x1=\"\(format(divider))\" y1=\"\(format(well.minY + 8))\" x2=\"\(format(divider))\" y2=\"\(format(well.maxY - 8))\"\(paint("stroke", .separator)) stroke-width=\"1\"/>"
        }
        for (i, segment) in c.segments.enumerated() where i < frames.count {
            let f = frames[i].insetBy(dx: 4, dy: 0)
            if let title = segment.title, !title.isEmpty {
                var font = c.font
                if i == selected { font = font.familyName == Font.systemFamilyName ? .systemFont(ofSize: font.pointSize, weight: .semibold) : font }
                out += drawText(title, font: font, color: .label, alignment: .center, in: f, of: c, numberOfLines: 1,
                                mode: .byTruncatingTail, measurer: c.measurer)
            } else if let image = segment.image {
                out += symbolPlaceholder(named: image.name, in: Rect(x: f.midX - 8, y: f.midY - 8, width: 16, height: 16))
            }
        }
        return out + "</g>"
    }

    /// Each segment's width in `total` (less the 1-point dividers): fixed widths as set; the
    /// others share the rest equally, or in proportion to their content with
    /// `apportionsSegmentWidthsByContent` (UIKit stretches the intrinsic widths to the frame).
    func segmentWidths(_ c: SegmentedControl, total: Double) -> [Double] {
        let n = c.segments.count
        let available = max(0, total - Double(n - 1))
        let fixed = c.segments.filter { $0.width > 0 }.reduce(0) { $0 + $1.width }
        let automatic = c.segments.filter { $0.width <= 0 }.count
        guard automatic > 0 else { return c.segments.map(\.width) }
        let share = max(0, available - fixed)
        if c.apportionsSegmentWidthsByContent {
            let measurer = c.measurer ?? self.measurer ?? c.inheritedTextMeasurer
            let contents = c.segments.map { s -> Double in
                guard s.width <= 0 else { return 0 }
                let content: Double = s.title.map { measurer.size(of: $0, font: c.font, maxWidth: nil).width } ?? s.image?.size.width ?? 0
                return content + SegmentedControl.segmentPadding
            }
            let sum: Double = contents.reduce(0.0) { $0 + $1 }
            return c.segments.indices.map { c.segments[$0].width > 0 ? c.segments[$0].width : (sum > 0 ? share * contents[$0] / sum : share / Double(automatic)) }
        }
        return c.segments.map { $0.width > 0 ? $0.width : share / Double(automatic) }
    }

    /// A stepper: two segments in a `tertiarySystemFill` rounded rectangle (8-point corners), a
    /// divider between them, a minus and a plus in `label`, each dimmed at its end of the range.
    func stepper(_ s: Stepper, in r: Rect) -> String {
        let w = min(r.width, 94), h = min(r.height, 32)
        let box = Rect(x: r.minX, y: r.midY - h / 2, width: w, height: h)
        var out = "<g class=\"stepper\"><rect\(rectAttributes(box)) rx=\"8\"\(paint("fill", .tertiarySystemFill))/>"
        out += "<line x1=\"\(format(box.midX))\" y1=\"\(format(box.minY + 8))\" x2=\"\(format(box.midX))\" y2=\"\(format(box.maxY - 8))\"\(paint("stroke", .separator)) stroke-width=\"1\"/>"
        let minus = Color.label, plus = Color.label
        let cy = box.midY, left = box.minX + w / 4, right = box.minX + 3 * w / 4
        let line = " stroke-width=\"1.5\" stroke-linecap=\"round\""
        out += "<path d=\"M\(format(left - 6)) \(format(cy))H\(format(left + 6))\"\(paint("stroke", minus))\(line)\(s.value <= s.minimumValue ? " stroke-opacity=\"0.3\"" : "")/>"
        out += "<path d=\"M\(format(right - 6)) \(format(cy))H\(format(right + 6))M\(format(right)) \(format(cy - 6))V\(format(cy + 6))\"\(paint("stroke", plus))\(line)\(s.value >= s.maximumValue ? " stroke-opacity=\"0.3\"" : "")/>"
        return out + "</g>"
    }

    /// A progress view: a `systemFill` track (4 points high, rounded; the bar style square),
    /// filled in the tint colour to the progress.
    func progressView(_ p: ProgressView, in r: Rect) -> String {
        let h = min(r.height, 4.0), y = r.midY - h / 2
        let rx = p.progressViewStyle == .bar ? "" : " rx=\"\(format(h / 2))\""
        let fraction = p.progress.isFinite ? min(1, max(0, p.progress)) : 0
        let rightToLeft = p.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let filled = fraction * r.width
        return "<g class=\"progress-view\" data-progress=\"\(format(fraction))\">"
            + "<rect x=\"\(format(r.minX))\" y=\"\(format(y))\" width=\"\(format(r.width))\" height=\"\(format(h))\"\(rx)\(paint("fill", .systemFill))/>"
            + "<rect x=\"\(format(rightToLeft ? r.maxX - filled : r.minX))\" y=\"\(format(y))\" width=\"\(format(filled))\" height=\"\(format(h))\"\(rx)\(paint("fill", p.progressTintColor ?? p.tintColor ?? .systemBlue))/>"
            + "</g>"
    }

    /// An activity indicator: eight rounded spokes round the centre, fading from the top one.
    func activityIndicator(_ a: ActivityIndicatorView, in r: Rect) -> String {
        let size = a.style == .large ? 37.0 : 20.0
        let outer = size / 2, inner = outer * 0.45, width = a.style == .large ? 3.5 : 2.2
        var out = "<g class=\"activity-indicator\" stroke-linecap=\"round\" stroke-width=\"\(format(width))\"\(paint("stroke", a.color ?? .systemGray))>"
        for i in 0..<8 {
            let angle = Double(i) * Double.pi / 4
            let (s, c) = (sin(angle), -cos(angle))
            out += "<line x1=\"\(format(r.midX + s * inner))\" y1=\"\(format(r.midY + c * inner))\" x2=\"\(format(r.midX + s * (outer - width / 2)))\" y2=\"\(format(r.midY + c * (outer - width / 2)))\" stroke-opacity=\"\(format(1 - Double(i) * 0.1))\"/>"
        }
        return out + "</g>"
    }

    /// A page control: a 7-point dot per page, 16 points apart, centred; the current page's in
    /// the current-page colour (default `label`), the others in the page colour (default
    /// `tertiaryLabel`).
    func pageControl(_ p: PageControl, in r: Rect) -> String {
        let n = max(0, min(p.numberOfPages, Int(r.width / 16) + 1))
        guard n > 0 else { return "" }
        var out = "<g class=\"page-control\">"
        let start = r.midX - Double(n - 1) * 8
        for i in 0..<n {
            let current = i == p.currentPage
            let color = current ? p.currentPageIndicatorTintColor ?? .label : p.pageIndicatorTintColor ?? .tertiaryLabel
            out += "<circle cx=\"\(format(start + Double(i) * 16))\" cy=\"\(format(r.midY))\" r=\"3.5\"\(paint("fill", color))\(current ? " class=\"current-page\"" : "")/>"
        }
        return out + "</g>"
    }

    /// A search bar: the bar material unless minimal, and a 36-point rounded field (10-point
    /// corners, `tertiarySystemFill`) 8 points in from the sides, holding a magnifying glass and
    /// the text, or the placeholder ("Search" when none is set) in `secondaryLabel`.
    func searchBar(_ bar: SearchBar, in r: Rect) -> String {
        var out = "<g class=\"search-bar\">"
        if bar.searchBarStyle != .minimal { out += barBackground(in: r, separatorAtBottom: true) }
        let field = Rect(x: r.minX + 8, y: r.midY - 18, width: max(0, r.width - 16), height: min(36, r.height))
        out += "<rect\(rectAttributes(field)) rx=\"10\"\(paint("fill", .tertiarySystemFill))/>"
        let gx = field.minX + 14, gy = field.midY - 1
        out += "<circle cx=\"\(format(gx))\" cy=\"\(format(gy))\" r=\"5.5\" fill=\"none\"\(paint("stroke", .secondaryLabel)) stroke-width=\"1.6\"/>"
            + "<path d=\"M\(format(gx + 4)) \(format(gy + 4))L\(format(gx + 8)) \(format(gy + 8))\"\(paint("stroke", .secondaryLabel)) stroke-width=\"1.8\" stroke-linecap=\"round\"/>"
        let inner = Rect(x: field.minX + 28, y: field.minY, width: max(0, field.width - 36), height: field.height)
        if let text = bar.text, !text.isEmpty {
            out += drawText(text, font: .systemFont(ofSize: 17), color: .label, alignment: .left, in: inner, of: bar, numberOfLines: 1,
                            mode: .byTruncatingTail, measurer: nil)
        } else {
            out += drawText(bar.placeholder.flatMap { $0.isEmpty ? nil : $0 } ?? "Search", font: .systemFont(ofSize: 17), color: .secondaryLabel,
                            alignment: .left, in: inner, of: bar, numberOfLines: 1, mode: .byTruncatingTail, measurer: nil)
        }
        return out + "</g>"
    }

    /// A picker's wheel: the selection band (`tertiarySystemFill`, 8-point corners, 34 points
    /// high) across the middle, and each component's rows 34 points apart, fading and smaller
    /// away from the band, clipped to the frame.
    func pickerWheel(rows: [[String]], selected: [Int], in r: Rect, of view: View) -> String {
        let band = Rect(x: r.minX + 8, y: r.midY - 17, width: max(0, r.width - 16), height: 34)
        var out = "<svg\(rectAttributes(r)) overflow=\"hidden\" viewBox=\"\(format(r.minX)) \(format(r.minY)) \(format(r.width)) \(format(r.height))\" class=\"picker\">"
        out += "<rect\(rectAttributes(band)) rx=\"8\"\(paint("fill", .tertiarySystemFill))/>"
        let columns = max(1, rows.count)
        let width = band.width / Double(columns)
        for (k, column) in rows.enumerated() {
            let chosen = k < selected.count ? selected[k] : 0
            for (i, text) in column.enumerated() {
                let offset = Double(i - chosen)
                let y = r.midY + offset * 34
                guard abs(offset) <= 3, y > r.minY - 17, y < r.maxY + 17 else { continue }
                let size = 21 - abs(offset) * 1.5
                var color = Color.label.resolved(for: appearance)
                color.alpha = max(0.25, 1 - abs(offset) * 0.3)
                out += drawText(text, font: .systemFont(ofSize: size), color: color, alignment: .center,
                                in: Rect(x: band.minX + Double(k) * width, y: y - 17, width: width, height: 34), of: view,
                                numberOfLines: 1, mode: .byTruncatingTail, measurer: nil)
            }
        }
        return out + "</svg>"
    }

    /// A date picker: in the wheels style, month-day, hour and minute wheels at 9:41 on Tuesday
    /// 9 January (the date Apple shows); compact (the default), the date and time in grey
    /// rounded boxes at the trailing edge; inline, a month header over a grid of days.
    func datePicker(_ p: DatePicker, in r: Rect) -> String {
        let showsDate = p.datePickerMode != .time && p.datePickerMode != .countDownTimer
        let showsTime = p.datePickerMode != .date
        switch p.preferredDatePickerStyle {
        case .wheels:
            var rows: [[String]] = [], selected: [Int] = []
            if showsDate { rows.append(["Sun Jan 7", "Mon Jan 8", "Today", "Wed Jan 10", "Thu Jan 11"]); selected.append(2) }
            if showsTime { rows += [["7", "8", "9", "10", "11"], ["39", "40", "41", "42", "43"]]; selected += [2, 2] }
            return pickerWheel(rows: rows, selected: selected, in: r, of: p)
        case .inline:
            var out = "<g class=\"date-picker-inline\">"
            out += drawText("January 2024", font: .systemFont(ofSize: 17, weight: .semibold), color: .label, alignment: .left,
                            in: Rect(x: r.minX + 16, y: r.minY + 8, width: max(0, r.width - 32), height: 24), of: p, numberOfLines: 1,
                            mode: .byTruncatingTail, measurer: nil)
            let cell = max(0, (r.width - 32) / 7)
            for day in 1...31 {
                let i = day   // Sunday first: 1 January 2024, a Monday, in column 1
                let (row, column) = (i / 7, i % 7)
                let y = r.minY + 48 + Double(row) * 40
                guard y + 20 <= r.maxY else { break }
                out += drawText("\(day)", font: .systemFont(ofSize: 20), color: day == 9 ? p.tintColor ?? .systemBlue : .label, alignment: .center,
                                in: Rect(x: r.minX + 16 + Double(column) * cell, y: y, width: cell, height: 30), of: p, numberOfLines: 1,
                                mode: .byClipping, measurer: nil)
            }
            return out + "</g>"
        case .automatic, .compact:
            var pills: [String] = []
            if showsDate { pills.append("Jan 9, 2024") }
            if showsTime { pills.append("9:41 AM") }
            let font = Font.systemFont(ofSize: 17)
            let measure = TextLines(measurer: measurer ?? Label.defaultTextMeasurer, font: font)
            var x = r.maxX
            var out = "<g class=\"date-picker-compact\">"
            for text in pills.reversed() {
                let w = measure.width(text) + 22
                x -= w
                let box = Rect(x: x, y: r.midY - 17, width: w, height: 34)
                out += "<rect\(rectAttributes(box)) rx=\"6\"\(paint("fill", .tertiarySystemFill))/>"
                out += drawText(text, font: font, color: .label, alignment: .center, in: box, of: p, numberOfLines: 1, mode: .byClipping, measurer: nil)
                x -= 6
            }
            return out + "</g>"
        }
    }

    /// An SF Symbol: its outline box with rounded corners in `tertiaryLabel` and its name, small,
    /// centred — Trellis knows a symbol's name and size, not its shape.
    func symbolPlaceholder(named name: String, in r: Rect) -> String {
        var out = "<g class=\"symbol\"><rect\(rectAttributes(r.insetBy(dx: 0.5, dy: 0.5))) rx=\"\(format(min(4, r.width / 4, r.height / 4)))\" fill=\"none\"\(paint("stroke", .tertiaryLabel)) stroke-width=\"1\"/>"
        let size = min(9, max(5, r.height * 0.3))
        let font = Font.systemFont(ofSize: size)
        let measure = TextLines(measurer: measurer ?? Label.defaultTextMeasurer, font: font)
        let shown = measure.truncate(name, width: max(0, r.width - 4), mode: .byTruncatingMiddle)
        if !shown.isEmpty, shown != "…" {
            out += "<text x=\"\(format(r.midX))\" y=\"\(format(r.midY + size * 0.35))\" font-size=\"\(format(size))\"\(paint("fill", .secondaryLabel)) text-anchor=\"middle\">\(escape(shown))</text>"
        }
        return out + "</g>"
    }
}
