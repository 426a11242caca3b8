import Trellis

extension TraitCollection {
    /// The value of an attribute for these size classes: a `<variation key=…>` child that
    /// matches the traits and sets the attribute overrides the element's own value (Interface
    /// Builder writes `spacing`, `axis` or `distribution` on stack views, `hidden` on views, and
    /// `<variation key="heightClass=compact" constant="20"/>` inside a constraint, whose values
    /// are typed: ``ConstraintElement/values(for:)``). When several keys match, the most specific
    /// one (most traits, e.g. `heightClass=compact-widthClass=compact`) wins — Xcode's precedence
    /// between overlapping keys is not documented; this is Trellis's assumption. The keys are
    /// parsed once, with the document (``SizeClassVariation``).
    func value(_ e: XMLTree, _ name: String) -> String? {
        mostSpecificVariation(of: e, setting: { $0[name] })?[name] ?? e[name]
    }

    /// The `<variation>` child of `e` that matches these size classes, sets what `setting` reads
    /// (non-nil) and has the most specific key (most traits); nil when none does.
    func mostSpecificVariation<T>(of e: XMLTree, setting: (XMLTree) -> T?) -> XMLTree? {
        // Looked up for every attribute of every view: the children are walked, not filtered into an array.
        SizeClassKey.mostSpecific(e.children, matching: self, key: { $0.sizeClassVariation?.key },
                                  value: { setting($0) != nil ? $0 : nil })
    }

    /// Whether the element is excluded for these size classes by a `<mask key=…>` of the view
    /// that holds it (`subviews` for a view, `constraints` for a constraint): a `default`
    /// variation's exclusion uninstalls it, a matching variation's inclusion or exclusion decides.
    func isMasked(_ e: XMLTree, in maskKey: String) -> Bool {
        guard let id = e["id"], let holder = e.parent?.parent else { return false }
        return isMasked(id: id, heldBy: holder, in: maskKey)
    }

    /// Whether the constraint, held by the view element `holder`, is uninstalled for these size classes (``isMasked(_:in:)``).
    func isMasked(_ c: ConstraintElement, heldBy holder: XMLTree) -> Bool {
        guard let id = c.id else { return false }
        return isMasked(id: id, heldBy: holder, in: "constraints")
    }

    /// Whether the masks of `holder`'s variations exclude the id for these size classes.
    private func isMasked(id: String, heldBy holder: XMLTree, in maskKey: String) -> Bool {
        var active = true
        for child in holder.children {
            guard let variation = child.sizeClassVariation, let mask = variation.mask(maskKey) else { continue }
            let excludes = mask.excluded.contains(id)
            if excludes, variation.key?.isDefault == true { active = false }
            if variation.masksApply(to: self) {
                if mask.included.contains(id) { active = true }
                if excludes { active = false }
            }
        }
        return !active
    }

    /// Whether any size class could mask the element (its holder has a mask naming it).
    static func isMaskable(_ e: XMLTree, in maskKey: String) -> Bool {
        guard let id = e["id"], let holder = e.parent?.parent else { return false }
        return isMaskable(id: id, heldBy: holder, in: maskKey)
    }

    /// Whether any size class could uninstall the constraint held by `holder` (a mask names it).
    static func isMaskable(_ c: ConstraintElement, heldBy holder: XMLTree) -> Bool {
        guard let id = c.id else { return false }
        return isMaskable(id: id, heldBy: holder, in: "constraints")
    }

    private static func isMaskable(id: String, heldBy holder: XMLTree, in maskKey: String) -> Bool {
        holder.children.contains { child in
            guard let mask = child.sizeClassVariation?.mask(maskKey) else { return false }
            return mask.included.contains(id) || mask.excluded.contains(id)
        }
    }
}

extension SceneBuilder {
    /// Whether the element is uninstalled for the scene's size classes (``TraitCollection/isMasked(_:in:)``).
    func isMasked(_ e: XMLTree, in maskKey: String) -> Bool { traits.isMasked(e, in: maskKey) }
}

