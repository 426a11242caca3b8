import Testing
@testable import Trellis

/// A scroll view's content guide sizes `contentSize`, its frame guide stays put while the content
/// scrolls, and constraints to its own edges attach to the content area (Apple, "Working with
/// Scroll Views": edges to the content area; width, height and centres to the frame).
@MainActor
struct ScrollViewTests {
    /// iPhone 8: a scroll view in the safe area (0, 20, 375, 647) with a column of five 200-point
    /// rows pinned to its content guide and as wide as its frame guide, and a 56-point button
    /// pinned 16 points inside the frame guide's bottom-trailing corner.
    func scene() -> (Window, ScrollView, View, [View], View) {
        let window = LayoutFixture.window("retina4_7")
        let scroll = ScrollView()
        scroll.accessibilityIdentifier = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        let safe = window.safeAreaLayoutGuide
        LayoutConstraint.activate(LayoutFixture.pin(scroll, toEdgesOf: safe))
        let column = StackView()
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(column)
        var rows: [View] = []
        for _ in 0..<5 {
            let row = View()
            row.heightAnchor.constraint(equalToConstant: 200).isActive = true
            column.addArrangedSubview(row)
            rows.append(row)
        }
        let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
        LayoutConstraint.activate([column.topAnchor.constraint(equalTo: content.topAnchor),
                                   column.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                                   column.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                                   column.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                                   column.widthAnchor.constraint(equalTo: frame.widthAnchor)])
        let button = LayoutFixture.constrained("button", in: scroll)
        LayoutConstraint.activate([button.widthAnchor.constraint(equalToConstant: 56),
                                   button.heightAnchor.constraint(equalToConstant: 56),
                                   button.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -16),
                                   button.bottomAnchor.constraint(equalTo: frame.bottomAnchor, constant: -16)])
        window.layoutIfNeeded()
        return (window, scroll, column, rows, button)
    }

    @Test func contentGuideSizesTheContentAndFrameGuideStaysOnScreen() {
        let (window, scroll, column, rows, button) = scene()
        #expect(scroll.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(scroll.contentSize == Size(width: 375, height: 1000))
        #expect(column.frame == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(rows.map(\.frame.minY) == [0, 200, 400, 600, 800])
        #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 375, height: 647))
        #expect(button.frame == Rect(x: 303, y: 575, width: 56, height: 56))

        // Scrolling 300 points down: the content keeps its frames, the button follows the frame.
        scroll.contentOffset = Point(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(column.frame == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 300, width: 375, height: 647))
        #expect(button.frame == Rect(x: 303, y: 875, width: 56, height: 56))
        #expect(button.convert(button.bounds, to: window) == Rect(x: 303, y: 595, width: 56, height: 56))

        // Landscape (667 × 375, no status bar): the column follows the frame's width.
        window.screen.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 667, height: 1000))
        #expect(button.frame == Rect(x: 595, y: 603, width: 56, height: 56))
    }

    /// Constraints to the scroll view's own edges attach to the content area: a 900-point-tall
    /// content view pinned to all four edges makes a 375 × 900 content size inside a 647-point
    /// frame — read against the frame, its bottom constraint would conflict with its height.
    @Test func edgesOfTheScrollViewAreTheContentArea() {
        /// `container` (a plain view or a scroll view) in an iPhone 8 window, 375 × 647 at y 20,
        /// holding a 900-point-tall view pinned to its four edges and as wide as it.
        func tallContent(in container: View) -> (window: Window, content: View) {
            let window = LayoutFixture.window("retina4_7")
            container.accessibilityIdentifier = "scroll"
            container.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(container)
            LayoutConstraint.activate(LayoutFixture.place(container, in: window, x: 0, y: 20, width: 375, height: 647))
            let content = LayoutFixture.constrained("content", in: container)
            LayoutConstraint.activate([content.topAnchor.constraint(equalTo: container.topAnchor),
                                       content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                                       content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                       content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                                       content.widthAnchor.constraint(equalTo: container.widthAnchor),
                                       content.heightAnchor.constraint(equalToConstant: 900)])
            window.layoutIfNeeded()
            return (window, content)
        }
        // In a plain view the bottom edge conflicts with the height.
        #expect(!tallContent(in: View()).window.layoutIssues.isEmpty)

        let real = ScrollView()
        let (window2, inside) = tallContent(in: real)
        #expect(window2.layoutIssues.isEmpty)
        #expect(inside.frame == Rect(x: 0, y: 0, width: 375, height: 900))
        #expect(real.contentSize == Size(width: 375, height: 900))
    }

    /// Frames only: the content size set in code stays; the adjusted insets add the safe area
    /// by the behaviour (iPhone X full screen: 44 top, 34 bottom).
    @Test func contentSizeInCodeAndAdjustedInsets() {
        let window = LayoutFixture.window("retina5_9")
        let scroll = ScrollView(frame: window.bounds)
        window.addSubview(scroll)
        scroll.contentSize = Size(width: 375, height: 2000)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 375, height: 2000))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = Size(width: 375, height: 500)   // not taller than the view: no vertical adjustment
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
    }
}
