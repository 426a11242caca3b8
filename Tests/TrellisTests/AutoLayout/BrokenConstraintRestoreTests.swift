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
}
