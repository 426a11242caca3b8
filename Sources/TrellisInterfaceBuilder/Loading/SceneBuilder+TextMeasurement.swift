import Trellis

extension SceneBuilder {
    /// In ``TextSizing/measured`` mode, gives a label, button, text field, segmented control or
    /// scroll-disabled text view (``textViewCalibration(_:storedSize:pixelScale:freeWidth:freeHeight:base:)``)
    /// with plain text a measurer calibrated on the design device so that its measured size there is the size Xcode
    /// stored (`storedSize`, the alignment rectangle's); false when the text is not measured
    /// (stored mode, no text, an attributed string, a configuration's SF Symbol, or no measurer
    /// on this machine), and the stored size stays the intrinsic size.
    ///
    /// The calibration: a single-line label's or a button's advances (width) and line height
    /// (height) are scaled so its measured size is its stored size (a button's, with its image,
    /// insets and configuration: ``linearCalibration(storedSize:pixelScale:base:size:)``) — on
    /// an axis a label's constraints leave to its text, and by at most ±30 % (a stored size
    /// further from the text's is one the constraints or a stack gave the view, and scaling the
    /// text to it would make it that much larger at every other size: DynamicType.xib's
    /// "Body text", pinned 120 × 21, was measured 267 × 49.5 at accessibilityExtraLarge where
    /// its 40-point text is 155.5 × 48). A multi-line label whose
    /// height the constraints leave to the text (no height constraint, not pinned twice
    /// vertically, ``ConstraintPins``) keeps the number of lines Xcode stored at its stored
    /// width: its advances are scaled as little as possible (at most ±30 %) to wrap into that
    /// many lines — or, when its width is left to the text too (not an arranged subview of a
    /// stack view) and the lines already match, to its stored width, again by at most ±30 % —
    /// and its line height to the stored height. Labels and buttons
    /// that still do not lay out at their stored size on the design device keep it
    /// (``IBDocument/textViewsKeepingStoredSizes(scene:)``).
    func measuresText(_ view: View, _ e: XMLTree, _ shared: ViewAttributes, storedSize: Size) -> Bool {
        let id = shared.id
        guard document.textSizing == .measured, document.textKeptStored?.contains(id) != true,
              let base = textMeasurer() else { return false }
        let designTraits = TraitCollection(screen: Screen(device: document.designDevice, orientation: document.designOrientation))
        // An arranged subview's width may come from its stack view's distribution or alignment
        // (Blockstream green_ios UserSettings: the one-word label "title" stored 342 wide in a
        // vertical stack that fills it), not from its text.
        let arranged = e.parent?.parent?.kind == .stackView
        let widthPinned = pins.setsSize(of: id, axis: .horizontal, hugging: shared.contentHuggingPriority.horizontal?.rawValue ?? 250)
        let freeWidth = !arranged && !widthPinned
        let freeHeight = !pins.setsSize(of: id, axis: .vertical, hugging: shared.contentHuggingPriority.vertical?.rawValue ?? 250)
        if let label = view as? Label {
            guard let text = label.text, !text.isEmpty, e.child("attributedString") == nil else { return false }
            let font = designTraits.font(e).map { adjustedFont($0, to: canvasContentSizeCategory) } ?? Font.systemFont(ofSize: Font.labelFontSize)
            let (k, h) = SceneBuilder.calibration(of: text, font: font, lines: label.numberOfLines, mode: label.lineBreakMode, pixelScale: document.designDevice.scale,
                                                  storedSize: storedSize, freeWidth: label.numberOfLines == 1 ? !widthPinned : freeWidth, freeHeight: freeHeight,
                                                  base: base)
            label.measurer = CalibratedTextMeasurer(base: base, widthScale: k, heightScale: h)
            diagnoseFallback(text, font: font, id: id, base: base)
            return true
        }
        if let button = view as? Button {
            guard let attributes = buttonAttributes.removeValue(forKey: id), let title = measurableTitle(of: button, attributes) else { return false }
            // Calibrated as designed: the fonts of the design device's size classes at the canvas's content size.
            let designed = Button()
            (designed.title, designed.image, designed.backgroundImage) = (button.title, button.image, button.backgroundImage)
            designed.contentEdgeInsets = button.contentEdgeInsets
            designed.font = designTraits.font(e).map { adjustedFont($0, to: canvasContentSizeCategory) } ?? defaultButtonFont(attributes)
            designed.configuration = attributes.configuration.map { buttonConfiguration($0, category: canvasContentSizeCategory) }
            let font = designed.configuration?.titleFont ?? designed.font
            // Configured buttons round to the pixel grid, the others to whole points.
            let pixels = designed.configuration != nil ? document.designDevice.scale : 1
            let (k, h) = SceneBuilder.linearCalibration(storedSize: storedSize, pixelScale: pixels, base: base) { designed.contentSize(measuredWith: $0) }
            button.measurer = CalibratedTextMeasurer(base: base, widthScale: k, heightScale: h)
            diagnoseFallback(title, font: font, id: id, base: base)
            return true
        }
        if let field = view as? TextField {
            guard !e.children.contains(where: { $0.name == "attributedString" }) else { return false }
            let designed = TextField()
            (designed.text, designed.placeholder, designed.borderStyle) = (field.text, field.placeholder, field.borderStyle)
            designed.font = designTraits.font(e).map { adjustedFont($0, to: canvasContentSizeCategory) } ?? field.font
            let (k, h) = SceneBuilder.linearCalibration(storedSize: storedSize, pixelScale: 1, base: base) { designed.contentSize(measuredWith: $0) }
            field.measurer = CalibratedTextMeasurer(base: base, widthScale: k, heightScale: h)
            diagnoseFallback(field.text ?? field.placeholder ?? "", font: field.font, id: id, base: base)
            return true
        }
        if let textView = view as? TextView {
            // An attributed text's runs may each have their own font.
            guard e.child("attributedString") == nil else { return false }
            let designed = TextView()
            (designed.text, designed.textContainerInset, designed.lineFragmentPadding) = (textView.text, textView.textContainerInset, textView.lineFragmentPadding)
            designed.font = adjustedFont(designTraits.font(e) ?? .preferredFont(forTextStyle: .body), to: canvasContentSizeCategory)
            let (k, h) = SceneBuilder.textViewCalibration(designed, storedSize: storedSize, pixelScale: document.designDevice.scale,
                                                          freeWidth: freeWidth, freeHeight: freeHeight, base: base)
            textView.measurer = CalibratedTextMeasurer(base: base, widthScale: k, heightScale: h)
            diagnoseFallback(textView.laidOutText, font: textView.font, id: id, base: base)
            return true
        }
        if let control = view as? SegmentedControl {
            let titles = control.segments.compactMap(\.title).filter { !$0.isEmpty }
            guard !titles.isEmpty else { return false }
            let font = control.font
            control.font = designTraits.font(e).map { adjustedFont($0, to: canvasContentSizeCategory) } ?? SegmentedControl.defaultFont
            let k = SceneBuilder.steppedCalibration(target: storedSize.width) {
                control.contentWidth(measuredWith: CalibratedTextMeasurer(base: base, widthScale: $0))
            }
            control.font = font
            control.measurer = CalibratedTextMeasurer(base: base, widthScale: k)
            for title in titles { diagnoseFallback(title, font: font, id: id, base: base) }
            return true
        }
        return false
    }

