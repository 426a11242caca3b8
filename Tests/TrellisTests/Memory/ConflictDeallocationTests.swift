import Testing
@testable import Trellis
import TrellisTestSupport

/// A conflict keeps nothing alive: the engine keeps its last pass's issues
/// (``LayoutIssue/parts`` name the window, the views and the constraints of the conflict), and
/// the window owns the engine, so a part that owned the window or a view would make a cycle and
/// leak the whole hierarchy of every layout with a conflict (`trellis check --devices all` on
/// corpus-modern held 205 MB where 114 MB were enough before the parts existed).
struct ConflictDeallocationTests {
    /// A 375-point window whose subview is required 500 wide between both edges: the conflict
    /// names the window's width (`UIView-Encapsulated-Layout-Width`), its autoresizing and the
    /// view's constraints. After the caller drops the window, every object is freed.
    @Test func aConflictWithTheWindowsSizeFreesEverything() throws {
        var tracked = WeakReferences()
        var issueCount = 0
        do {
            let window = Window(screen: Screen(device: Device.named("retina4_7")!))
            let panel = View()
            panel.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(panel)
            LayoutConstraint.activate([
                panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                panel.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                panel.topAnchor.constraint(equalTo: window.topAnchor),
                panel.heightAnchor.constraint(equalToConstant: 20),
                panel.widthAnchor.constraint(equalToConstant: 500),
            ])
            window.layoutIfNeeded()
            issueCount = window.layoutIssues.filter { $0.kind == .unsatisfiable }.count
            tracked.trackHierarchy(window)
        }
        #expect(issueCount == 1)
        #expect(tracked.alive == [])
    }
}
