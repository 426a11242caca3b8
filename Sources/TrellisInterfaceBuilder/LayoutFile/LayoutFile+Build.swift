import Trellis

extension LayoutFile {
    /// Builds the file's views, activates its constraints and lays them out on `device` in
    /// `orientation` (the file's own when nil), as ``IBDocument/layout(scene:device:orientation:storedRootSize:)``
    /// does for a storyboard: the result lists every view with its id, class and stored frame.
    ///
    /// - The root view is a view controller's view: it fills a window on the device's screen, or
    ///   keeps its stated frame with `storedRootSize` (Xcode's canvas; used by `trellis check`).
    /// - Every view is a plain `View` (whatever its `class`, which is only reported) with the file's
    ///   frame, background colour, intrinsic size (`explicitIntrinsicContentSize`), autoresizing mask,
    ///   hugging and compression resistance, `clipsToBounds` and `isHidden`.
    /// - `translatesAutoresizingMaskIntoConstraints` is what the file says, otherwise NO for a view
    ///   that a constraint line names and YES for the others (what Interface Builder does when you
    ///   add constraints to a view).
    /// - `superview` in an equation is the superview of the equation's first item.
    /// - A VFL line goes through `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
    ///   with every view of the file by id and the file's `metrics`.
    ///
    /// Constraints UIKit would reject (e.g. a location equal to a size) are errors naming the line;
    /// conflicts and ambiguity found while solving are the layout's diagnostics.
    public func layout(device: Device? = nil, orientation: Orientation? = nil,
                       storedRootSize: Bool = false) throws(LayoutFileError) -> IBLayout {
        let device = device ?? self.device
        let orientation = orientation ?? self.orientation
        let result = IBLayout(device: device, orientation: orientation)
        let constrained = constrainedIDs()

        func make(_ spec: ViewSpec, superviewID: String?) -> View {
            let view = View()
            view.accessibilityIdentifier = spec.id
            var stored: Rect?
            if let f = spec.frame {
                stored = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
                view.frame = stored!
            }
            if let c = spec.color { view.backgroundColor = Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]) }
            if let s = spec.intrinsicSize {
                view.explicitIntrinsicContentSize = Size(width: s[0] ?? View.noIntrinsicMetric, height: s[1] ?? View.noIntrinsicMetric)
            }
            if let names = spec.autoresizingMask {
                var mask: AutoresizingMask = []
                for name in names { mask.insert(Self.mask(named: name)) }
                view.autoresizingMask = mask
            }
            for (axis, i) in [(LayoutAxis.horizontal, 0), (.vertical, 1)] {
                if let p = spec.hugging?[i] { view.setContentHuggingPriority(LayoutPriority(p), for: axis) }
                if let p = spec.compressionResistance?[i] { view.setContentCompressionResistancePriority(LayoutPriority(p), for: axis) }
            }
            view.translatesAutoresizingMaskIntoConstraints = spec.translatesAutoresizingMaskIntoConstraints ?? !constrained.contains(spec.id)
            view.clipsToBounds = spec.clipsToBounds
            view.isHidden = spec.isHidden
            result.add(IBLayout.Entry(id: spec.id, elementName: spec.className, superviewID: superviewID, view: view,
                                      storedFrame: stored, flaggedInDocument: false, line: 0))
            for sub in spec.subviews { view.addSubview(make(sub, superviewID: spec.id)) }
            return view
        }

        let root = make(self.root, superviewID: nil)
        let window = Window(screen: Screen(device: device, orientation: orientation))
        result.windows.append(window)
        result.roots.append(root)
        window.addSubview(root)
        if storedRootSize, let f = self.root.frame {
            root.frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
        } else {
            root.frame = window.bounds
        }
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        for line in constraints {
            switch line {
            case .visualFormat(let format, let at):
                do {
                    let made = try LayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: result.views)
                    let name = LayoutFile.abbreviated(format)
                    for (i, c) in made.enumerated() {
                        c.identifier = "line \(at): \(name) #\(i + 1)"
                        try c.activate()
                    }
                } catch let error as VisualFormatError {
                    // VFL columns are 0-based offsets; layout-file columns are 1-based.
                    throw LayoutFileError(line: at, column: error.column + 1, message: error.message, source: format)
                } catch {
                    throw LayoutFileError(line: at, message: "\(error)", source: format)
                }
            case .equation(let e, let at):
                try activate(e, line: at, in: result)
            }
        }

        window.layoutIfNeeded()
        result.report(window.layoutIssues)
        result.checkFiniteFrames()
        return result
    }

    /// A VFL line as its constraints' identifiers name it: whole up to 60 characters, else its
    /// first 60 and "…" (the line number and `#n` still tell the constraints apart). A conflict
    /// lists several constraints by identifier, and with the whole line in each, a line of 1,000
    /// predicates made output that grew as the square of its length.
    static func abbreviated(_ format: String) -> String {
        format.count <= 60 ? format : format.prefix(60) + "…"
    }

    /// Makes and activates the constraint of one equation line.
    private func activate(_ e: LayoutEquation, line: Int, in result: IBLayout) throws(LayoutFileError) {
        guard let first = result.views[e.first.item] else {
            throw LayoutFileError(line: line, column: 1, message: "unknown view id '\(e.first.item)'", source: e.text)
        }
        var second: View?
        if let operand = e.second {
            if operand.item == "superview" {
                guard let s = first.superview, result.entry(for: s) != nil else {
                    throw LayoutFileError(line: line, message: "'superview' used with the root view '\(e.first.item)', which has none", source: e.text)
                }
                second = s
            } else {
                second = result.views[operand.item]
            }
        }
        let relation: LayoutRelation = switch e.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let secondAttribute = e.second.flatMap { LayoutAttribute(documentName: $0.attribute) } ?? .notAnAttribute
        guard let firstAttribute = LayoutAttribute(documentName: e.first.attribute) else {
            throw LayoutFileError(line: line, message: "unknown attribute '\(e.first.attribute)'", source: e.text)
        }
        do {
            let c = try LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                         attribute: secondAttribute, multiplier: e.multiplier, constant: e.constant)
            c.identifier = "line \(line): \(e.text)"
            try c.setPriority(LayoutPriority(e.priority))
            try c.activate()
        } catch {
            throw LayoutFileError(line: line, message: "\(error)", source: e.text)
        }
    }

    /// Ids named by any constraint line: equation operands, and `[name]` in VFL lines.
    func constrainedIDs() -> Set<String> {
        var out: Set<String> = []
        for line in constraints {
            switch line {
            case .equation(let e, _):
                out.insert(e.first.item)
                if let s = e.second { out.insert(s.item) }
            case .visualFormat(let format, _):
                var name: String?
                for c in format {
                    if c == "[" {
                        name = ""
                    } else if let n = name {
                        if c.isLetter || c.isNumber || c == "_" { name = n + String(c) } else { out.insert(n); name = nil }
                    }
                }
            }
        }
        return out
    }

    static func mask(named name: String) -> AutoresizingMask {
        switch name {
        case "flexibleLeftMargin": .flexibleLeftMargin
        case "flexibleWidth": .flexibleWidth
        case "flexibleRightMargin": .flexibleRightMargin
        case "flexibleTopMargin": .flexibleTopMargin
        case "flexibleHeight": .flexibleHeight
        default: .flexibleBottomMargin
        }
    }
}
