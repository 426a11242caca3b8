import Trellis

/// Stage 6 of ``SceneBuilder/build(storedRootSize:canvas:)``, last: what the laid-out scene says
/// about the document, as diagnostics.
extension SceneBuilder {
    func check(_ top: View) {
        guard document.reportsFindings else { return }
        if document.checksStoredFrames {
            checkStoredFramesAgainstRequiredConstraints()
            checkStoredFramesAgainstStackArrangements()
            checkStoredFramesAgainstBaselineConstraints()
        }
        reportLayoutIssues(of: top)
    }

    /// Keeps a required constraint between views, or between a view and a safe area, for the
    /// stored-frame check (other guides and attributes the stored frames do not give are left
    /// out, as are SF Symbol image views and a cell content view's vertical attributes; margin
    /// attributes are kept, ``StoredFrameCheck/readsMargins``).
    func recordStoredFrameCheck(_ cid: String, firstID: String, _ a1: LayoutAttribute, secondID: String?, _ a2: LayoutAttribute,
                                relation: LayoutRelation, multiplier: Double, constant: Double) {
        func item(_ id: String, _ attribute: LayoutAttribute) -> StoredFrameCheck.Item? {
            if result.views[id] != nil, let e = elements[id] {
                return showsSymbol(e) || (isCellContentView(e) && attribute.axis != .horizontal) ? nil : .view(id)
            }
            guard let (view, kind) = guides[id], kind == .safeArea, let owner = view.accessibilityIdentifier else { return nil }
            return .safeArea(ownerID: owner)
        }
        func readable(_ item: StoredFrameCheck.Item, _ attribute: LayoutAttribute) -> Bool {
            if case .safeArea = item { return StoredFrameCheck.isChecked(attribute) }
            return StoredFrameCheck.isReadable(attribute)
        }
        guard let first = item(firstID, a1), readable(first, a1) else { return }
        var second: StoredFrameCheck.Item?
        if let secondID {
            guard let s = item(secondID, a2), readable(s, a2) else { return }
            second = s
        }
        storedFrameChecks.append(StoredFrameCheck(constraintID: cid, first: first, firstAttribute: a1, second: second, secondAttribute: a2,
                                                  relation: relation, multiplier: multiplier, constant: constant))
    }

    /// Whether the view is an image view showing an SF Symbol (`catalog="system"`): its
    /// alignment rectangle is the symbol's, which the document does not give, so its stored frame
    /// says nothing about its constraints. guardianproject orbot Main.storyboard: `vAD-ur-77g`
    /// (exclamationmark.triangle.fill, small) is constrained 24 × 24 and stored 24 × 18.5,
    /// 2.5 points below the top of its 24-point alignment rectangle. 24 symbol image views in 17
    /// documents of ../shared/corpus-modern are stored off their constraints that way (BookPlayer,
    /// tinode, Threema Ballot, zotero, Yubico, …).
    func showsSymbol(_ e: XMLTree) -> Bool {
        guard e.name == "imageView",
              let name = e["image"] ?? e.child("imageReference", key: "image")?["image"] else { return false }
        return document.systemImages.contains(name)
    }

    /// Whether the view is a table or collection view cell's content view: its stored height is
    /// the row's, not always the height Xcode's canvas laid its subviews out in (the stored-frame
    /// check reads it across only: `recordStoredFrameCheck`). TortugaPower
    /// BookPlayer BookCellView.xib stores the cell and its content view 76 high, with the
    /// subviews laid out for 94 (the separator pinned to the content view's bottom ends at 94,
    /// views centred on it at 47); blockchain TotalBalanceTableViewCell.xib: 152 stored, 147.5 laid
    /// out.
    func isCellContentView(_ e: XMLTree) -> Bool {
        e.name == "tableViewCellContentView" || e.name == "collectionViewCellContentView"
    }

    /// Required constraints the stored frames do not satisfy (``StoredFrameContradiction``), each a
    /// `stored-frame-contradiction` warning; those read from the stored frames alone are kept in
    /// ``IBLayout/storedFrameContradictions`` (the fidelity figures count them apart), those that
    /// read margins or a guide's frame on the design device are only reported
    /// (``StoredFrameCheck/isReportedOnly``).
    func checkStoredFramesAgainstRequiredConstraints() {
        reportContradictions(of: storedFrameChecks, ofDocument: true)
    }

    /// Reports each of `checks` the stored frames break (``StoredFrameCheck/contradiction(in:)``)
    /// as a `stored-frame-contradiction` warning naming the constraint (when `namesConstraint`:
    /// a document's, not a stack's own `UISV-…`) and the view, kept in
    /// ``IBLayout/storedFrameWarnings``. `ofDocument`: the checks are the document's own required
    /// constraints (``checkStoredFramesAgainstRequiredConstraints()``): the scroll views among
    /// the checked views are resolved as such (``StoredFrames/isScrollView(_:)``) and each
    /// contradiction is also kept in ``IBLayout/storedFrameContradictions`` unless only reported
    /// (``StoredFrameCheck/isReportedOnly``).
    private func reportContradictions(of checks: [StoredFrameCheck], ofDocument: Bool = false, namesConstraint: Bool = true) {
        guard !checks.isEmpty else { return }
        let ids = Set(checks.flatMap(\.itemIDs))
        let scrollViewIDs: Set<String> = ofDocument ? ids.filter { elements[$0]?.kind?.isScrollView == true } : []
        let frames = StoredFrames(result, resolving: ids, scrollViewIDs: scrollViewIDs)
        for check in checks {
            guard let contradiction = check.contradiction(in: frames) else { continue }
            // A margin edge outside its view reads the stored frames alone (margins are never negative).
            let readsStoredFramesAlone = if case .marginOutsideOwner = contradiction.reason { true } else { !check.isReportedOnly }
            if ofDocument && readsStoredFramesAlone { result.storedFrameContradictions.append(contradiction) }
            result.storedFrameWarnings.append(contradiction)
            result.diagnostics.append(Diagnostic(.warning, "stored-frame-contradiction", contradiction.message,
                                                 ids: (namesConstraint ? [contradiction.constraintID] : []) + [contradiction.viewID]))
        }
    }

