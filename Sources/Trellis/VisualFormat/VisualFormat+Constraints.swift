extension VisualFormat {
    /// The spacing of a lone `-` between two sibling views (UIKit's standard spacing, 8 points).
    public static let standardSpacing = 8.0
    /// The spacing of a lone `-` between a view and its superview's edge, as Apple's Visual
    /// Format Language guide documents it (20 points).
    public static let standardSuperviewSpacing = 20.0

    /// Resolves the names against `metrics` and `views` and makes the constraints the format
    /// describes (inactive, as UIKit returns them).
    ///
    /// For a connection between an earlier item A and a later item B the constraint reads
    /// `B.leading <relation> A.trailing + spacing` (top/bottom in `V:` formats, left/right with
    /// ``LayoutConstraint/FormatOptions/directionLeftToRight``); with
    /// ``LayoutConstraint/FormatOptions/directionRightToLeft`` it reads `A.left <relation> B.right + spacing`.
    /// A superview end uses the superview's own leading (or trailing) edge. Alignment options
    /// add `views[i].attribute == views[i + 1].attribute` after those, in UIKit's option order.
    public func constraints(options: LayoutConstraint.FormatOptions = [], metrics: [String: Double] = [:],
                            views: [String: View]) throws(VisualFormatError) -> [LayoutConstraint] {
        try validate(options)
        let resolved = try resolveViews(views)

        // The attributes at the start and end of each item along the axis, and whether the
        // views run against the coordinate direction.
        let start: LayoutAttribute, end: LayoutAttribute, reversed: Bool
        if axis == .vertical {
            (start, end, reversed) = (.top, .bottom, false)
        } else if options.contains(.directionRightToLeft) {
            (start, end, reversed) = (.right, .left, true)
        } else if options.contains(.directionLeftToRight) {
            (start, end, reversed) = (.left, .right, false)
        } else {
            (start, end, reversed) = (.leading, .trailing, false)
        }
        let baselineSpacing = options.contains(.spacingBaselineToBaseline)
        let dimension: LayoutAttribute = axis == .horizontal ? .width : .height

        var result: [LayoutConstraint] = []

        /// Constraints of a connection from `a` (earlier) to `b` (later).
        func connect(_ a: View, aIsSuperview: Bool, _ b: View, bIsSuperview: Bool, _ connection: VisualFormatConnection) throws(VisualFormatError) {
            var attrA = aIsSuperview ? start : end
            var attrB = bIsSuperview ? end : start
            if baselineSpacing && !aIsSuperview && !bIsSuperview { (attrA, attrB) = (.lastBaseline, .firstBaseline) }
            let standard = aIsSuperview || bIsSuperview ? Self.standardSuperviewSpacing : Self.standardSpacing
            var specs: [(LayoutRelation, Double, LayoutPriority, Int)] = []
            switch connection.kind {
            case .flush: specs = [(.equal, 0, .required, connection.column)]
            case .standard: specs = [(.equal, standard, .required, connection.column)]
            case let .predicates(predicates):
                for p in predicates {
                    let constant = try spacing(p, metrics: metrics, views: views)
                    specs.append((p.relation, constant, try priority(p, metrics: metrics), p.column))
                }
            }
            for (relation, constant, priority, column) in specs {
                let c = reversed
                    ? try make(a, attrA, relation, b, attrB, constant, column: column)
                    : try make(b, attrB, relation, a, attrA, constant, column: column)
                c.priority = priority
                result.append(c)
            }
        }

        if let leading = leadingSuperview {
            guard let superview = resolved[0].superview else { throw error(.noSuperview(self.views[0].name), at: self.views[0].endColumn) }
            try connect(superview, aIsSuperview: true, resolved[0], bIsSuperview: false, leading)
        }
        for (i, element) in self.views.enumerated() {
            let view = resolved[i]
            for p in element.predicates {
                let c: LayoutConstraint
                switch try object(p, metrics: metrics, views: views) {
                case let .constant(value):
                    c = try make(view, dimension, p.relation, nil, .notAnAttribute, value, column: p.column)
                case let .view(other):
                    c = try make(view, dimension, p.relation, other, dimension, 0, column: p.column)
                }
                c.priority = try priority(p, metrics: metrics)
                result.append(c)
            }
            if i + 1 < resolved.count {
                try connect(view, aIsSuperview: false, resolved[i + 1], bIsSuperview: false, connections[i])
            }
        }
        if let trailing = trailingSuperview {
            let last = self.views.count - 1
            guard let superview = resolved[last].superview else { throw error(.noSuperview(self.views[last].name), at: self.views[last].endColumn) }
            try connect(resolved[last], aIsSuperview: false, superview, bIsSuperview: true, trailing)
        }
        for i in resolved.indices.dropFirst() {
            for attribute in options.alignmentAttributes {
                result.append(try make(resolved[i - 1], attribute, .equal, resolved[i], attribute, 0, column: self.views[i].column))
            }
        }
        return result
    }

    // MARK: Resolution

    private enum Object { case constant(Double), view(View) }

    private func error(_ reason: VisualFormatError.Reason, at column: Int) -> VisualFormatError {
        VisualFormatError(reason, format: format, column: column)
    }

    private func validate(_ options: LayoutConstraint.FormatOptions) throws(VisualFormatError) {
        let known = LayoutConstraint.FormatOptions.alignments.reduce(UInt(0)) { $0 | $1.0.rawValue }
            | LayoutConstraint.FormatOptions.directionMask.rawValue | LayoutConstraint.FormatOptions.spacingMask.rawValue
        if options.rawValue & ~known != 0 { throw error(.unknownOptions(options.rawValue & ~known), at: 0) }
        if options.isSuperset(of: .directionMask) { throw error(.conflictingDirectionOptions, at: 0) }
        if axis == .horizontal && options.contains(.spacingBaselineToBaseline) {
            throw error(.baselineSpacingInHorizontalLayout, at: 0)
        }
        for attribute in options.alignmentAttributes where attribute.axis == axis {
            throw error(.alignmentAlongLayoutAxis(attribute, axis), at: 0)
        }
    }

    private func resolveViews(_ views: [String: View]) throws(VisualFormatError) -> [View] {
        var result: [View] = []
        for element in self.views {
            guard let view = views[element.name] else { throw error(.unknownView(element.name), at: element.nameColumn) }
            result.append(view)
        }
        return result
    }

    private func metric(_ name: String, _ metrics: [String: Double], column: Int) throws(VisualFormatError) -> Double? {
        guard let value = metrics[name] else { return nil }
        guard value.isFinite else { throw error(.invalidMetricValue(name, value), at: column) }
        return value
    }

    /// The object of a view's predicate: a constant, a metric or another view.
    private func object(_ p: VisualFormatPredicate, metrics: [String: Double], views: [String: View]) throws(VisualFormatError) -> Object {
        switch p.object {
        case let .number(n): return .constant(n)
        case let .name(name):
            if let value = try metric(name, metrics, column: p.objectColumn) { return .constant(value) }
            if let view = views[name] { return .view(view) }
            throw error(.unknownMetricOrView(name), at: p.objectColumn)
        }
    }

    /// The constant of a connection's predicate: a number or a metric, never a view.
    private func spacing(_ p: VisualFormatPredicate, metrics: [String: Double], views: [String: View]) throws(VisualFormatError) -> Double {
        switch p.object {
        case let .number(n): return n
        case let .name(name):
            if let value = try metric(name, metrics, column: p.objectColumn) { return value }
            if views[name] != nil { throw error(.viewNameInSpacing(name), at: p.objectColumn) }
            throw error(.unknownMetric(name), at: p.objectColumn)
        }
    }

    private func priority(_ p: VisualFormatPredicate, metrics: [String: Double]) throws(VisualFormatError) -> LayoutPriority {
        guard let value = p.priority else { return .required }
        let column = p.priorityColumn ?? p.column
        let number: Double
        switch value {
        case let .number(n): number = n
        case let .name(name):
            guard let m = try metric(name, metrics, column: column) else { throw error(.unknownMetric(name), at: column) }
            number = m
        }
        let priority = LayoutPriority(number)
        guard priority.isValid else { throw error(.invalidPriority(number), at: column) }
        return priority
    }

    private func make(_ item: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: View?,
                      _ otherAttribute: LayoutAttribute, _ constant: Double, column: Int) throws(VisualFormatError) -> LayoutConstraint {
        do {
            return try LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                        attribute: otherAttribute, multiplier: 1, constant: constant)
        } catch {
            throw self.error(.invalidConstraint(error), at: column)
        }
    }
}
