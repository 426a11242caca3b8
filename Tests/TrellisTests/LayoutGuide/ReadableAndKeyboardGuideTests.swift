import Testing
@testable import Trellis

/// `readableContentGuide` narrows the margins to 672 points; `keyboardLayoutGuide` follows the
/// window's keyboard frame, resting at the safe area's bottom while the keyboard is hidden.
@MainActor
struct ReadableAndKeyboardGuideTests {
    /// A controller whose `content` spans the readable content guide, 100 high at the safe
    /// area's top.
    static func text() -> ContentController {
        ContentController { content, root in
            let g = root.readableContentGuide
            return [content.leadingAnchor.constraint(equalTo: g.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: g.trailingAnchor),
                    content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                    content.heightAnchor.constraint(equalToConstant: 100)]
        }
    }

    /// iPad in landscape (1024 wide, margins 20): 672 wide, inset 176 — the figures Use Your
    /// Loaf measured on an iPad Air 2. Portrait (768): inset 48. iPhone 8 (375, margins 16): the
    /// margins guide, 343 wide.
    @Test func readableGuideIsAtMost672Wide() {
        let window = LayoutFixture.window("ipad9_7", .landscapeLeft)
        let vc = Self.text()
        window.rootViewController = vc
        window.layoutIfNeeded()
        #expect(vc.content.frame == Rect(x: 176, y: 20, width: 672, height: 100))
        #expect(vc.view.readableContentGuide.layoutFrame.minX == 176)
        window.screen.rotate(to: .portrait)
        window.layoutIfNeeded()
        #expect(vc.content.frame == Rect(x: 48, y: 20, width: 672, height: 100))
        let phone = LayoutFixture.window("retina4_7")
        let small = Self.text()
        phone.rootViewController = small
        phone.layoutIfNeeded()
        #expect(small.content.frame == Rect(x: 16, y: 20, width: 343, height: 100))
    }

    /// iPhone X: a 44-point field 8 points above the keyboard guide sits at 726 (778 − 52) with
    /// the keyboard hidden, at 424 (476 − 52) under a 336-point keyboard, and back at 726.
    @Test func keyboardGuideFollowsTheKeyboardFrame() {
        let window = LayoutFixture.window("retina5_9")
        let vc = ViewController()
        window.rootViewController = vc
        let field = LayoutFixture.constrained("field", in: vc.view)
        LayoutConstraint.activate([field.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
                                   field.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
                                   field.heightAnchor.constraint(equalToConstant: 44),
                                   field.bottomAnchor.constraint(equalTo: vc.view.keyboardLayoutGuide.topAnchor, constant: -8)])
        window.layoutIfNeeded()
        #expect(field.frame == Rect(x: 0, y: 726, width: 375, height: 44))
        #expect(vc.view.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 778, width: 375, height: 34))
        window.keyboardFrame = Rect(x: 0, y: 476, width: 375, height: 336)
        window.layoutIfNeeded()
        #expect(field.frame == Rect(x: 0, y: 424, width: 375, height: 44))
        #expect(vc.view.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 476, width: 375, height: 336))
        window.keyboardFrame = nil
        window.layoutIfNeeded()
        #expect(field.frame == Rect(x: 0, y: 726, width: 375, height: 44))
    }
}