    /// The stack views' own required constraints between views (`UISV-spacing` and
    /// `UISV-canvas-connection`, the arranged views' edges against each other and the stack's)
    /// that Xcode's stored frames break, each a `stored-frame-contradiction` warning naming the
    /// constraint as the engine states it (`UISV-spacing F0j-Mw-DtR.leading ==
    /// Hgd-p4-viA.trailing + 16`). Xcode's canvas arranges stacks as UIKit does, so a stored gap or
    /// edge that is not the stack's says Xcode broke that constraint in a conflict: blockchain
    /// TotalBalanceTableViewCell.xib stores two arranged views of a 16-spaced stack 0 apart (a
    /// constraint of the document pins them together); utmapp VMDisplayMetalViewInputAccessory.xib
    /// stores the buttons of a fill-aligned stack 4 points below its top. SF Symbol image views
    /// are left out (their alignment rectangle is not stored, ``showsSymbol(_:)``: Feeds4U
    /// FeedCell.xib's chevron.right, cobrowse Main.storyboard's image stored at y −2.67). Only
    /// reported, not kept in ``IBLayout/storedFrameContradictions`` (which the fidelity figures
    /// count apart).
    func checkStoredFramesAgainstStackArrangements() {
        var checks: [StoredFrameCheck] = []
        for id in result.views.keys.sorted() {
            guard let stack = result.views[id] as? StackView else { continue }
            for c in stack.arrangementConstraints where c.priority == .required {
                guard let name = c.identifier, name == "UISV-spacing" || name == "UISV-canvas-connection",
                      let a = c.firstItem as? View, let b = c.secondItem as? View,
                      let idA = result.entry(for: a)?.id, let idB = result.entry(for: b)?.id,
                      ![idA, idB].contains(where: { elements[$0].map(showsSymbol) ?? true }),
                      StoredFrameCheck.isChecked(c.firstAttribute), StoredFrameCheck.isChecked(c.secondAttribute) else { continue }
                checks.append(StoredFrameCheck(constraintID: name, first: .view(idA), firstAttribute: c.firstAttribute,
                                               second: .view(idB), secondAttribute: c.secondAttribute,
                                               relation: c.relation, multiplier: c.multiplier, constant: c.constant))
            }
        }
        reportContradictions(of: checks, namesConstraint: false)
    }

    /// The document's required constraints on a first or last baseline that Xcode's stored frames
    /// break, each a `stored-frame-contradiction` warning, the baselines read from the stored
    /// frames with Trellis's baseline offsets (a label's at its font's ascender below its top, a
    /// button's title centred in its height: issue 33). qiscus QFileLeftCell.xib (pairs A and B):
    /// `vaZ.firstBaseline == bEE.lastBaseline` (MYd-TD-Emi) with the 70-high empty button stored
    /// at y 28 (its centred title's baseline 68.3) and the 10-point label stored at y 40, 10 high
    /// (its last baseline 47.6). Only reported, not kept in ``IBLayout/storedFrameContradictions``.
    func checkStoredFramesAgainstBaselineConstraints() {
        var checks: [StoredFrameCheck] = []
        for id in result.views.keys.sorted() {
            guard let owner = result.views[id] else { continue }
            for c in owner.constraints where c.priority == .required && c.isActive {
                let baselines: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]
                guard let cid = c.identifier, !cid.hasPrefix("UI"),
                      baselines.contains(c.firstAttribute) || baselines.contains(c.secondAttribute),
                      let a = c.firstItem as? View, let b = c.secondItem as? View,
                      let idA = result.entry(for: a)?.id, let idB = result.entry(for: b)?.id,
                      ![idA, idB].contains(where: { elements[$0].map { showsSymbol($0) || isCellContentView($0) } ?? true }),
                      baselines.contains(c.firstAttribute) || StoredFrameCheck.isChecked(c.firstAttribute),
                      baselines.contains(c.secondAttribute) || StoredFrameCheck.isChecked(c.secondAttribute) else { continue }
                var check = StoredFrameCheck(constraintID: cid, first: .view(idA), firstAttribute: c.firstAttribute,
                                             second: .view(idB), secondAttribute: c.secondAttribute,
                                             relation: c.relation, multiplier: c.multiplier, constant: c.constant)
                check.readsBaselines = true
                checks.append(check)
            }
        }
        reportContradictions(of: checks)
    }

    /// The engine's conflicts (`unsatisfiable`, an error, with the constraint it broke),
    /// ambiguities (warnings) and a solver stopped at its work limit (an error), naming the views
    /// concerned.
    func reportLayoutIssues(of top: View) {
        result.report(top.layoutIssues)
    }
}