/// What depends on the size classes in a built scene — and a Split View window's width —
/// re-applied when its window's size classes change (the screen rotates across a size-class
/// boundary: an iPhone 8 goes from regular to compact height). UIKit re-evaluates a storyboard's
/// variations on every trait change; Trellis re-applies, in place, on the views and constraints
/// already built:
///
/// * constraints: installed or uninstalled by their holder's `<mask key="constraints">`, and
///   their `constant` and `priority` variations;
/// * stack views: `axis`, `distribution`, `alignment` and `spacing` variations;
/// * views: `hidden` variations;
/// * labels, buttons, text fields, text views and segmented controls: `<fontDescription>`
///   variations (at the document's content size category), so their intrinsic sizes follow.
///
/// Views a `<mask key="subviews">` uninstalls for the size classes of the first layout are not
/// built, so a rotation neither installs them nor uninstalls the others (three such masks in the
/// corpora); the reader says so in an `unsupported` diagnostic when a scene has such a mask.
final class SizeClassVariations {
    /// A document constraint, the view element holding it (whose masks install it) and the layout constraint built from it.
    struct ConstraintBinding { let decoded: ConstraintElement; let holder: XMLTree; let constraint: LayoutConstraint }
    struct ViewBinding { let element: XMLTree; weak var view: View? }
    /// A text control whose font varies: `set` gives it a font (it holds the view weakly);
    /// `fallback` is its font where no `<fontDescription>` applies (``SceneBuilder/setFont(_:fallback:_:)``).
    struct FontBinding { let element: XMLTree; let category: ContentSizeCategory; let fallback: Font; let set: (Font) -> Void }

    /// The document's top element, kept alive: parents are weak, and a freed tree empties every
    /// node below it (``XMLTree``'s deinit), so the elements read here need the whole tree.
    private let documentElement: XMLTree
    private let splitView: SplitViewAdaptation?
    private var traits: TraitCollection
    var constraints: [ConstraintBinding] = []
    var stacks: [ViewBinding] = []
    var hiddenViews: [ViewBinding] = []
    var fonts: [FontBinding] = []

    init(sceneElement: XMLTree, traits: TraitCollection, splitView: SplitViewAdaptation?) {
        var top = sceneElement
        while let parent = top.parent { top = parent }
        documentElement = top
        self.traits = traits
        self.splitView = splitView
    }

    var isEmpty: Bool { constraints.isEmpty && stacks.isEmpty && hiddenViews.isEmpty && fonts.isEmpty }

    /// Re-applies every variation for the window's current screen, when its size classes changed.
    func windowDidRotate(_ window: Window) {
        let screen = window.screen
        let width = splitView?.windowWidth(on: screen.device, orientation: screen.orientation)
        if let width { window.frame.size.width = width }
        let now = width.map { TraitCollection(screen: screen, windowWidth: $0) } ?? TraitCollection(screen: screen)
        guard now != traits else { return }
        traits = now
        apply()
        window.setNeedsLayout()
    }

    /// Whether a `<variation>` of the element sets the attribute.
    static func varies(_ e: XMLTree, _ name: String) -> Bool {
        e.children(named: "variation").contains { $0[name] != nil }
    }

    private func apply() {
        for b in constraints {
            let c = b.constraint
            if traits.isMasked(b.decoded, heldBy: b.holder) {
                c.deactivate()
                continue
            }
            let values = b.decoded.values(for: traits)
            if b.decoded.variesConstant, !c.adaptsToScreenWidth {
                if c.constant != values.constant { c.constant = values.constant }
            }
            let priority = values.effectivePriority
            if b.decoded.variesPriority, priority != c.priority {
                // Between required and optional a constraint must be inactive (UIKit raises otherwise).
                let wasActive = c.isActive
                if wasActive && priority.isRequired != c.priority.isRequired { c.deactivate() }
                try? c.setPriority(priority)
                if wasActive && !c.isActive { try? c.activate() }
            }
            if !c.isActive { try? c.activate() }
        }
        for b in stacks {
            guard let stack = b.view as? StackView else { continue }
            // Read as the stack was made (``SceneBuilder/readStackView(_:_:shared:)``), for the new size classes.
            SceneBuilder.arrange(stack, as: StackViewAttributes.decode(b.element, traits: traits).attributes)
        }
        for b in hiddenViews { b.view?.isHidden = ViewAttributes.isHidden(b.element, traits: traits) }
        for b in fonts { b.set(traits.font(b.element)?.adjusted(to: b.category) ?? b.fallback) }
    }
}
