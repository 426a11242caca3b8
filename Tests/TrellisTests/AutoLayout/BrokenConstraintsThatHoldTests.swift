import Testing
@testable import Trellis

/// A constraint broken at one root size stays broken after a resize that lets it hold (the engine
/// retries broken constraints after a constraint change, not a resize);
/// `restoreBrokenConstraintsThatHold()` puts it back, as UIKit's state at the final size would
/// have it (issue 31: `trellis check` reported such intermediate conflicts on other devices).
struct BrokenConstraintsThatHoldTests {
    @Test func aConstraintBrokenAtAnIntermediateSizeIsPutBackAtTheFinalSize() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10), width,
        ])
        root.layoutIfNeeded()
        // 100 wide: the pins and the 200-point width conflict; one of them is broken.
        #expect(root.layoutIssues.filter { $0.kind == .unsatisfiable }.count == 1)
        let brokenAt100 = root.brokenConstraints.count
        #expect(brokenAt100 == 1)
        root.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        root.layoutIfNeeded()
        // 200 wide, all hold; the broken one is put back and nothing stays broken.
        #expect(root.restoreBrokenConstraintsThatHold().isEmpty)
        #expect(root.brokenConstraints.isEmpty)
        #expect(v.frame == Rect(x: 0, y: 0, width: 200, height: 10))
    }

    @Test func aConstraintThatStillConflictsStaysBroken() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        LayoutConstraint.activate([
            v.widthAnchor.constraint(equalToConstant: 50), v.widthAnchor.constraint(equalToConstant: 80),
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(root.restoreBrokenConstraintsThatHold().map(\.constant) == [80])
    }
}
