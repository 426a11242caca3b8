import Testing
@testable import Trellis

/// Each window can have its own layout direction (``Window/layoutDirectionOverride``, UIKit's
/// `traitOverrides.layoutDirection`), so two hierarchies in one process — or two tests running
/// at once — lay out in different directions without touching the process-wide default.
@MainActor
struct WindowLayoutDirectionTests {
    /// A 100-point-wide view 10 points from its window's leading edge.
    private func window(_ direction: LayoutDirection) -> (Window, View) {
        let window = Window(screen: Screen(device: Device.named("retina4_7")!))
        window.layoutDirectionOverride = direction
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        LayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                                   view.topAnchor.constraint(equalTo: window.topAnchor),
                                   view.widthAnchor.constraint(equalToConstant: 100),
                                   view.heightAnchor.constraint(equalToConstant: 50)])
        return (window, view)
    }

    /// On the 375-point iPhone 8, leading 10 is x 10 left to right and 375 − 10 − 100 = 265
    /// right to left, in two windows at once; a forced direction wins over the window's; turning
    /// the window back to left to right moves the view back at the next pass.
    @Test func twoWindowsTwoDirections() {
        let (rtlWindow, rtlView) = window(.rightToLeft)
        let (ltrWindow, ltrView) = window(.leftToRight)
        rtlWindow.layoutIfNeeded(); ltrWindow.layoutIfNeeded()
        #expect(rtlView.frame.minX == 265)
        #expect(ltrView.frame.minX == 10)
        #expect(rtlView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(rtlView.traitCollection.layoutDirection == .rightToLeft)
        #expect(ltrView.traitCollection.layoutDirection == .leftToRight)
        let forced = View()
        forced.semanticContentAttribute = .forceLeftToRight
        rtlView.addSubview(forced)
        #expect(forced.effectiveUserInterfaceLayoutDirection == .leftToRight)
        rtlWindow.layoutDirectionOverride = .leftToRight
        rtlWindow.layoutIfNeeded()
        #expect(rtlView.frame.minX == 10)
    }
}
