import Testing
@testable import Trellis

/// Unsatisfiable and ambiguous layouts are survived and reported, never a crash.
@MainActor
struct DiagnosticsTests {
    @Test func unsatisfiableRequiredPairBreaksTheNewestAndReports() throws {
        let w = LayoutFixture.window()
        let v = LayoutFixture.constrained("box", in: w)
        let other = LayoutFixture.constrained("other", in: w)
        let w100 = v.widthAnchor.constraint(equalToConstant: 100); w100.identifier = "w100"
        let w200 = v.widthAnchor.constraint(equalToConstant: 200); w200.identifier = "w200"
        LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: w.leadingAnchor),
                                   v.topAnchor.constraint(equalTo: w.topAnchor),
                                   v.heightAnchor.constraint(equalToConstant: 50), w100, w200]
                                  + LayoutFixture.place(other, in: w, x: 10, y: 60, width: 30, height: 40))
        let log = LogCapture.during { w.layoutIfNeeded() }
        // The newest of the conflicting pair (w200) is broken; layout carries on with the rest.
        #expect(v.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(other.frame == Rect(x: 10, y: 60, width: 30, height: 40))
        let issue = try #require(w.layoutIssues.first { $0.kind == .unsatisfiable })
        #expect(issue.broken == "<LayoutConstraint 'w200' box.width == 200>")
        #expect(issue.constraints == ["<LayoutConstraint 'w100' box.width == 100>", "<LayoutConstraint 'w200' box.width == 200>"])
        #expect(issue.message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(issue.message.contains("Will attempt to recover by breaking constraint\n<LayoutConstraint 'w200' box.width == 200>"))
        #expect(log.contains(issue.message))
    }

    @Test func ambiguousViewIsReportedPerAxis() {
        let w = LayoutFixture.window()
        let v = LayoutFixture.constrained("floating", in: w)
        let fixed = LayoutFixture.constrained("fixed", in: w)
        // No height and no vertical position for `floating`: its vertical axis is ambiguous.
        LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 10),
                                   v.widthAnchor.constraint(equalToConstant: 50)]
                                  + LayoutFixture.place(fixed, in: w, x: 0, y: 0, width: 10, height: 10))
        w.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        #expect(v.ambiguousAxes == [.vertical])
        #expect(!fixed.hasAmbiguousLayout)
        let issues = w.layoutIssues.filter { $0.kind == .ambiguous }
        #expect(issues.map(\.viewNames) == [["floating"]])
        #expect(issues.first?.axes == [.vertical])
        // Pinning it resolves the ambiguity.
        LayoutConstraint.activate([v.topAnchor.constraint(equalTo: w.topAnchor), v.heightAnchor.constraint(equalToConstant: 5)])
        #expect(!v.hasAmbiguousLayout)
        #expect(w.layoutIssues.isEmpty)
    }

    @Test func constraintsAffectingLayoutPerAxis() {
        let w = LayoutFixture.window()
        let v = LayoutFixture.constrained("v", in: w)
        let cs = LayoutFixture.place(v, in: w, x: 1, y: 2, width: 3, height: 4)
        LayoutConstraint.activate(cs)
        // left and width are horizontal; top and height vertical.
        #expect(Set(v.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)) == Set([cs[0], cs[2]].map(ObjectIdentifier.init)))
        #expect(Set(v.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init)) == Set([cs[1], cs[3]].map(ObjectIdentifier.init)))
    }

    @Test func forgottenTranslatesAutoresizingMaskConflictsWithTheMaskConstraints() throws {
        // The classic mistake: constraints on a view still translating its (zero) frame. The
        // frame's constraints come first; the new width is the one broken, and the report names both.
        let w = LayoutFixture.window()
        let v = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        v.accessibilityIdentifier = "legacy"
        w.addSubview(v)
        let wide = v.widthAnchor.constraint(equalToConstant: 120)
        wide.identifier = "wide"
        wide.isActive = true
        let log = LogCapture.during { w.layoutIfNeeded() }
        #expect(v.frame == Rect(x: 10, y: 10, width: 50, height: 50))
        let issue = try #require(w.layoutIssues.first { $0.kind == .unsatisfiable })
        #expect(issue.broken == "<LayoutConstraint 'wide' legacy.width == 120>")
        #expect(issue.constraints.contains { $0.hasPrefix("autoresizing mask of legacy") })
        #expect(log.contains { $0.hasPrefix("Unable to simultaneously satisfy constraints.") && $0.contains("legacy") })
    }

    @Test func constraintOnAViewThatDoesNotContainItsItemsIsSkipped() {
        let w = LayoutFixture.window()
        let a = LayoutFixture.constrained("a", in: w), b = LayoutFixture.constrained("b", in: w)
        LayoutConstraint.activate(LayoutFixture.place(a, in: w, x: 0, y: 0, width: 10, height: 10)
                                  + LayoutFixture.place(b, in: w, x: 0, y: 20, width: 10, height: 10))
        // Installed by hand on `b`, which does not contain `a`: UIKit's "not prepared" error.
        let wrong = a.widthAnchor.constraint(equalToConstant: 99)
        wrong.priority = 900
        b.addConstraint(wrong)
        let log = LogCapture.during { w.layoutIfNeeded() }
        #expect(a.frame.width == 10)
        #expect(log.contains { $0.hasPrefix("The view hierarchy is not prepared for the constraint: <LayoutConstraint a.width == 99 @900>") })
    }

    /// A conflict's constraints, typed by what made them (``LayoutIssue/parts``), the broken one
    /// last: two required widths are two layout constraints, the second broken; a width equal to
    /// the window's (`fill`) against a 10-point width (`w10`, broken) also holds the window's
    /// size, typed `.rootSize` of the window.
    @Test func aConflictsPartsAreTyped() throws {
        let w = LayoutFixture.window()
        let v = LayoutFixture.constrained("box", in: w)
        let w100 = v.widthAnchor.constraint(equalToConstant: 100); w100.identifier = "w100"
        let w200 = v.widthAnchor.constraint(equalToConstant: 200); w200.identifier = "w200"
        LayoutConstraint.activate(LayoutFixture.place(v, in: w, x: 0, y: 0, width: 100, height: 50).dropLast(2)
                                  + [v.heightAnchor.constraint(equalToConstant: 50), w100, w200])
        w.layoutIfNeeded()
        let issue = try #require(w.layoutIssues.first { $0.kind == .unsatisfiable })
        let identifiers = issue.parts.map { part -> String in
            if case let .constraint(c) = part { return c.identifier ?? "?" } else { return "other" }
        }
        #expect(identifiers == ["w100", "w200"])
        #expect(issue.parts.count == issue.constraints.count)

        let pinned = LayoutFixture.window()
        let wide = LayoutFixture.constrained("wide", in: pinned)
        let exact = wide.widthAnchor.constraint(equalTo: pinned.widthAnchor); exact.identifier = "fill"
        let narrow = wide.widthAnchor.constraint(equalToConstant: 10); narrow.identifier = "w10"
        LayoutConstraint.activate([wide.leadingAnchor.constraint(equalTo: pinned.leadingAnchor), wide.topAnchor.constraint(equalTo: pinned.topAnchor),
                                   wide.heightAnchor.constraint(equalToConstant: 10), exact, narrow])
        pinned.layoutIfNeeded()
        let rooted = try #require(pinned.layoutIssues.first { $0.kind == .unsatisfiable })
        let typed = rooted.parts.map { part -> String in
            switch part {
            case let .constraint(c): c.identifier ?? "?"
            case let .rootSize(view, axis): "root \(view === pinned) \(axis)"
            default: "other"
            }
        }
        #expect(typed == ["fill", "root true horizontal", "w10"])
        #expect(rooted.parts.count == rooted.constraints.count)
    }

    @Test func brokenConstraintComesBackWhenItsConflictGoes() throws {
        let w = LayoutFixture.window()
        let v = LayoutFixture.constrained("box", in: w)
        let w100 = v.widthAnchor.constraint(equalToConstant: 100)
        let w200 = v.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate(LayoutFixture.place(v, in: w, x: 0, y: 0, width: 100, height: 50).dropLast(2)
                                  + [v.heightAnchor.constraint(equalToConstant: 50), w100, w200])
        w.layoutIfNeeded()
        #expect(v.frame.width == 100)   // w200 broken
        // Without w100 the broken w200 fits again and is put back.
        w100.isActive = false
        w.layoutIfNeeded()
        #expect(v.frame.width == 200)
        #expect(!v.hasAmbiguousLayout)
        // Changing w200's constant re-solves with it.
        w200.constant = 150
        w.layoutIfNeeded()
        #expect(v.frame.width == 150)
    }
}
