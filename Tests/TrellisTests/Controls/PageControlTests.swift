import Testing
@testable import Trellis

/// `PageControl` (UIPageControl): 18 points a page plus 20, 26 high (MixinNetwork Home.storyboard
/// 3 pages 74 × 26, Blockstream HWFlow.storyboard 4 pages 92 × 26).
struct PageControlTests {
    @Test func sizeFollowsThePageCount() {
        let c = PageControl()
        #expect(c.intrinsicContentSize == Size(width: 20, height: 26))
        c.numberOfPages = 3
        #expect(c.intrinsicContentSize == Size(width: 74, height: 26))
        c.numberOfPages = 4
        #expect(c.intrinsicContentSize == Size(width: 92, height: 26))
        // Never negative; the current page stays on a page.
        c.currentPage = 9
        #expect(c.currentPage == 3)
        c.numberOfPages = -2
        #expect(c.numberOfPages == 0 && c.currentPage == 0)
    }

    @Test func centredControlTakesItsIntrinsicSize() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let c = PageControl()
        c.numberOfPages = 3
        c.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(c)
        try c.centerXAnchor.constraint(equalTo: root.centerXAnchor).activate()
        try c.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -30).activate()
        root.layoutIfNeeded()
        // (375 − 74) / 2 = 150.5, 151 on the whole-point grid of a view without a screen
        // (MixinNetwork stores 150.5 on an iPhone 8's 2× grid); 667 − 30 − 26 = 611.
        #expect(c.frame == Rect(x: 151, y: 611, width: 74, height: 26))
    }
}
