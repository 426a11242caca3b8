import Testing
@testable import Trellis

/// Seed 001: an image view with a 200×200 image at leading 50 / top 50, width and height == 100
/// at priority 500. Compression resistance 501 beats the 500 size constraints → 200×200;
/// 499 loses → 100×100.
@MainActor
struct Seed001CompressionTests {
    /// Lays out the seed; returns the window too, which the caller must keep: a view holds its
    /// superview weakly, as in UIKit.
    func layout(compression: LayoutPriority, anchors: Bool) throws -> (window: Window, image: View) {
        let window = Window(screen: Screen(device: Device.named("retina4_7")!))
        let image = View()
        image.explicitIntrinsicContentSize = Size(width: 200, height: 200)
        image.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(image)
        image.setContentCompressionResistancePriority(compression, for: .horizontal)
        image.setContentCompressionResistancePriority(compression, for: .vertical)
        let cs: [LayoutConstraint]
        if anchors {
            cs = [image.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
                  image.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
                  image.widthAnchor.constraint(equalToConstant: 100),
                  image.heightAnchor.constraint(equalToConstant: 100)]
        } else {
            cs = [try LayoutConstraint(item: image, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leading, multiplier: 1, constant: 50),
                  try LayoutConstraint(item: image, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top, multiplier: 1, constant: 50),
                  try LayoutConstraint(item: image, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100),
                  try LayoutConstraint(item: image, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100)]
        }
        cs[2].priority = 500
        cs[3].priority = 500
        LayoutConstraint.activate(cs)
        window.layoutIfNeeded()
        return (window, image)
    }

    @Test(arguments: [false, true])
    func compressionResistance501KeepsTheImageSize(anchors: Bool) throws {
        #expect(try layout(compression: 501, anchors: anchors).image.frame == Rect(x: 50, y: 50, width: 200, height: 200))
    }

    @Test(arguments: [false, true])
    func compressionResistance499LetsItShrink(anchors: Bool) throws {
        #expect(try layout(compression: 499, anchors: anchors).image.frame == Rect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test func seedMultiplierZeroLeadingIsRejectedLikeUIKit() {
        // Seed 001 writes `leading == nil × 0 + 50`; UIKit raises, Trellis throws the same explanation.
        let v = View()
        #expect(throws: LayoutConstraintError.locationEqualToConstant(.leading)) {
            try LayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 50)
        }
        let message = LayoutConstraintError.locationEqualToConstant(.leading).description
        #expect(message.contains("Location attributes must be specified in pairs"))
    }

    @Test func invalidPairingsAreRejected() {
        let a = View(), b = View()
        #expect(throws: LayoutConstraintError.invalidPairing(.leading, .top)) {
            try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .top)
        }
        #expect(throws: LayoutConstraintError.invalidPairing(.width, .left)) {
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .left)
        }
        #expect(throws: LayoutConstraintError.self) {
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: .nan)
        }
    }

    @Test func noCommonAncestorIsAnError() {
        let a = View(), b = View()
        let c = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        #expect(throws: LayoutConstraintError.self) { try c.activate() }
        #expect(!c.isActive)
    }

    @Test func changingAConstantReSolvesWithoutRebuilding() throws {
        let (window, image) = try layout(compression: 499, anchors: true)
        let engine = window.autoLayout.engine!
        let leading = window.constraints.first { $0.firstAttribute == .leading }!
        leading.constant = 80
        window.layoutIfNeeded()
        #expect(image.frame == Rect(x: 80, y: 50, width: 100, height: 100))
        LayoutFixture.expectSameEngine(window, engine)
    }

    @Test func requiredToOptionalSwitchIsRefused() throws {
        let (window, _) = try layout(compression: 499, anchors: true)
        let leading = window.constraints.first { $0.firstAttribute == .leading }!
        #expect(throws: LayoutConstraintError.requiredToggle(from: 1000, to: 999)) { try leading.setPriority(999) }
        #expect(leading.priority == .required)
    }
}
