import Testing
@testable import Trellis
import TrellisTestSupport

/// Ownership as in UIKit: a superview owns its subviews, a view owns the constraints installed on
/// it and its layout guides, the root owns the Auto Layout engine; the way back (superview,
/// a constraint's items, a guide's owner, the engine's root) does not keep anything alive. So
/// once the caller drops the root, every object of the hierarchy is freed.
struct DeallocationTests {
    /// A window with anchors, a self-sized view, margins and safe-area guides, a custom guide,
    /// a stack view, DSL and VFL constraints, laid out twice (a rotation rebuilds nothing but
    /// re-solves). Returns weak references only.
    static func buildAndLayOut() throws -> WeakReferences {
        let screen = Screen(device: Device.named("retina4_7")!)
        let window = Window(screen: screen)
        window.accessibilityIdentifier = "window"
        let header = View(), body = View(), footer = View()
        for (v, name) in [(header, "header"), (body, "body"), (footer, "footer")] {
            v.accessibilityIdentifier = name
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
        }
        // Constraints installed on the window naming the window, and one installed on a view
        // naming only that view (the shortest possible cycle if items were owned).
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
        ])
        let spacer = LayoutGuide(identifier: "spacer")
        window.addLayoutGuide(spacer)
        LayoutConstraint.activate([
            spacer.topAnchor.constraint(equalTo: header.bottomAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 10),
            body.topAnchor.constraint(equalTo: spacer.bottomAnchor),
        ])
        try body.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(200)
        }
        LayoutConstraint.activate(try LayoutConstraint.constraints(
            withVisualFormat: "V:[body]-[footer(50)]", views: ["body": body, "footer": footer]))
        LayoutConstraint.activate(try LayoutConstraint.constraints(
            withVisualFormat: "H:|-[footer]-|", views: ["footer": footer]))

        let stack = StackView()
        stack.accessibilityIdentifier = "stack"
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        footer.addSubview(stack)
        for i in 0..<3 {
            let label = Label()
            label.text = "row \(i)"
            label.accessibilityIdentifier = "row\(i)"
            stack.addArrangedSubview(label)
        }
        stack.arrangedSubviews[1].isHidden = true
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: footer.topAnchor),
            stack.leadingAnchor.constraint(equalTo: footer.leadingAnchor),
        ])

        window.layoutIfNeeded()
        screen.rotate(to: .landscapeRight)
        window.layoutIfNeeded()
        #expect(body.frame.height == 200 && footer.frame.height == 50, "the layout ran")
        #expect(stack.arrangementConstraints.count > 0)

        var tracked = WeakReferences()
        tracked.trackHierarchy(window)
        tracked.track("screen", screen)
        return tracked
    }

    @Test func aLaidOutHierarchyIsFreedWhenTheLastReferenceGoes() throws {
        let tracked = try Self.buildAndLayOut()
        #expect(tracked.objects.count > 40, "\(tracked.objects.count) objects tracked")
        #expect(tracked.alive == [])
    }

    /// A subtree removed from its superview (with constraints crossing into it) is freed, and
    /// a deactivated constraint no longer keeps anything alive.
    @Test func aRemovedSubtreeAndDeactivatedConstraintsAreFreed() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        var tracked = WeakReferences()
        do {
            let child = View(), grandchild = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            grandchild.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            child.addSubview(grandchild)
            let crossing = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
            let own = grandchild.widthAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5)
            LayoutConstraint.activate([crossing, own, child.widthAnchor.constraint(equalToConstant: 100),
                                       child.topAnchor.constraint(equalTo: root.topAnchor)])
            let sized = grandchild.heightAnchor.constraint(equalToConstant: 20)
            sized.isActive = true
            root.layoutIfNeeded()
            #expect(grandchild.frame.width == 50)
            sized.isActive = false
            tracked.track("deactivated \(sized)", sized)
            tracked.trackHierarchy(child)
            child.removeFromSuperview()
            #expect(!crossing.isActive, "constraints crossing into the removed subtree are removed")
        }
        root.layoutIfNeeded()
        #expect(tracked.alive == [])
        #expect(root.subviews.isEmpty)
    }
}

/// A screen remembers its windows weakly (to resize them on rotation) and forgets freed ones.
struct ScreenWindowListTests {
    @Test func windowsAreNotKeptAliveByTheirScreenAndFreedOnesAreForgotten() {
        let screen = Screen(device: Device.named("retina4_7")!)
        weak var first: Window?
        for _ in 0..<1_000 {
            let w = Window(screen: screen)
            if first == nil { first = w }
        }
        #expect(first == nil)
        let kept = Window(screen: screen)
        #expect(screen.windows.count == 1, "only the live window: \(screen.windows.count) boxes")
        screen.rotate(to: .landscapeLeft)
        #expect(kept.frame.size == Size(width: 667, height: 375))
    }
}
