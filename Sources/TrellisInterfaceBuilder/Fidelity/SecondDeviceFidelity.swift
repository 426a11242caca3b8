import Trellis

extension IBDocument {
    /// How closely this document, laid out on another device, matches what Xcode stored when
    /// it saved the same document for that device (`other`, the "second-device pair").
    ///
    /// The document is laid out on `other`'s design device and orientation as Xcode's canvas
    /// shows it — the canvas of the Xcode that saved `other` (its `toolsVersion`: the rules of
    /// that Xcode drew the frames compared with; 11 of the 54 shared pairs change version, and
    /// with B's version 3 more elements of 2 of them come out right, none wrong: Kotoba's rows
    /// under Xcode 14's 50-point plain header, one of trailer's bars) — see
    /// `layout(storedRootSize:)`, with every root sized by the
    /// device — not at a stored size — and every element `other` stores a frame for (below the
    /// roots, as ``fidelity()`` counts them) is compared with that frame, by document id. An
    /// element this layout has no view for is a miss. The result is counted apart when `other`'s
    /// own fidelity is (Xcode flagged it, or its frames contradict its constraints).
    ///
    /// ```swift
    /// let a = try IBDocument(contentsOf: "Main.A.storyboard")   // designed on an iPhone 8
    /// let b = try IBDocument(contentsOf: "Main.B.storyboard")   // saved by Xcode on an iPad
    /// let f = try a.fidelity(onDeviceOf: b)
    /// print(f.within, f.total)
    /// ```
    public func fidelity(onDeviceOf other: IBDocument) throws(InterfaceBuilderError) -> Fidelity {
        let target = try other.fidelity()
        // Drawn by the Xcode that saved `other`: its canvas rules, not those of the Xcode that
        // saved this document.
        var document = self
        document.toolsVersion = other.toolsVersion
        // In the iPad multitasking window Xcode drew `other` in (`<adaptation id="splitview1_3"/>`:
        // owncloud Main, saved on a landscape iPad in the 320-point column: 8 → 29 of 33, as B on
        // its own canvas; the only pair whose B has a Split View adaptation), not the full screen.
        document.windowSplitView = other.designSplitView
        let laidOut = try document.layout(device: other.designDevice, orientation: other.designOrientation, storedRootSize: false, canvas: true)
        var comparisons: [Fidelity.Comparison] = []
        var missed = target.missed
        for c in target.comparisons {
            if let view = laidOut.views[c.id] {
                comparisons.append(Fidelity.Comparison(id: c.id, elementName: c.elementName, stored: c.stored, solved: view.frame))
            } else {
                // Not built on this device: left out by a size-class mask (or not read at all).
                let omission = laidOut.omissions.first { $0.id == c.id }
                missed.append(omission ?? IBLayout.Omission(id: c.id, elementName: c.elementName, storedFrame: c.stored, reason: .notInstalled, line: 0))
            }
        }
        return Fidelity(comparisons: comparisons, missed: missed, flaggedInDocument: target.flaggedInDocument,
                        storedFrameContradictions: target.storedFrameContradictions)
    }
}
