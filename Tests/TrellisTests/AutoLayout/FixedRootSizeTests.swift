import Testing
@testable import Trellis

/// The root keeps its size like UIKit's window: required constraints that cannot fit it break one
/// of their own, never the root's size (issue 18).
@MainActor
struct FixedRootSizeTests {
    /// A vertical stack pinned to the four edges of an iPhone 8 window (375×667) holding two views
    /// of required heights 400 and 300: 700 points that cannot fit in 667.
    func tallStack() -> (Window, StackView, View, View) {
        let w = LayoutFixture.window()
        let top = View(), bottom = View()
        top.accessibilityIdentifier = "top"; bottom.accessibilityIdentifier = "bottom"
        let stack = StackView(arrangedSubviews: [top, bottom])
        stack.accessibilityIdentifier = "stack"
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(stack)
        let h400 = top.heightAnchor.constraint(equalToConstant: 400); h400.identifier = "h400"
        let h300 = bottom.heightAnchor.constraint(equalToConstant: 300); h300.identifier = "h300"
        LayoutConstraint.activate([stack.topAnchor.constraint(equalTo: w.topAnchor),
                                   stack.bottomAnchor.constraint(equalTo: w.bottomAnchor),
                                   stack.leadingAnchor.constraint(equalTo: w.leadingAnchor),
                                   stack.trailingAnchor.constraint(equalTo: w.trailingAnchor), h400, h300])
        return (w, stack, top, bottom)
    }

    @Test func conflictWithTheWindowBreaksAConstraintNotTheWindow() throws {
        let (w, stack, top, bottom) = tallStack()
        let log = LogCapture.during { w.layoutIfNeeded() }
        // The window stays 375×667 (before: 375×700, the root's size gave way at 999.999).
        #expect(w.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(stack.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        // One constraint is broken: the earliest made of the conflicting set, the 400 (made before
        // the 300; the stack's own constraints are made at layout, the window's size is never broken).
        let conflicts = w.layoutIssues.filter { $0.kind == .unsatisfiable }
        #expect(conflicts.count == 1)
        let issue = try #require(conflicts.first)
        #expect(issue.broken == "<LayoutConstraint 'h400' top.height == 400>")
        #expect(issue.constraints.contains("'UIView-Encapsulated-Layout-Height' Window.height == 667"))
        #expect(issue.constraints.contains("<LayoutConstraint 'h300' bottom.height == 300>"))
        #expect(issue.constraints.last == issue.broken)
        #expect(log.contains { $0.hasPrefix("Unable to simultaneously satisfy constraints.") && $0.contains("h400") })
        // The rest holds: 300 for the bottom view, the 367 left for the top one.
        #expect(top.frame == Rect(x: 0, y: 0, width: 375, height: 367))
        #expect(bottom.frame == Rect(x: 0, y: 367, width: 375, height: 300))
    }

    @Test func aBrokenConstraintComesBackWhenTheRootGrows() throws {
        let (w, _, top, bottom) = tallStack()
        w.layoutIfNeeded()
        let engine = try #require(w.autoLayout.engine)
        // A window of 375×700 (a resize): the 400 + 300 fit exactly, so the broken 400 is put back.
        w.frame = Rect(x: 0, y: 0, width: 375, height: 700)
        w.layoutIfNeeded()
        #expect(w.frame.size == Size(width: 375, height: 700))
        #expect(top.frame == Rect(x: 0, y: 0, width: 375, height: 400))
        #expect(bottom.frame == Rect(x: 0, y: 400, width: 375, height: 300))
        // The one reported earlier, listed once — by the engine that broke it: an engine rebuilt
        // because a suite running in parallel set a process-wide setting never broke it
        // (LayoutFixture.expectSameEngine).
        LayoutFixture.expectSameEngine(w, engine, w.layoutIssues.filter { $0.kind == .unsatisfiable }.count == 1)
    }

    @Test func fittingSizeStillGrowsToItsContent() {
        // systemLayoutSizeFitting keeps its own semantics: the target size is pulled at the fitting
        // priority, so the content (400 + 300) wins over the compressed target.
        let (_, stack, _, _) = tallStack()
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height == 700)
    }
}