    /// The advance scale at which `width` (a width that grows in steps with the advances, as a
    /// segmented control's whole-point segments do) is `target`: 1 when it already is, else the
    /// middle of the range of scales from 0.5 to 2 that give it, found by bisection; 1 when none
    /// does (the view then keeps its stored size, ``IBDocument/textViewsKeepingStoredSizes(scene:)``).
    static func steppedCalibration(target: Double, width: (Double) -> Double) -> Double {
        guard abs(width(1) - target) > 0.01 else { return 1 }
        func lowest(_ reaches: (Double) -> Bool) -> Double {
            var (lo, hi) = (0.5, 2.0)
            for _ in 0..<40 { let mid = (lo + hi) / 2; if reaches(width(mid)) { hi = mid } else { lo = mid } }
            return hi
        }
        let first = lowest { $0 >= target - 0.01 }, past = lowest { $0 > target + 0.01 }
        return abs(width(first) - target) <= 0.01 ? (first + past) / 2 : 1
    }

    /// The scales of advances and line heights that make `size` (a size that grows linearly
    /// with them, as a button's does) the stored size: probed at scales 1 and 2, solved for the
    /// stored size; 1 on an axis the text does not change, where the stored size is smaller
    /// than what is not text, where the size at scale 1 already rounds up to the stored size
    /// on the design device's grid (`pixelScale`; ``roundsTo(_:_:pixelScale:)``), or where the
    /// scale would be more than 30 % from 1 (the stored size is not the content's: a button
    /// stretched by its constraints).
    static func linearCalibration(storedSize: Size, pixelScale: Double, base: any TextMeasurer,
                                  size: (any TextMeasurer) -> Size) -> (width: Double, height: Double) {
        let one = size(CalibratedTextMeasurer(base: base)), two = size(CalibratedTextMeasurer(base: base, widthScale: 2, heightScale: 2))
        func scale(_ s1: Double, _ s2: Double, _ target: Double) -> Double {
            if roundsTo(s1, target, pixelScale: pixelScale) { return 1 }
            let slope = s2 - s1, fixed = s1 - slope
            guard slope > 1e-9, target > fixed else { return 1 }
            let k = (target - fixed) / slope
            return abs(k - 1) <= SceneBuilder.calibrationLimit ? k : 1
        }
        return (scale(one.width, two.width, storedSize.width), scale(one.height, two.height, storedSize.height))
    }

