import Testing
@testable import Trellis

/// UIKit's validation of `constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:`
/// as thrown errors, and the three constraint examples of seed 001 in both API forms.
@MainActor
struct LayoutConstraintValidationTests {
    static let locationMessage = "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."

    /// Seed 001's fatherView with viewA and viewB, all with translatesAutoresizingMaskIntoConstraints = NO.
    func seedViews() -> (father: View, a: View, b: View) {
        let father = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        father.translatesAutoresizingMaskIntoConstraints = false
        let a = LayoutFixture.constrained("viewA", in: father)
        let b = LayoutFixture.constrained("viewB", in: father)
        return (father, a, b)
    }

    @Test func seed001WidthWithMultiplierZeroIsValid() throws {
        // Example 1: viewA.width == nil × 0 + 10. A size may equal a constant; UIKit ignores the
        // multiplier when there is no second item.
        let (_, a, _) = seedViews()
        let c = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 0, constant: 10)
        #expect(c.secondItem == nil && c.secondAttribute == .notAnAttribute && c.constant == 10)
    }

    @Test func seed001LeadingWithMultiplierZeroThrowsUIKitsMessage() {
        // Example 2 as the article writes it: viewA.leading == fatherView.leading × 0 + 20 — a location
        // equal to a constant, which UIKit rejects with this exact sentence.
        let (father, a, _) = seedViews()
        #expect(throws: LayoutConstraintError.locationEqualToConstant(.leading)) {
            try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: father,
                                 attribute: .leading, multiplier: 0, constant: 20)
        }
        do {
            _ = try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: father,
                                     attribute: .leading, multiplier: 0, constant: 20)
        } catch {
            #expect(error.description.hasPrefix(Self.locationMessage))
        }
    }

    @Test func seed001TrailingToLeadingWithMultiplierZeroThrows() {
        // Example 3 as written: viewA.trailing == viewB.leading × 0 + 30.
        let (_, a, b) = seedViews()
        #expect(throws: LayoutConstraintError.locationEqualToConstant(.trailing)) {
            try LayoutConstraint(item: a, attribute: .trailing, relatedBy: .equal, toItem: b,
                                 attribute: .leading, multiplier: 0, constant: 30)
        }
        // A location with no second item at all is the same error.
        #expect(throws: LayoutConstraintError.locationEqualToConstant(.top)) {
            try LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil,
                                 attribute: .notAnAttribute, multiplier: 1, constant: 30)
        }
    }

    /// The seed's three examples with the multiplier the author meant (1), laid out; the anchor
    /// form gives the same frames. Heights and tops are added so nothing is ambiguous.
    @Test(arguments: [false, true])
    func seed001ExamplesLaidOut(anchors: Bool) throws {
        let (father, a, b) = seedViews()
        let examples: [LayoutConstraint]
        if anchors {
            examples = [a.widthAnchor.constraint(equalToConstant: 10),
                        a.leadingAnchor.constraint(equalTo: father.leadingAnchor, constant: 20),
                        a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: 30)]
        } else {
            examples = [try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                             attribute: .notAnAttribute, multiplier: 0, constant: 10),
                        try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: father,
                                             attribute: .leading, multiplier: 1, constant: 20),
                        try LayoutConstraint(item: a, attribute: .trailing, relatedBy: .equal, toItem: b,
                                             attribute: .leading, multiplier: 1, constant: 30)]
        }
        // "Installed on the father view", as the seed does.
        father.addConstraints(examples)
        LayoutConstraint.activate([a.topAnchor.constraint(equalTo: father.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
                                   b.topAnchor.constraint(equalTo: father.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
                                   b.widthAnchor.constraint(equalToConstant: 50)])
        father.layoutIfNeeded()
        // viewA: x 20, width 10 → trailing 30; viewB.leading = viewA.trailing − 30 = 0.
        #expect(a.frame == Rect(x: 20, y: 0, width: 10, height: 10))
        #expect(b.frame == Rect(x: 0, y: 0, width: 50, height: 10))
        #expect(father.constraints.count == 5)   // 3 examples + the two tops (a single-item constraint goes on its view)
        #expect(examples.allSatisfy { $0.installedView === father && $0.isActive })
    }

    @Test func mixingAxesAndLocationWithSizeThrow() {
        let (father, a, _) = seedViews()
        // leading (x) with top (y): different axes.
        #expect(throws: LayoutConstraintError.invalidPairing(.leading, .top)) {
            try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: father, attribute: .top)
        }
        // A location with a size.
        #expect(throws: LayoutConstraintError.invalidPairing(.centerX, .width)) {
            try LayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: father, attribute: .width)
        }
        // Width to height is allowed (an aspect ratio), across axes.
        #expect(throws: Never.self) {
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: a, attribute: .height, multiplier: 4)
        }
    }

    @Test func leadingWithLeftThrowsUIKitsMessage() {
        let (father, a, _) = seedViews()
        do {
            _ = try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: father, attribute: .left)
            Issue.record("leading to left must throw")
        } catch {
            #expect(error == .mixedDirections(.leading, .left))
            #expect(error.description.hasPrefix("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."))
        }
        // Anchors cannot throw: the mixed constraint is made as written and the error is logged.
        let log = LogCapture.during { _ = a.leadingAnchor.constraint(equalTo: father.leftAnchor) }
        #expect(log.contains { $0.hasPrefix("A constraint cannot be made between a leading/trailing attribute and a right/left attribute.") })
        // centerX goes with either.
        #expect(throws: Never.self) {
            try LayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: father, attribute: .leading)
        }
    }

    @Test func otherBadInputThrows() {
        let (father, a, _) = seedViews()
        #expect(throws: LayoutConstraintError.missingFirstItem) {
            try LayoutConstraint(item: a, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
        }
        #expect(throws: LayoutConstraintError.missingSecondItem(.width)) {
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width)
        }
        #expect(throws: LayoutConstraintError.nonFinite("multiplier nan")) {
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: father, attribute: .width, multiplier: .nan)
        }
        let guide = LayoutGuide()
        father.addLayoutGuide(guide)
        #expect(throws: LayoutConstraintError.marginsOfGuide(.leadingMargin)) {
            try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: guide, attribute: .leadingMargin)
        }
    }

    @Test func itemsInDifferentHierarchiesCannotBeActivated() throws {
        let (_, a, _) = seedViews()
        let stranger = View()
        stranger.accessibilityIdentifier = "stranger"
        let c = a.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        #expect(throws: LayoutConstraintError.noCommonAncestor("viewA", "stranger")) { try c.activate() }
        // The Bool setter reports instead of throwing, and leaves the constraint inactive.
        let log = LogCapture.during { c.isActive = true }
        #expect(!c.isActive)
        #expect(log.contains { $0.hasPrefix("Unable to activate constraint with anchors viewA and stranger because they have no common ancestor.") })
    }

    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let (father, a, b) = seedViews()
        let inner = LayoutFixture.constrained("inner", in: a)
        let between = inner.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let own = inner.widthAnchor.constraint(equalToConstant: 5)
        let toParent = inner.topAnchor.constraint(equalTo: a.topAnchor)
        LayoutConstraint.activate([between, own, toParent])
        #expect(between.installedView === father)   // inner ⊂ viewA, viewB: common ancestor father
        #expect(own.installedView === inner)        // a single item: on the view itself
        #expect(toParent.installedView === a)
        LayoutConstraint.deactivate([between])
        #expect(!between.isActive && !father.constraints.contains { $0 === between })
    }

    @Test func requiredOptionalSwitchOnAnInstalledConstraintIsRefused() throws {
        let (_, a, _) = seedViews()
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.priority = 500          // inactive: anything in 1…1000 goes
        c.priority = .required
        c.isActive = true
        #expect(throws: LayoutConstraintError.requiredToggle(from: 1000, to: 500)) { try c.setPriority(500) }
        c.priority = 999          // the setter refuses and keeps the value (UIKit raises)
        #expect(c.priority == .required)
        #expect(throws: LayoutConstraintError.invalidPriority(0)) { try c.setPriority(0) }
        #expect(throws: LayoutConstraintError.invalidPriority(1001)) { try c.setPriority(1001) }
    }

    @Test func descriptionAndAccessors() throws {
        let (father, a, _) = seedViews()
        let c = try LayoutConstraint(item: a, attribute: .width, relatedBy: .lessThanOrEqual, toItem: father,
                                     attribute: .width, multiplier: 0.5, constant: -4)
        c.identifier = "half"
        c.priority = .defaultHigh
        #expect(c.description == "<LayoutConstraint 'half' viewA.width <= View.width * 0.5 - 4 @750>")
        #expect(c.firstItem === a && c.secondItem === father)
        #expect(c.firstAttribute == .width && c.secondAttribute == .width && c.relation == .lessThanOrEqual)
        #expect(c.firstAnchor is LayoutDimension && c.secondAnchor?.attribute == .width)
        #expect(LayoutAttribute.baseline == .lastBaseline)
        #expect(LayoutPriority.required.rawValue == 1000 && LayoutPriority.defaultHigh.rawValue == 750
                && LayoutPriority.dragThatCanResizeScene.rawValue == 510 && LayoutPriority.defaultLow.rawValue == 250
                && LayoutPriority.fittingSizeLevel.rawValue == 50)
    }
}
