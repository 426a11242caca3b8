import Testing
@testable import Trellis

/// A constraint broken because it conflicted with a view's translated frame comes back when the
/// view stops translating it (`translatesAutoresizingMaskIntoConstraints = false`): UIKit lays
/// out from the active constraints; Trellis left the view at x = 0, ambiguous, until the
/// constraint was deactivated and activated again.
struct BrokenConstraintRestoreTests {
    @Test func turningTranslationOffRestoresTheBrokenConstraints() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let v = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        v.accessibilityIdentifier = "v"
        root.addSubview(v)
        // Each of these contradicts the translated frame (50, 50, 100, 100): all four are broken.
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            v.widthAnchor.constraint(equalToConstant: 120), v.heightAnchor.constraint(equalToConstant: 60),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(root.layoutIssues.filter { $0.kind == .unsatisfiable }.count == 4)
        v.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        #expect(v.frame == Rect(x: 20, y: 30, width: 120, height: 60))
        #expect(!v.hasAmbiguousLayout)
    }

    /// A constraint that does not report its conflicts (the Interface Builder reader's hold of a
    /// size at 0) is broken quietly: a required `width >= 0` against a required `width == -20`
    /// leaves the view 20 points negative with no layout issue (one for an ordinary constraint);
    /// once the document's width is gone the hold is put back and the width is 0.
    @Test func aQuietConstraintIsBrokenWithoutAnIssueAndComesBack() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let negative = v.widthAnchor.constraint(equalToConstant: -20)
        LayoutConstraint.activate([negative, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let hold = v.widthAnchor.constraint(greaterThanOrEqualToConstant: 0)
        hold.reportsConflicts = false
        hold.isActive = true
        root.layoutIfNeeded()
        #expect(v.frame == Rect(x: 0, y: 0, width: -20, height: 10))
        #expect(root.layoutIssues.filter { $0.kind == .unsatisfiable }.isEmpty)
        negative.isActive = false
        root.layoutIfNeeded()
        #expect(v.frame.width == 0)
        // An ordinary constraint in the hold's place is reported.
        hold.isActive = false
        negative.isActive = true
        v.widthAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true
        root.layoutIfNeeded()
        #expect(root.layoutIssues.filter { $0.kind == .unsatisfiable }.count == 1)
    }
}