    /// How far from 1 a calibration may scale advances or line heights (±30 %): San Francisco
    /// and the stand-in differ by a few per cent; a stored size further from the measured one
    /// is not the text's.
    static let calibrationLimit = 0.3

    /// A label's width and height scales: see ``measuresText(_:_:_:storedSize:)``. `freeWidth`
    /// and `freeHeight`: whether the constraints leave the width and the height to the text.
    static func calibration(of text: String, font: Font, lines: Int, mode: LineBreakMode, pixelScale: Double = 0, storedSize: Size,
                            freeWidth: Bool, freeHeight: Bool, base: any TextMeasurer) -> (width: Double, height: Double) {
        func measureLines(_ k: Double) -> Size {
            let s = base.size(of: text, font: font, maxWidth: lines == 1 ? nil : storedSize.width / k,
                              numberOfLines: lines, lineBreakMode: mode)
            return Size(width: s.width * k, height: s.height)
        }
        var k = 1.0
        // The measurer's lines are its line height apart.
        func lineCount(_ s: Size) -> Int { font.lineHeight > 0 ? Int((s.height / font.lineHeight).rounded()) : 0 }
        // A multi-line label's lines as its ``Label`` sets them (a text style's further lines
        // its leading apart, ``Font/labelTextHeight(measured:measuredLineHeight:fixedSizeFonts:)``;
        // a fixed-size font's set again at its line height too).
        func labelSize(_ s: Size) -> Size {
            lines == 1 ? s : Size(width: s.width, height: font.labelTextHeight(measured: s.height, measuredLineHeight: font.lineHeight, fixedSizeFonts: true))
        }
        let measured = measureLines(1)
        var m = labelSize(measured)
        if lines == 1 {
            if freeWidth, m.width > 0, !roundsTo(m.width, storedSize.width, pixelScale: pixelScale),
               abs(storedSize.width / m.width - 1) <= calibrationLimit { k = storedSize.width / m.width }
        } else if freeHeight {
            // The smallest change of advances that wraps into the number of lines Xcode stored
            // (the first line is the line height, each further one the leading).
            let further = font.textStyleLeading ?? font.lineHeight
            let target = further > 0 ? max(1, Int(((storedSize.height - font.lineHeight) / further).rounded()) + 1) : 1
            if lineCount(measured) != target {
                for step in 1...60 {
                    let d = Double(step) * 0.005
                    if lineCount(measureLines(1 + d)) == target { k = 1 + d; break }
                    if lineCount(measureLines(1 - d)) == target { k = 1 - d; break }
                }
                m = labelSize(measureLines(k))
            } else if freeWidth, m.width > 0, abs(storedSize.width / m.width - 1) <= calibrationLimit {
                k = storedSize.width / m.width
            }
        }
        guard freeHeight, m.height > 0, !roundsTo(m.height, storedSize.height, pixelScale: pixelScale),
              abs(storedSize.height / m.height - 1) <= calibrationLimit else { return (k, 1) }
        return (k, storedSize.height / m.height)
    }

