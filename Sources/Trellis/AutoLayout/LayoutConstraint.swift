/// `firstItem.firstAttribute <relation> secondItem.secondAttribute × multiplier + constant`,
/// with a priority (UIKit's `NSLayoutConstraint`).
///
/// ```swift
/// let c = try LayoutConstraint(item: image, attribute: .leading, relatedBy: .equal,
///                              toItem: root, attribute: .leading, multiplier: 1, constant: 50)
/// c.isActive = true
/// ```
/// The constant and the priority may change after activation and re-solve incrementally; an
/// active constraint cannot switch between required and optional (as in UIKit).
public final class LayoutConstraint: CustomStringConvertible {
    /// The items are held weakly, as UIKit's are: the view a constraint is installed on owns
    /// it and usually is one of its items, so owning the items back would make a cycle and keep
    /// the whole hierarchy alive. A constraint whose item was freed is `nil` here and is ignored.
    public var firstItem: LayoutItem? { firstItemReference.item }
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public var secondItem: LayoutItem? { secondItemReference.item }
    private let firstItemReference: WeakItem
    private let secondItemReference: WeakItem
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double

    // The mutable state the engine reads when it translates a constraint is
    // `@exclusivity(unchecked)`, as a view's hot state is (`View.swift`): the runtime's access
    // tracking was two calls per constraint of a first layout.

