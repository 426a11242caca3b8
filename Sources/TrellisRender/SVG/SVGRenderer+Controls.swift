import Trellis

extension SVGRenderer {
    /// What a control shows inside its frame `r` (window coordinates): text, a placeholder, an image.
    func content(of view: View, in r: Rect, context: inout Context) -> String {
        switch view {
        case let label as Label:
            // A button's title label is drawn as the button's title.
            guard let text = label.text, !text.isEmpty, (label.superview as? Button)?.isTitleLabel(label) != true else { return "" }
            return drawText(text, font: label.font, color: label.textColor, alignment: label.textAlignment, in: r, of: view,
                        numberOfLines: label.numberOfLines, mode: label.lineBreakMode, measurer: label.measurer)
        case let button as Button:
            guard let title = button.title, !title.isEmpty else { return "" }
            let i = button.contentEdgeInsets
            let inner = Rect(x: r.minX + i.left, y: r.minY + i.top, width: r.width - i.left - i.right, height: r.height - i.top - i.bottom)
            // A system button's title is centred and truncated in the middle (UIButton's
            // titleLabel.lineBreakMode; Interface Builder writes lineBreakMode="middleTruncation").
            return drawText(title, font: button.font, color: button.titleColor ?? button.tintColor, alignment: .center, in: inner, of: view,
                        numberOfLines: 1, mode: .byTruncatingMiddle, measurer: button.measurer)
        case let field as TextField:
            return textField(field, in: r)
        case let textView as TextView:
            return self.textView(textView, in: r)
        case let bar as NavigationBar:
            return navigationBar(bar, in: r)
        case let bar as TabBar:
            return tabBar(bar.items, in: r, tint: bar.tintColor)
        case let bar as Toolbar:
            return toolbar(bar, in: r)
        case let imageView as ImageView:
            guard let image = imageView.image else { return "" }
            if image.isSymbol { return symbolPlaceholder(named: image.name, in: r) }
            return imagePlaceholder(named: image.name, in: r, context: &context)
        case let control as SegmentedControl:
            return segmentedControl(control, in: r)
        case let control as Switch:
            return switchControl(control, in: r)
        case let control as Slider:
            return slider(control, in: r)
        case let control as Stepper:
            return stepper(control, in: r)
        case let control as ProgressView:
            return progressView(control, in: r)
        case let control as ActivityIndicatorView:
            return activityIndicator(control, in: r)
        case let control as PageControl:
            return pageControl(control, in: r)
        case let bar as SearchBar:
            return searchBar(bar, in: r)
        case let picker as DatePicker:
            return datePicker(picker, in: r)
        case let picker as PickerView:
            return pickerWheel(rows: picker.rows, selected: picker.selectedRows, in: r, of: picker)
        default:
            return ""
        }
    }

    /// Lines of text laid out as UIKit draws a label: centred vertically in `r` as one block,
    /// each line placed by the alignment (natural: left, or right in a right-to-left view) and
    /// stretched or squeezed to the width the measurer gave it, so the picture keeps layout's widths.
    func drawText(_ string: String, font: Font, color: Color, alignment: TextAlignment, in r: Rect, of view: View,
              numberOfLines: Int, mode: LineBreakMode, measurer own: (any TextMeasurer)?) -> String {
        let measure = TextLines(measurer: measurer ?? own ?? view.inheritedTextMeasurer, font: font)
        let lines = measure.lines(string, width: r.width, height: r.height, numberOfLines: numberOfLines, mode: mode)
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let anchor: (String, Double) = switch alignment {
        case .center: ("middle", r.midX)
        case .right: ("end", r.maxX)
        case .natural where rightToLeft: ("end", r.maxX)
        default: ("start", r.minX)
        }
        let top = r.minY + (r.height - Double(lines.count) * font.lineHeight) / 2
        var out = "<text\(paint("fill", color)) font-size=\"\(format(font.pointSize))\""
        if font.weight != .regular { out += " font-weight=\"\(SVGRenderer.cssWeight(font.weight))\"" }
        if font.familyName != Font.systemFamilyName { out += " font-family=\"\(cssString(font.familyName)), \(SVGRenderer.systemFontFamily)\"" }
        out += " text-anchor=\"\(anchor.0)\">"
        for (i, line) in lines.enumerated() where !line.text.isEmpty {
            let baseline = top + font.ascender + Double(i) * font.lineHeight
            out += "<tspan x=\"\(format(anchor.1))\" y=\"\(format(baseline))\""
            if line.width > 0 { out += " textLength=\"\(format(line.width))\" lengthAdjust=\"spacingAndGlyphs\"" }
            out += ">\(escape(line.text))</tspan>"
        }
        out += "</text>"
        if mode == .byClipping || mode == .byWordWrapping || mode == .byCharWrapping {
            return "<svg\(rectAttributes(r)) overflow=\"hidden\" viewBox=\"\(format(r.minX)) \(format(r.minY)) \(format(r.width)) \(format(r.height))\">\(out)</svg>"
        }
        return out
    }