    /// A text view's advance and line-height scales (scrolling disabled, ``TextView``), as a
    /// multi-line label's (``calibration(of:font:lines:mode:pixelScale:storedSize:freeWidth:freeHeight:base:)``)
    /// with the text view's padding, insets and line height: where the constraints leave the
    /// height to the text, the smallest change of advances (at most ±30 %) that wraps the text
    /// into the number of lines Xcode stored at the stored width; where they leave the width to
    /// it too, the advances that make the widest line the stored width (at most ±30 %); then
    /// the line height that makes those lines the stored height. 1 where the size at scale 1
    /// already rounds to the stored size on the design device's grid.
    static func textViewCalibration(_ designed: TextView, storedSize: Size, pixelScale: Double, freeWidth: Bool, freeHeight: Bool,
                                    base: any TextMeasurer) -> (width: Double, height: Double) {
        let sides = designed.textContainerInset.left + designed.textContainerInset.right + 2 * designed.lineFragmentPadding
        let ends = designed.textContainerInset.top + designed.textContainerInset.bottom
        func size(_ k: Double) -> Size { designed.contentSize(measuredWith: CalibratedTextMeasurer(base: base, widthScale: k), width: storedSize.width) }
        func lines(_ s: Size) -> Double { ((s.height - ends) / designed.lineHeight).rounded() }
        // Empty text is one line whatever the advances: only its line height is calibrated.
        let hasText = designed.text?.isEmpty == false && designed.lineHeight > 0
        var k = 1.0
        if hasText, freeHeight {
            let target = max(1, ((storedSize.height - ends) / designed.lineHeight).rounded())
            if lines(size(1)) != target {
                for step in 1...60 {
                    let d = Double(step) * 0.005
                    if lines(size(1 + d)) == target { k = 1 + d; break }
                    if lines(size(1 - d)) == target { k = 1 - d; break }
                }
            }
        }
        var m = size(k)
        if hasText, freeWidth, m.width > sides, !roundsTo(m.width, storedSize.width, pixelScale: pixelScale) {
            let widthScale = k * (storedSize.width - sides) / (m.width - sides)
            if abs(widthScale - 1) <= 0.3, lines(size(widthScale)) == lines(m) { k = widthScale; m = size(k) }
        }
        let h = m.height > ends && !roundsTo(m.height, storedSize.height, pixelScale: pixelScale) ? max(storedSize.height - ends, 0) / (m.height - ends) : 1
        return (k, h)
    }

    /// Whether `measured`, rounded up to the design device's grid (`pixelScale` pixels a point;
    /// 0: no rounding), is `stored`: then the difference is UIKit's rounding, not the font, and
    /// no scale is needed. A scale that only absorbs rounding would carry one device's grid to
    /// another's: Blockstream green_ios UserSettings, designed at 2× (one 17-point line 20.5
    /// high), would be 20.67 high at 3× where Xcode stores 20.33.
    static func roundsTo(_ measured: Double, _ stored: Double, pixelScale: Double) -> Bool {
        let rounded = pixelScale > 0 ? (measured * pixelScale - 1e-9).rounded(.up) / pixelScale : measured
        return abs(rounded - stored) < 0.01
    }

    /// An `estimated-size` warning for text with characters neither the stand-in font nor an
    /// installed fallback font (Noto Color Emoji for Apple Color Emoji, Noto Sans CJK for
    /// PingFang) has a glyph for: each advances 1 em (full-width characters, emoji) or an
    /// estimate. Fallback fonts that are not installed are named with their Debian package.
    private func diagnoseFallback(_ text: String, font: Font, id: String, base: ShapingTextMeasurer) {
        // Printable ASCII text costs one scan of its bytes here: the measurer answers it from the
        // stand-in's coverage (``ShapingTextMeasurer/charactersWithoutGlyphs(in:font:)``).
        let missing = base.charactersWithoutGlyphs(in: text, font: font)
        guard !missing.isEmpty else { return }
        let shown = missing.prefix(8).map(String.init).joined(separator: " ") + (missing.count > 8 ? " …" : "")
        let absent = base.missingFallbacks.map { "\($0.font.name) for \($0.font.standsInFor), `apt-get install \($0.font.package)`" }
        result.diagnostics.append(Diagnostic(.warning, "estimated-size",
            "the text of '\(id)' has \(missing.count) character(s) \(base.standIn.name) and its installed fallback fonts have no glyph for (\(shown)); their widths are estimates (1 em for CJK and emoji)"
                + (absent.isEmpty ? "" : "; fallback fonts not installed: " + absent.joined(separator: "; ")),
            ids: [id]))
    }