    /// The added constant; changing it re-solves incrementally.
    @exclusivity(unchecked) public var constant: Double {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                LayoutEngine.log("\(self): constant \(constant) ignored: not finite"); constant = oldValue; return
            }
            installedEngine?.update(self)
        }
    }

    /// How much the constraint is wanted (default required). Out-of-range values and a switch
    /// between required and optional on an active constraint are refused and logged, as UIKit
    /// refuses them; ``setPriority(_:)`` throws instead.
    public var priority: LayoutPriority {
        get { priorityStorage }
        set {
            do { try setPriority(newValue) } catch { LayoutEngine.log("\(error)") }
        }
    }
    @exclusivity(unchecked) private var priorityStorage = LayoutPriority.required

    /// A name shown in diagnostics.
    @exclusivity(unchecked) public var identifier: String?
    /// Whether the constant scales with the screen width (seed 002's `adapterScreen`; see ScreenAdaptation).
    public var adaptsToScreenWidth = false
    /// The constant as designed and as the last screen adaptation wrote it (``ScreenAdaptationRecord``).
    var screenAdaptation: ScreenAdaptationRecord?

    /// False for a constraint a tool adds to imitate another tool's layout (the Interface Builder
    /// reader's hold of a size at zero), not one an app or a document asks for: when it cannot
    /// hold it is broken quietly — no search for the constraints it conflicts with, no layout
    /// issue — and, like every broken constraint, put back when it fits again.
    package var reportsConflicts = true

    /// Whether a view's update-constraints pass made the constraint (a stack view's arrangement),
    /// rather than the app or a document. The engine adds those after the others when it builds,
    /// and a conflict breaks them first, as UIKit runs that pass after a document is decoded.
    var isMadeByUpdateConstraintsPass = false

    /// The view the constraint is installed on while active. Unowned and unretained for speed,
    /// and never dangling: the view clears it when it removes the constraint or is freed.
    public internal(set) unowned(unsafe) var installedView: View?
    var installedEngine: LayoutEngine? { installedView?.rootView.autoLayout.engine }

    /// Creates a constraint, validating it as UIKit does. Disfavoured so that, where TrellisUIKit is
    /// imported, UIKit's non-throwing form (same labels) is the one chosen.
    @_disfavoredOverload
    public init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
                multiplier: Double = 1, constant: Double = 0) throws(LayoutConstraintError) {
        guard multiplier.isFinite else { throw .nonFinite("multiplier \(multiplier)") }
        guard constant.isFinite else { throw .nonFinite("constant \(constant)") }
        guard attribute != .notAnAttribute else { throw .missingFirstItem }
        if toItem == nil && secondAttribute != .notAnAttribute { throw .missingSecondItem(secondAttribute) }
        if !attribute.isDimension && (toItem == nil || multiplier == 0 || secondAttribute == .notAnAttribute) {
            throw .locationEqualToConstant(attribute)
        }
        if attribute.isMarginRelative && !(item is View) { throw .marginsOfGuide(attribute) }
        if let toItem, secondAttribute.isMarginRelative && !(toItem is View) { throw .marginsOfGuide(secondAttribute) }
        if toItem != nil && secondAttribute != .notAnAttribute {
            if (attribute.isLeadingOrTrailing && secondAttribute.isLeftOrRight)
                || (attribute.isLeftOrRight && secondAttribute.isLeadingOrTrailing) {
                throw .mixedDirections(attribute, secondAttribute)
            }
            if attribute.axis != secondAttribute.axis && !(attribute.isDimension && secondAttribute.isDimension) {
                throw .invalidPairing(attribute, secondAttribute)
            }
            if attribute.isDimension != secondAttribute.isDimension { throw .invalidPairing(attribute, secondAttribute) }
        }
        firstItemReference = WeakItem(item)
        self.firstAttribute = attribute
        self.relation = relation
        secondItemReference = WeakItem(secondAttribute == .notAnAttribute ? nil : toItem)
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// For anchors, whose types already guarantee a valid pairing.
    init(unchecked item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
         _ toItem: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double) {
        firstItemReference = WeakItem(item); firstAttribute = attribute; self.relation = relation
        secondItemReference = WeakItem(toItem); self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
    }

    /// The anchor of the first item's attribute (UIKit's `firstAnchor`).
    public var firstAnchor: LayoutAnchor? { firstItem.map { LayoutAnchor.anchor($0, firstAttribute) } }
    /// The anchor of the second item's attribute, `nil` for a constant constraint (UIKit's `secondAnchor`).
    public var secondAnchor: LayoutAnchor? { secondItem.map { LayoutAnchor.anchor($0, secondAttribute) } }

    /// Changes the priority, throwing for an invalid value or a required/optional switch while active.
    public func setPriority(_ newValue: LayoutPriority) throws(LayoutConstraintError) {
        guard newValue.isValid else { throw .invalidPriority(newValue.rawValue) }
        if isActive && newValue.isRequired != priorityStorage.isRequired {
            throw .requiredToggle(from: priorityStorage.rawValue, to: newValue.rawValue)
        }
        guard newValue != priorityStorage else { return }
        priorityStorage = newValue
        installedEngine?.update(self)
    }

    /// Whether the constraint takes part in layout. Setting `true` installs it on the nearest
    /// common ancestor of its items; a failure (no common ancestor) is logged and leaves it
    /// inactive — ``activate()`` throws instead.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue {
                do { try activate() } catch { LayoutEngine.log("\(error)") }
            } else {
                deactivate()
            }
        }
    }

    /// Installs the constraint on the nearest common ancestor of its items.
    public func activate() throws(LayoutConstraintError) {
        guard installedView == nil else { return }
        guard let first = firstItem?.owningViewForLayout else { throw .missingFirstItem }
        var host = first
        if let second = secondItem {
            guard let other = second.owningViewForLayout, let common = first.nearestCommonAncestor(with: other) else {
                throw .noCommonAncestor(itemName(firstItem), itemName(secondItem))
            }
            host = common
        }
        host.addConstraint(self)
    }

    /// Whether the view holding the constraint contains both items (UIKit requires it), given
    /// as ``firstItem`` and ``secondItem`` read once by the caller.
    func isInstalledOnCommonAncestor(of first: LayoutItem?, _ second: LayoutItem?) -> Bool {
        guard let host = installedView else { return false }
        func isInside(_ item: LayoutItem?) -> Bool {
            guard let item else { return true }
            return item.owningViewForLayout?.isDescendant(of: host) ?? false
        }
        return isInside(first) && isInside(second)
    }

    /// Removes the constraint from the view it is installed on.
    public func deactivate() {
        installedView?.removeConstraint(self)
    }

    /// Activates each constraint; failures are logged and skipped (UIKit's `activate(_:)`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Activates each constraint, stopping at the first that cannot be installed.
    public static func activateChecked(_ constraints: [LayoutConstraint]) throws(LayoutConstraintError) {
        for c in constraints { try c.activate() }
    }

    /// Deactivates each constraint (UIKit's `deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.deactivate() }
    }

    func itemName(_ item: LayoutItem?) -> String {
        switch item {
        case let v as View: v.debugName
        case let g as LayoutGuide: g.identifier
        default: "nil"
        }
    }

    /// UIKit's debug form, e.g. `<LayoutConstraint 'id' image.width == 100 @500>`.
    public var description: String {
        var rhs = ""
        if let secondItem {
            rhs = "\(itemName(secondItem)).\(secondAttribute.rawValue)"
            if multiplier != 1 { rhs += " * \(formatPoints(multiplier))" }
            if constant != 0 { rhs += constant > 0 ? " + \(formatPoints(constant))" : " - \(formatPoints(-constant))" }
        } else {
            rhs = formatPoints(constant)
        }
        let p = priority.isRequired ? "" : " @\(priority)"
        let id = identifier.map { "'\($0)' " } ?? ""
        return "<LayoutConstraint \(id)\(itemName(firstItem)).\(firstAttribute.rawValue) \(relation.symbol) \(rhs)\(p)>"
    }
}

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Axis`: the axis of hugging and compression-resistance priorities.
    public typealias Axis = LayoutAxis
}
