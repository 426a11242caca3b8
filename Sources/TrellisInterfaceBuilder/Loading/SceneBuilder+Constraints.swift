import Trellis

/// Constraint reading: every `<constraint>` of the scene's views becomes an active
/// ``LayoutConstraint`` between the views and guides it names.
extension SceneBuilder {
    /// Adds the constraints of every view element at or below `e` that became a view of this
    /// scene (subviews, content views, table and collection cells, header and footer views).
    func addConstraints(_ e: XMLTree) {
        if let ownerID = documentID(of: e), let owner = result.views[ownerID], elements[ownerID] === e {
            for element in e.child("constraints")?.children ?? [] {
                guard let c = element.constraint, !isRemovedAtBuildTime(c) else { continue }
                let maskable = TraitCollection.isMaskable(c, heldBy: e)
                if traits.isMasked(c, heldBy: e) {
                    // Not in effect for these size classes: built quietly, kept for a rotation.
                    if maskable, let lc = makeConstraint(c, owner: owner, ownerID: ownerID, inEffect: false) {
                        variations.constraints.append(.init(decoded: c, holder: e, constraint: lc))
                    }
                    continue
                }
                if let lc = makeConstraint(c, owner: owner, ownerID: ownerID) {
                    do { try lc.activate() } catch {
                        result.diagnostics.append(Diagnostic(.error, "invalid-constraint", "\(error)", ids: [c.id ?? "?"]))
                    }
                    if maskable || !c.variations.isEmpty {
                        variations.constraints.append(.init(decoded: c, holder: e, constraint: lc))
                    }
                }
            }
        }
        for child in e.children where child.name != "constraints" { addConstraints(child) }
    }

    /// A document constraint as a layout constraint (not activated), with its values for the
    /// scene's size classes. `inEffect: false` for one its size classes uninstall: no
    /// diagnostics, no stored-frame checks. A constraint with a value Interface Builder does not
    /// write is left out (``readingMalformedConstraint(_:)``).
    func makeConstraint(_ c: ConstraintElement, owner: View, ownerID: String, inEffect: Bool = true) -> LayoutConstraint? {
        let cid = c.id ?? "?"
        func fail(_ kind: String, _ message: String, _ ids: [String]) -> LayoutConstraint? {
            // A constraint naming a view its size classes uninstall is simply not in effect.
            let uninstalled = kind == "unknown-id" && ids.dropFirst().allSatisfy(result.notInstalledIDs.contains)
            if inEffect && !uninstalled { result.diagnostics.append(Diagnostic(.warning, kind, "constraint \(cid): \(message)", ids: ids)) }
            return nil
        }
        guard c.problems.isEmpty, let a1 = c.firstAttribute else {
            if inEffect { readingMalformedConstraint(c) }
            return nil
        }
        let firstID = c.firstItem ?? ownerID
        guard let (item1, attr1) = resolve(firstID, a1) else { return fail("unknown-id", "firstItem '\(firstID)' is not in this scene", [cid, firstID]) }
        var item2: LayoutItem?
        var attr2 = LayoutAttribute.notAnAttribute
        var secondID: String?
        if let a2 = c.secondAttribute {
            let id = c.secondItem ?? ownerID
            guard let (i2, resolved) = resolve(id, a2) else { return fail("unknown-id", "secondItem '\(id)' is not in this scene", [cid, id]) }
            item2 = i2; attr2 = resolved; secondID = id
        }
        let values = c.values(for: traits)
        // Edges between a scroll view and its content attach to the content area.
        let first = scrollContentSubstitute(item1, attr1, other: item2)
        let second = item2.map { scrollContentSubstitute($0, attr2, other: item1) }
        do {
            // Positions with a multiplier are measured in the items' common ancestor by the engine, as in UIKit.
            let lc = try LayoutConstraint(item: first, attribute: attr1, relatedBy: values.relation, toItem: second,
                                          attribute: attr2, multiplier: values.multiplier, constant: values.constant)
            lc.identifier = cid
            if let p = values.priority {
                do { try lc.setPriority(p) } catch { return fail("invalid-constraint", "\(error)", [cid]) }
            }
            if let adapts = c.adaptsToScreenWidth { lc.adaptsToScreenWidth = adapts }
            guard inEffect else { return lc }
            constraintsByID[cid] = lc
            if document.reportsFindings, document.checksStoredFrames, lc.priority.isRequired && !c.isPlaceholder {
                recordStoredFrameCheck(cid, firstID: firstID, a1, secondID: secondID, attr2,
                                       relation: values.relation, multiplier: values.multiplier, constant: values.constant)
            }
            return lc
        } catch {
            return fail("invalid-constraint", "\(error)", [cid])
        }
    }

    /// A constraint with values Interface Builder does not write (``ConstraintElement/problems``),
    /// through the one diagnostic path for such values (``readingValuesNotWritten(_:element:line:id:_:separator:consequence:)``):
    /// one `invalid-constraint` warning naming the constraint's line, each value and its id; the
    /// constraint is left out of the layout.
    func readingMalformedConstraint(_ c: ConstraintElement) {
        let cid = c.id ?? "?"
        // A problem's description may have a comma ("a ratio a:b or a fraction a/b"): `;` between them.
        readingValuesNotWritten("invalid-constraint", element: "constraint", line: c.line, id: cid,
                                c.problems.map(\.description), separator: "; ", consequence: "constraint \(cid) is left out")
    }

    /// A document id as a layout item and the attribute to use on it: a view of this scene, or
    /// a guide (not a placeholder).
    func resolve(_ id: String, _ attribute: LayoutAttribute) -> (LayoutItem, LayoutAttribute)? {
        if let v = result.views[id], elements[id] != nil { return (v, attribute) }
        guard let (view, kind) = guides[id] else { return nil }
        switch kind {
        case .safeArea: return (view.safeAreaLayoutGuide, attribute)
        case .frame: return (view, attribute)
        case .content: return (makeContentGuide(for: view, id: view.accessibilityIdentifier ?? id), attribute)
        case .topLayoutGuide:
            // The old top layout guide ends where the safe area begins.
            return attribute == .bottom ? (view.safeAreaLayoutGuide, .top) : (view, .top)
        case .bottomLayoutGuide:
            return attribute == .top ? (view.safeAreaLayoutGuide, .bottom) : (view, .bottom)
        }
    }
}

extension IBDocument {
    /// Reads Interface Builder's multiplier forms: omitted (1), `"4:1"` (4/1), `"1/3"`, `"0.25"`.
    public static func parseMultiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let a = parts[0], let b = parts[1], b != 0 else { return nil }
            let m = a / b
            return m.isFinite ? m : nil
        }
        guard let m = Double(text), m.isFinite else { return nil }
        return m
    }
}