    /// The text of a button whose size Trellis measures: a plain title beside an image from
    /// `<resources>` or an SF Symbol (sized from its symbol configuration), with or without a
    /// background image. `nil` otherwise, and the button keeps its stored size: an attributed
    /// title (the one such button whose height is its content's, duckduckgo
    /// ActionMessageView.xib "Edit", is stored 27 high where the title's line and the 6-point
    /// padding make 30, docs/text-measurement.md), or a configuration whose image is an SF Symbol
    /// or whose title is attributed (no document shows how iOS sizes them).
    private func measurableTitle(of button: Button, _ a: ButtonAttributes) -> String? {
        if let c = button.configuration {
            guard let title = c.title ?? c.subtitle, !title.isEmpty,
                  a.configuration?.element.children.contains(where: { ["attributedTitle", "attributedSubtitle", "preferredSymbolConfiguration"].contains($0["key"] ?? $0.name) }) != true,
                  c.image.map({ $0.size != .zero && !document.systemImages.contains($0.name) }) ?? true else { return nil }
            return title
        }
        guard let title = button.title, !title.isEmpty, button.attributedTitle == nil,
              !a.states.contains(where: { $0.child("attributedString") != nil }),
              button.image != nil || a.image == nil
        else { return nil }
        return title
    }

    /// The process's text measurer, or nil with a diagnostic (once per layout) naming the
    /// Debian package to install.
    func textMeasurer() -> ShapingTextMeasurer? {
        switch ShapingTextMeasurer.shared {
        case .success(let m): return m
        case .failure(let error):
            if !result.diagnostics.contains(where: { $0.kind == "text-measurement" }) {
                result.diagnostics.append(Diagnostic(.warning, "text-measurement",
                    "text is not measured (\(error)); labels and buttons use the size Xcode stored"))
            }
            return nil
        }
    }
}

extension IBDocument {
    /// The labels and buttons that must keep their stored size so the design device stays
    /// exact: the document is laid out on its design device as Xcode's canvas shows it, text
    /// measured and calibrated, and every measured text view whose size is not its stored size
    /// is given its stored size; repeated (at most three times)
    /// while the layout still moves one. A shown text view stored with a zero width or height
    /// (squeezed by its constraints, not sized by its text) keeps its measured size.
    ///
    /// The set is then made minimal (``prunedKeptSizes(_:firstOff:scene:probe:)``): a
    /// text view that comes out at its stored size on the design canvas without being kept — its
    /// size there is its constraints', moved only by a neighbour that was kept after it — is
    /// measured, so that on another device it takes the size its constraints and text give it
    /// there instead of the design canvas's. Likewise a view whose stored size stands for content
    /// Trellis does not measure at all (an empty button or label) gets a zero intrinsic size
    /// where the design canvas lays every view out at the same frame with it
    /// (``IBDocument/storedSizeNotIntrinsic``, worked out with the set by ``calibratingText()``).
    func textViewsKeepingStoredSizes(scene: String?) -> Set<String> {
        calibrateText(scene: scene, keepingCanvasLayout: false).keptStored
    }

