import Trellis

extension IBLayout {
    /// An element of the document with a stored `<rect key="frame">` that the layout has no view
    /// for: Trellis does not lay that kind of element out yet, or the element is not installed for
    /// the device's size classes. ``Fidelity`` counts every omission as a miss.
    public struct Omission: Sendable, Equatable {
        public enum Reason: String, Sendable {
            /// The reader does not lay this element out (reported as an `unsupported` diagnostic).
            case unsupported
            /// A `<variation>` mask leaves the view out for the device's size classes.
            case notInstalled = "not-installed"
            /// Another element of the document has the same id (reported as `duplicate-id`).
            case duplicateID = "duplicate-id"
        }
        public let id: String
        /// The element name: Interface Builder's kind of object (`tableViewCell`, `navigationBar`…).
        public let elementName: String
        public let storedFrame: Rect
        public let reason: Reason
        /// 1-based line of the element in the document.
        public let line: Int
    }
}

extension IBDocument {
    /// The part of the document the scene's views come from: the whole `<scene>` of a storyboard
    /// (its controller's bars and the views of its dock included), a top-level xib object itself.
    func elementsScope(of scene: IBScene) -> XMLTree {
        var e: XMLTree? = scene.rootView
        while let x = e, x.name != "scene" { e = x.parent }
        return e ?? scene.rootView
    }

    /// Records every framed element in `scopes` without a view in `layout` as an omission, and
    /// reports the unsupported ones as one `unsupported` diagnostic per element kind, with their ids.
    /// Also records the elements Xcode marked `misplaced` or `ambiguous`, laid out or not.
    func recordOmissions(in scopes: [XMLTree], into layout: IBLayout) {
        var unsupported: [String: [IBLayout.Omission]] = [:]
        var kinds: [String] = []
        for scope in scopes {
            for e in scope.subtree {
                if XcodeFlags(e).isFlagged, let id = e["id"] { layout.flaggedIDs.append(id) }
                guard let id = e["id"] else { continue }
                // Laid out: the view with that id was made from the element at this line.
                if let view = layout.views[id], layout.line(of: view) == e.line { continue }
                guard let stored = IBScene.rect(e.child("rect", key: "frame")) else { continue }
                let reason: IBLayout.Omission.Reason = layout.views[id] != nil ? .duplicateID
                    : layout.notInstalledIDs.contains(id) ? .notInstalled : .unsupported
                let omission = IBLayout.Omission(id: id, elementName: e.name, storedFrame: stored, reason: reason, line: e.line)
                layout.omissions.append(omission)
                if reason == .unsupported {
                    if unsupported[e.name] == nil { kinds.append(e.name) }
                    unsupported[e.name, default: []].append(omission)
                }
            }
        }
        for kind in kinds {
            let list = unsupported[kind] ?? []
            layout.diagnostics.append(Diagnostic(.warning, "unsupported",
                "\(list.count) <\(kind)> element(s) with a stored frame are not laid out (Trellis does not lay this kind out here yet), first at line \(list[0].line)",
                ids: list.map(\.id)))
        }
    }
}
