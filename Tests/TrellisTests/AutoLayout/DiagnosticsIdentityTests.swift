import Testing
@testable import Trellis

/// Diagnostics carry the views themselves: two views without an identifier share the name
/// "View", and matching by name made each report the other's ambiguity.
struct DiagnosticsIdentityTests {
    @Test func twoUnnamedViewsKeepTheirOwnAmbiguity() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let placed = View(), loose = View()
        for v in [placed, loose] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        // `placed` is fully determined at (10, 20, 30, 40); `loose` has a size and no position.
        LayoutConstraint.activate([
            placed.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), placed.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            placed.widthAnchor.constraint(equalToConstant: 30), placed.heightAnchor.constraint(equalToConstant: 40),
            loose.widthAnchor.constraint(equalToConstant: 30), loose.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(placed.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(placed.debugName == loose.debugName)
        #expect(placed.ambiguousAxes.isEmpty)
        #expect(loose.ambiguousAxes == [.horizontal, .vertical])
        let ambiguous = root.layoutIssues.filter { $0.kind == .ambiguous }
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.views.count == 1 && ambiguous.first?.views.first === loose)
    }

    @Test func aBrokenConstraintNamesItsViews() {
        // width == 50 and width == 60 on one unnamed view: the second is broken and the issue
        // carries that view (an unrelated unnamed sibling is not it).
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let v = View(), sibling = View()
        for x in [v, sibling] { x.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(x) }
        v.widthAnchor.constraint(equalToConstant: 50).isActive = true
        v.widthAnchor.constraint(equalToConstant: 60).isActive = true
        root.layoutIfNeeded()
        let conflict = root.layoutIssues.first { $0.kind == .unsatisfiable }
        #expect(conflict?.views.count == 1 && conflict?.views.first === v)
        #expect(v.frame.width == 50)
    }
}