    /// ``textViewsKeepingStoredSizes(scene:)``, and with `keepingCanvasLayout` the last canvas
    /// layout when it moved no text view: that layout, made with the stored sizes kept, is the
    /// one ``layout(scene:device:orientation:storedRootSize:)`` would make next on the design
    /// canvas (`storedRootSize: true`, no device or the design device and orientation, content
    /// size large), findings reported, so that request need not lay the document out again.
    /// That request is the design canvas, which lays every view out at the same frame with the
    /// minimal set and without it alike: the set is not pruned then, and no view loses its
    /// stored-size intrinsic size (`notIntrinsic`, ``IBDocument/storedSizeNotIntrinsic``: empty)
    /// — either would cost a layout of a scene per view tried and change no frame.
    func calibrateText(scene: String?, keepingCanvasLayout: Bool) -> (keptStored: Set<String>, notIntrinsic: Set<String>, canvasLayout: IBLayout?) {
        // Only text leaves are measured: a document without one has nothing to calibrate, and
        // needs no probe layout (which doubled the time of laying out a large document).
        guard hasMeasuredText else { return ([], [], nil) }
        var probe = self
        probe.contentSizeCategory = .large
        // Findings cost, and change no frame: only a layout that may be kept reports them.
        probe.reportsFindings = keepingCanvasLayout && reportsFindings
        var keep: Set<String> = []
        // For each text view the first time it was off its stored size: the root view it is laid
        // out under, and whether it may be sized by its constraints (tried when pruning).
        var firstOff: [String: (root: String?, candidate: Bool)] = [:]
        let rootIDs = Set(scenes.map(\.rootID))
        for _ in 0..<3 {
            probe.textKeptStored = keep
            guard let layout = try? probe.layout(scene: scene, device: designDevice, orientation: designOrientation, storedRootSize: true)
            else { break }
            let off = IBDocument.textViewsOffStoredSize(in: layout)
            if off.isEmpty {
                guard !keepingCanvasLayout else { return (keep, [], layout) }
                let kept = prunedKeptSizes(keep, firstOff: firstOff, scene: scene, probe: probe)
                return (kept, storedSizesNotIntrinsic(in: layout, kept: kept, measuredText: keep, scene: scene, probe: probe), nil)
            }
            for entry in off where firstOff[entry.id] == nil {
                let root = IBDocument.sceneRootID(of: entry.view, in: layout, rootIDs: rootIDs)
                firstOff[entry.id] = (root, IBDocument.mayBeConstraintsSize(stored: entry.storedFrame?.size ?? .zero, laidOut: entry.view.frame.size,
                                                                   measured: entry.view.intrinsicContentSize))
            }
            keep.formUnion(off.map(\.id))
        }
        return (keep, [], nil)
    }

    /// The measured text views of a design-canvas layout that are not at their stored size
    /// (see ``textViewsKeepingStoredSizes(scene:)``).
    private static func textViewsOffStoredSize(in layout: IBLayout) -> [IBLayout.Entry] {
        layout.entries.filter { entry in
            guard let stored = entry.storedFrame, entry.view.explicitIntrinsicContentSize == nil,
                  SceneBuilder.textMeasurer(of: entry.view) is CalibratedTextMeasurer else { return false }
            // A shown text view stored with no width or height was squeezed to it by
            // constraints (docs/text-measurement.md, "A text view stored at zero size"):
            // its text still has a size, the one it is measured at.
            if stored.width == 0 || stored.height == 0, !sequence(first: entry.view, next: \.superview).contains(where: \.isHidden) { return false }
            let size = entry.view.frame.size
            return abs(size.width - stored.width) > 0.01 || abs(size.height - stored.height) > 0.01
        }
    }

    /// Whether a kept text view may owe its stored size to its constraints rather than to its
    /// text, judged by its measured intrinsic size when it was first off (`laidOut` then): on
    /// each axis it was off on, either that size is the stored one (within half a point: the
    /// text measures right, the view was moved) or it is further from it than the calibration
    /// reaches (±30 %: a size its constraints or a stack gave it). A view measured a little off
    /// (UTM's toolbar buttons, text in a font Linux does not have) is kept for its text, and is
    /// not tried.
    static func mayBeConstraintsSize(stored: Size, laidOut: Size, measured: Size) -> Bool {
        func ok(_ s: Double, _ l: Double, _ m: Double) -> Bool {
            abs(s - l) <= 0.01 || m < 0 || abs(s - m) <= 0.5 || (m > 0 && abs(s / m - 1) > SceneBuilder.calibrationLimit)
        }
        return ok(stored.width, laidOut.width, measured.width) && ok(stored.height, laidOut.height, measured.height)
    }

    /// `keep` (text views kept at their stored size, with which the design canvas lays every
    /// measured text view out at its stored size) less each view that comes out at its stored
    /// size without being kept, tried one at a time in document-id order, each in its own scene
    /// (`firstOff`: the root view each kept view is laid out under, and whether it is tried at all,
    /// ``mayBeConstraintsSize(stored:laidOut:measured:)``; `scene`, when only one scene is laid out) with
    /// the views already taken out.
    private func prunedKeptSizes(_ keep: Set<String>, firstOff: [String: (root: String?, candidate: Bool)], scene: String?, probe: IBDocument) -> Set<String> {
        var kept = keep
        var probe = probe
        probe.reportsFindings = false
        for id in keep.sorted() {
            guard let first = firstOff[id], first.candidate, let sceneID = scene ?? first.root else { continue }
            probe.textKeptStored = kept.subtracting([id])
            guard let trial = try? probe.layout(scene: sceneID, device: designDevice, orientation: designOrientation, storedRootSize: true),
                  IBDocument.textViewsOffStoredSize(in: trial).isEmpty else { continue }
            kept.remove(id)
        }
        return kept
    }

