import Testing
@testable import Trellis

/// `Toolbar.items` laid out as `UIToolbar` does (``BarItemRow``): margins and gaps of the screen's
/// width, flexible spaces sharing the free width, fixed spaces of their width, an item between
/// two flexible spaces centred, custom views at their own size centred vertically.
struct ToolbarItemLayoutTests {
    /// A toolbar `width` × `height` in a window `windowWidth` wide (the margins follow it).
    private func toolbar(width: Double, height: Double = 44, windowWidth: Double? = nil, items: [BarButtonItem]) -> Toolbar {
        let window = Window(frame: Rect(x: 0, y: 0, width: windowWidth ?? width, height: 1000), screen: Screen(device: Device.named("retina4_7")!))
        let bar = Toolbar(frame: Rect(x: 0, y: 0, width: width, height: height))
        window.addSubview(bar)
        bar.items = items
        bar.layoutIfNeeded()
        return bar
    }

    private func custom(_ width: Double, _ height: Double) -> View { View(frame: Rect(x: 0, y: 0, width: width, height: height)) }

    /// kaltura ima_ipad's row: five custom views (24, 36, 561, 36, 30 wide) in a 768-point iPad
    /// toolbar — the 20-point margin, each 10 after the last: x 20, 54, 100, 671, 717; each
    /// centred in the 44-point bar (22 high at 11, 31 at 6.5, 29 at 7.5, 30 at 7).
    @Test func kalturaRowOnA768PointIPadToolbar() {
        let views = [custom(24, 22), custom(36, 31), custom(561, 29), custom(36, 31), custom(30, 30)]
        let bar = toolbar(width: 768, items: views.map(BarButtonItem.init(customView:)))
        #expect(views.map(\.frame.minX) == [20, 54, 100, 671, 717])
        #expect(views.map(\.frame.minY) == [11, 6.5, 7.5, 6.5, 7])
        #expect(views.allSatisfy { $0.superview === bar })
        #expect(views.map(\.frame.width) == [24, 36, 561, 36, 30])
    }

    /// threema's row: an image item, a flexible space, a 227-point segmented control, a flexible
    /// space, an image item and a 4-point fixed space, in a 414-point bar: the control is centred,
    /// x (414 − 227) / 2 = 93.5, whatever the widths of the image items (22 and 30 here) — and
    /// so is it with nothing on its left.
    @Test func itemBetweenTwoFlexibleSpacesIsCentred() {
        let control = custom(227, 32)
        _ = toolbar(width: 414, items: [BarButtonItem(imageName: "a", imageSize: Size(width: 22, height: 22)), .flexibleSpace(), BarButtonItem(customView: control),
                                        .flexibleSpace(), BarButtonItem(imageName: "b", imageSize: Size(width: 30, height: 22)), .fixedSpace(4)])
        #expect(control.frame == Rect(x: 93.5, y: 6, width: 227, height: 32))
        let alone = custom(100, 30)
        _ = toolbar(width: 375, items: [.flexibleSpace(), BarButtonItem(customView: alone), .flexibleSpace(), BarButtonItem(imageName: "c", imageSize: Size(width: 40, height: 22))])
        #expect(alone.frame.minX == 137.5)
    }

    /// Where the centred item would overlap its neighbours, the two flexible spaces share the
    /// free width equally: a 300-wide item after a 100-wide one in a 375-point bar (margins 16,
    /// free 375 − 32 − 400 < 0, shares 0): x 16 + 100 + 0 = 116.
    @Test func itemThatCannotBeCentredFollowsEqualShares() {
        let left = custom(100, 30), middle = custom(300, 30)
        _ = toolbar(width: 375, items: [BarButtonItem(customView: left), .flexibleSpace(), BarButtonItem(customView: middle), .flexibleSpace()])
        #expect(left.frame.minX == 16)
        #expect(middle.frame.minX == 116)
    }

    /// A flexible space before the last item puts it at the trailing margin: MasterPassword's
    /// 127-point control in a 414-point bar ends 20 before the end, x 267; in a 375-point bar
    /// (margin 16) x 232.
    @Test func lastItemAfterAFlexibleSpaceSitsAtTheTrailingMargin() {
        for (width, x) in [(414.0, 267.0), (375, 232)] {
            let control = custom(127, 32)
            _ = toolbar(width: width, items: [BarButtonItem(systemItemName: "compose"), .flexibleSpace(), BarButtonItem(customView: control)])
            #expect(control.frame.minX == x)
        }
    }

    /// A fixed space adds its width in place of the gap: 16 + 26 + 30 = 72 for the second custom
    /// view (no 8-point gap on either side of the space); two adjacent buttons are 8 apart in a
    /// 375-point bar (16 + 26 + 8 = 50).
    @Test func fixedSpaceStandsInForTheGap() {
        let a = custom(26, 26), b = custom(26, 26)
        _ = toolbar(width: 375, items: [BarButtonItem(customView: a), .fixedSpace(30), BarButtonItem(customView: b)])
        #expect(b.frame.minX == 72)
        let c = custom(26, 26), d = custom(26, 26)
        _ = toolbar(width: 375, items: [BarButtonItem(customView: c), BarButtonItem(customView: d)])
        #expect(d.frame.minX == 50)
    }