    /// A text field: its border (a rounded rectangle has a 5-point radius and a light grey line),
    /// then its text, or its placeholder in the placeholder colour, inset 7 points at the sides
    /// for the bordered styles (an estimate of UIKit's private `textRect(forBounds:)` insets).
    func textField(_ field: TextField, in r: Rect) -> String {
        var out = ""
        switch field.borderStyle {
        case .roundedRect: out += "<rect\(rectAttributes(r)) rx=\"5\"\(paint("fill", .systemBackground))\(paint("stroke", .systemGray4)) stroke-width=\"1\"/>"
        case .line, .bezel: out += "<rect\(rectAttributes(r)) fill=\"none\"\(paint("stroke", .label)) stroke-width=\"1\"/>"
        case .none: break
        }
        let inset = field.borderStyle == .none ? 0.0 : 7
        let inner = Rect(x: r.minX + inset, y: r.minY, width: max(0, r.width - 2 * inset), height: r.height)
        if let text = field.text, !text.isEmpty {
            out += drawText(text, font: field.font, color: field.textColor, alignment: field.textAlignment, in: inner, of: field,
                             numberOfLines: 1, mode: .byClipping, measurer: nil)
        } else if let placeholder = field.placeholder, !placeholder.isEmpty {
            out += drawText(placeholder, font: field.font, color: .placeholderText, alignment: field.textAlignment, in: inner, of: field,
                             numberOfLines: 1, mode: .byTruncatingTail, measurer: nil)
        }
        return out
    }

    /// The image's name (an asset or an SF Symbol name) centred over a light diagonal hatch,
    /// shrunk to fit the frame: Trellis knows an image's name and size, not its pixels.
    func imagePlaceholder(named name: String, in r: Rect, context: inout Context) -> String {
        var out = ""
        let pattern = context.prefix + "image-placeholder"
        if !context.definedImagePattern {
            context.definedImagePattern = true
            out += "<defs><pattern id=\"\(pattern)\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
                + "<rect width=\"8\" height=\"8\"\(paint("fill", .systemGray6))/><rect width=\"3\" height=\"8\"\(paint("fill", .systemGray5))/></pattern></defs>"
        }
        out += "<rect\(rectAttributes(r)) fill=\"url(#\(pattern))\"/>"
        let size = min(11, max(4, r.height * 0.4))
        let font = Font.systemFont(ofSize: size)
        let measure = TextLines(measurer: measurer ?? Label.defaultTextMeasurer, font: font)
        let shown = measure.truncate(name, width: max(0, r.width - 4), mode: .byTruncatingMiddle)
        guard !shown.isEmpty, shown != "…" else { return out }
        out += "<text x=\"\(format(r.midX))\" y=\"\(format(r.midY + size * 0.35))\" font-size=\"\(format(size))\"\(paint("fill", .secondaryLabel)) text-anchor=\"middle\">\(escape(shown))</text>"
        return out
    }

    /// CSS's 100–900 weight nearest to a UIKit weight.
    static func cssWeight(_ w: FontWeight) -> Int {
        let table: [(FontWeight, Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
                                          (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]
        return table.min { abs($0.0.rawValue - w.rawValue) < abs($1.0.rawValue - w.rawValue) }?.1 ?? 400
    }
}