    /// The views of `layout` whose stored size stands for their intrinsic size (text Trellis does
    /// not measure: ``IBLayout/estimatedIDs``) but that the design canvas lays out at the same
    /// frames, and every other view too, without it: their constraints size them, so on another
    /// device they take the size the constraints give there. Each is tried on its own in its
    /// scene, with `kept` text views kept and the views already taken; `measuredText` are the
    /// text views kept in `layout`, measured text whichever way they end.
    private func storedSizesNotIntrinsic(in layout: IBLayout, kept: Set<String>, measuredText: Set<String>, scene: String?,
                                         probe: IBDocument) -> Set<String> {
        // Text views Trellis measures (kept at their stored size in `layout` or not) are not among them.
        let candidates = layout.estimatedIDs.subtracting(measuredText).sorted()
        guard !candidates.isEmpty else { return [] }
        var probe = probe
        probe.reportsFindings = false
        probe.textKeptStored = kept
        let rootIDs = Set(scenes.map(\.rootID))
        var references: [String: IBLayout] = [:]
        var dropped: Set<String> = []
        for id in candidates {
            guard let view = layout.views[id],
                  let sceneID = scene ?? IBDocument.sceneRootID(of: view, in: layout, rootIDs: rootIDs)
            else { continue }
            if references[sceneID] == nil {
                probe.storedSizeNotIntrinsic = dropped
                references[sceneID] = try? probe.layout(scene: sceneID, device: designDevice, orientation: designOrientation, storedRootSize: true)
            }
            guard let reference = references[sceneID] else { continue }
            probe.storedSizeNotIntrinsic = dropped.union([id])
            guard let trial = try? probe.layout(scene: sceneID, device: designDevice, orientation: designOrientation, storedRootSize: true),
                  IBDocument.textViewsOffStoredSize(in: trial).isEmpty,
                  reference.entries.allSatisfy({ e in trial.views[e.id].map { IBDocument.sameFrame($0.frame, e.view.frame) } ?? false })
            else { continue }
            dropped.insert(id)
        }
        return dropped
    }

    /// The id of the scene root `view` is laid out under in `layout` (`rootIDs`: the document's
    /// scene roots), the outermost one.
    private static func sceneRootID(of view: View, in layout: IBLayout, rootIDs: Set<String>) -> String? {
        sequence(first: view, next: \.superview).compactMap { layout.entry(for: $0)?.id }.last { rootIDs.contains($0) }
    }

    private static func sameFrame(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) <= 0.01 && abs(a.minY - b.minY) <= 0.01 && abs(a.width - b.width) <= 0.01 && abs(a.height - b.height) <= 0.01
    }

    /// The document with its text calibration done once, for all scenes: which labels and buttons
    /// keep their stored size on the design device (``textViewsKeepingStoredSizes(scene:)``).
    /// ``layout(scene:device:orientation:storedRootSize:)`` otherwise works this out on every
    /// call, which costs up to three canvas layouts each time; call this before laying a document
    /// out on many devices, orientations or content sizes. The layouts are the same. With
    /// ``TextSizing/stored`` there is nothing to calibrate and the document is returned as it is.
    public func calibratingText() -> IBDocument {
        guard textSizing == .measured, textKeptStored == nil else { return self }
        var calibrated = self
        let calibration = calibrateText(scene: nil, keepingCanvasLayout: false)
        calibrated.textKeptStored = calibration.keptStored
        calibrated.storedSizeNotIntrinsic = calibration.notIntrinsic
        return calibrated
    }
}

extension SceneBuilder {
    /// The measurer of a text view the reader measures (label, button, text field, segmented control, text view).
    static func textMeasurer(of view: View) -> (any TextMeasurer)? {
        switch view {
        case let v as Label: v.measurer
        case let v as Button: v.measurer
        case let v as TextField: v.measurer
        case let v as SegmentedControl: v.measurer
        case let v as TextView: v.measurer
        default: nil
        }
    }
}