    /// The margins follow the window's width, not the bar's: a 351-point bar on a 375-point
    /// screen has 16 (blackberry AppKinetics: its info button at x 16); a 375-point bar in a
    /// 414-point window, 20.
    @Test func marginsFollowTheWindowWidth() {
        let info = custom(26, 26)
        _ = toolbar(width: 351, windowWidth: 375, items: [BarButtonItem(customView: info), .fixedSpace(3)])
        #expect(info.frame == Rect(x: 16, y: 9, width: 26, height: 26))
        let wide = custom(26, 26)
        _ = toolbar(width: 375, windowWidth: 414, items: [BarButtonItem(customView: wide)])
        #expect(wide.frame.minX == 20)
    }

    /// Custom views are centred in the bar's height: 26 high in 44 at y 9, 33 high at 5.5, 32
    /// high in a 49-point bar at 8.5 (UIKit's toolbar; Xcode's canvas draws it lower, the rule
    /// `toolbar.itemRow49` of the reader).
    @Test func customViewsAreCentredVertically() {
        let a = custom(26, 26), b = custom(177, 33), c = custom(227, 32)
        _ = toolbar(width: 375, items: [BarButtonItem(customView: a), .flexibleSpace(), BarButtonItem(customView: b)])
        _ = toolbar(width: 414, height: 49, items: [BarButtonItem(customView: c)])
        #expect(a.frame.minY == 9 && b.frame.minY == 5.5 && c.frame.minY == 8.5)
    }

    /// When the bar's width changes the row is laid out again: the trailing item follows the end.
    @Test func rowFollowsTheBarWidth() {
        let last = custom(60, 30)
        let bar = toolbar(width: 375, items: [.flexibleSpace(), BarButtonItem(customView: last)])
        #expect(last.frame.minX == 299)
        bar.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        bar.layoutIfNeeded()
        #expect(last.frame.minX == 244)
    }

    /// Replacing the items removes the custom views of those replaced; pictures list the buttons
    /// without spaces or custom views.
    @Test func replacingItemsRemovesOldCustomViews() {
        let old = custom(20, 20)
        let bar = toolbar(width: 375, items: [BarButtonItem(customView: old), .flexibleSpace(), BarButtonItem(title: "Edit")])
        #expect(bar.barItems == [BarItem(title: "Edit")])
        bar.items = [BarButtonItem(systemItemName: "add")]
        #expect(old.superview == nil)
        #expect(bar.barItems == [BarItem(imageName: "add")])
    }

    /// A navigation bar's right items are laid from the trailing margin inward, the first item
    /// nearest the end: in a 375-point bar a 50-wide and a 40-wide item at x 309 and 261
    /// (359 − 50 − 8 − 40).
    @Test func rightItemsFromTheTrailingEdgeInward() {
        let row = BarItemRow.standard(forRootWidth: 375)
        let frames = row.layoutFromTrailingEdge([.button(width: 50), .button(width: 40)], width: 375)
        #expect(frames.map(\.x) == [309, 261])
        #expect(BarItemRow.standard(forRootWidth: 414) == BarItemRow(leadingMargin: 20, trailingMargin: 20, spacing: 10))
    }

    /// A navigation bar's custom views: left items from the leading margin, right items from the
    /// trailing margin inward, centred in the 44-point row — also at the top of a 96-point
    /// large-title bar. In a 375-point bar: left 30 × 30 at (16, 7); right 50 × 36 at (309, 4)
    /// and 40 × 20 after a 10-point fixed space at (359 − 50 − 10 − 40, 12) = (259, 12).
    @Test func navigationBarItemsFromBothEdges() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), screen: Screen(device: Device.named("retina4_7")!))
        let bar = NavigationBar(frame: Rect(x: 0, y: 20, width: 375, height: 96))
        window.addSubview(bar)
        let left = custom(30, 30), first = custom(50, 36), second = custom(40, 20)
        bar.leftBarButtonItems = [BarButtonItem(customView: left)]
        bar.rightBarButtonItems = [BarButtonItem(customView: first), .fixedSpace(10), BarButtonItem(customView: second)]
        bar.layoutIfNeeded()
        #expect(left.frame == Rect(x: 16, y: 7, width: 30, height: 30))
        #expect(first.frame == Rect(x: 309, y: 4, width: 50, height: 36))
        #expect(second.frame == Rect(x: 259, y: 12, width: 40, height: 20))
        bar.rightBarButtonItems = []
        #expect(first.superview == nil && left.superview === bar)
    }

    /// A `done` item's title is semibold (UIKit's `.done` style), so wider than the same plain
    /// title; both are whole points.
    @Test func doneTitleIsSemiboldAndWider() {
        let plain = BarButtonItem(title: "Save Changes"), done = BarButtonItem(title: "Save Changes")
        done.style = .done
        let measurer = Label.defaultTextMeasurer
        #expect(done.titleFont == Font.systemFont(ofSize: 17, weight: .semibold))
        #expect(done.rowWidth(measuredBy: measurer) > plain.rowWidth(measuredBy: measurer))
        #expect(plain.rowWidth(measuredBy: measurer) == plain.rowWidth(measuredBy: measurer).rounded())
    }
}
