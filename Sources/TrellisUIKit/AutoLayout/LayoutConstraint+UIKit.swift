extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`:
    /// `item.attr1 <relation> toItem.attr2 × multiplier + constant`, inactive.
    ///
    /// The items are views or layout guides (`Any`, as in UIKit). Where UIKit raises an exception
    /// (an item that is neither, `multiplier: 0` on a location attribute, a left with a leading, …),
    /// this logs UIKit's message on the layout log (`UIView.setLayoutLogHandler(_:)`) and returns a
    /// *refused* constraint: its ``identifier`` starts with `"refused: "` and carries the message,
    /// its items are gone, and installing or activating it changes no frame (activation logs
    /// again). The throwing form is Trellis's `try LayoutConstraint(item:…)`; in a file that imports
    /// TrellisUIKit, write `try LayoutConstraint.checked(item:…)` to get the error instead.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        do {
            _ = try LayoutConstraint.checked(item: view1, attribute: attr1, relatedBy: relation,
                                             toItem: view2, attribute: attr2, multiplier: multiplier, constant: c)
        } catch {
            let message = "\(error)"
            View.logLayoutMessage(message)
            self.init(refused: message)
            return
        }
        // Checked just above with the same arguments: this cannot throw.
        try! self.init(validating: view1 as! LayoutItem, attribute: attr1, relatedBy: relation,
                       toItem: view2 as? LayoutItem, attribute: attr2, multiplier: multiplier, constant: c)
    }

    /// The throwing form of UIKit's initialiser with `Any` items: throws where UIKit raises.
    public static func checked(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                               toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat,
                               constant c: CGFloat) throws(UIKitArgumentError) -> LayoutConstraint {
        guard let first = view1 as? LayoutItem else { throw .notALayoutItem("item", String(describing: type(of: view1))) }
        var second: LayoutItem?
        if let view2 {
            guard let item = view2 as? LayoutItem else {
                throw .notALayoutItem("toItem", String(describing: type(of: view2)))
            }
            second = item
        }
        do {
            return try LayoutConstraint(validating: first, attribute: attr1, relatedBy: relation, toItem: second,
                                        attribute: attr2, multiplier: multiplier, constant: c)
        } catch {
            throw .constraint(error)
        }
    }

    /// A constraint that takes no part in layout: its only item is a guide freed at once.
    private convenience init(refused message: String) {
        // A width ≥ 0 on a fresh guide is valid, so this cannot throw.
        try! self.init(validating: LayoutGuide(identifier: "refused"), attribute: .width, relatedBy: .greaterThanOrEqual,
                       toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
        identifier = "refused: \(message)"
    }

    /// UIKit's `constraints(withVisualFormat:options:metrics:views:)`: the constraints a visual
    /// format string describes, inactive. `views` maps names to views; `metrics` maps names to
    /// numbers (`Int`, `Double`, `Float`).
    ///
    /// Where UIKit raises an exception (a malformed format, a name missing from `views` or
    /// `metrics`, a value of the wrong kind), this logs UIKit's message with the format and a caret
    /// under the column on the layout log (`UIView.setLayoutLogHandler(_:)`) and returns no
    /// constraints. ``checkedConstraints(withVisualFormat:options:metrics:views:)`` throws instead.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        do {
            return try checkedConstraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        } catch {
            View.logLayoutMessage("\(error)")
            return []
        }
    }

    /// ``constraints(withVisualFormat:options:metrics:views:)`` for a dictionary whose values are
    /// all views of one class (`let views = ["a": a, "b": b]` is a `[String: UIView]`): Swift would
    /// otherwise choose Trellis's throwing form, which takes exactly that type.
    public static func constraints<V: View>(withVisualFormat format: String, options: FormatOptions = [],
                                            metrics: [String: Any]?, views: [String: V]) -> [LayoutConstraint] {
        constraints(withVisualFormat: format, options: options, metrics: metrics, views: views as [String: Any])
    }

    /// The throwing form of UIKit's `constraints(withVisualFormat:options:metrics:views:)` with
    /// `Any` dictionaries: throws where UIKit raises.
    public static func checkedConstraints(withVisualFormat format: String, options: FormatOptions = [],
                                          metrics: [String: Any]?, views: [String: Any]) throws(UIKitArgumentError) -> [LayoutConstraint] {
        var viewsByName: [String: View] = [:]
        for (name, value) in views {
            guard let view = value as? View else {
                throw .notAView(format: format, name: name, type: String(describing: type(of: value)))
            }
            viewsByName[name] = view
        }
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            switch value {
            case let d as Double: numbers[name] = d
            case let i as Int: numbers[name] = Double(i)
            case let f as Float: numbers[name] = Double(f)
            default: throw .notANumber(format: format, name: name, type: String(describing: type(of: value)))
            }
        }
        do {
            return try VisualFormat(format).constraints(options: options, metrics: numbers, views: viewsByName)
        } catch {
            throw .visualFormat(error)
        }
    }
}
