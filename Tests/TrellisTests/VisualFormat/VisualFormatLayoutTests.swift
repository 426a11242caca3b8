import Testing
@testable import Trellis

/// Visual formats laid out by the engine in a 375×667 window (iPhone 6/7/8, `retina4_7`, the
/// base screen of seed 002), checking frames to the point.
struct VisualFormatLayoutTests {
    let window = Window(screen: Screen(device: Device.named("retina4_7")!))

    func views(_ names: String..., intrinsic: [String: Size] = [:]) -> [String: View] {
        var result: [String: View] = [:]
        for name in names {
            let v = View()
            v.accessibilityIdentifier = name
            v.translatesAutoresizingMaskIntoConstraints = false
            if let size = intrinsic[name] { v.explicitIntrinsicContentSize = size }
            window.addSubview(v)
            result[name] = v
        }
        return result
    }

    func apply(_ formats: [String], _ views: [String: View], options: LayoutConstraint.FormatOptions = [],
               metrics: [String: Double] = [:]) throws {
        for f in formats {
            try LayoutConstraint.activateChecked(LayoutConstraint.constraints(withVisualFormat: f, options: options, metrics: metrics, views: views))
        }
        window.layoutIfNeeded()
    }

    @Test func seed001TwoEqualWidthViews() throws {
        // Seed 001: "aView and bView have equal widths, 40 apart, 20 from each side of the superview",
        // and "aView is 40 high, 20 below the top; bView is 50 high, flush under aView".
        // (375 − 20 − 40 − 20) / 2 = 147.5.
        let v = views("aView", "bView")
        try apply(["H:|-20-[aView]-40-[bView(==aView)]-20-|", "V:|-20-[aView(40)][bView(50)]"], v)
        #expect(v["aView"]!.frame == Rect(x: 20, y: 20, width: 147.5, height: 40))
        #expect(v["bView"]!.frame == Rect(x: 207.5, y: 60, width: 147.5, height: 50))
    }

    @Test func seed001MetricAndOptions() throws {
        // Seed 001: "|-x-[viewA(20)]" with metrics {x: 10} and directionLeadingToTrailing.
        let v = views("viewA")
        try apply(["|-x-[viewA(20)]", "V:|[viewA(10)]"], v, options: .directionLeadingToTrailing, metrics: ["x": 10])
        #expect(v["viewA"]!.frame == Rect(x: 10, y: 0, width: 20, height: 10))
    }

    @Test func seed001WidthAndTrailing() throws {
        // Seed 001: "H:[viewA(10)]" and "H:[viewA]-30-|": 10 wide, trailing edge 30 from the
        // superview's → x = 375 − 30 − 10 = 335.
        let v = views("viewA")
        try apply(["H:[viewA(10)]", "H:[viewA]-30-|", "V:|-20-[viewA(30)]"], v)
        #expect(v["viewA"]!.frame == Rect(x: 335, y: 20, width: 10, height: 30))
    }

    @Test(arguments: [(501.0, 200.0), (499.0, 100.0)])
    func seed001CompressionWithVisualFormat(compression: Double, side: Double) throws {
        // Seed 001 section 3.2: a 200×200 image at |-50- and V:|-50-, width/height == 100 at
        // priority 500: compression resistance 501 keeps 200×200, 499 lets it shrink to 100×100.
        let v = views("imageView", intrinsic: ["imageView": Size(width: 200, height: 200)])
        let image = v["imageView"]!
        image.setContentCompressionResistancePriority(LayoutPriority(compression), for: .horizontal)
        image.setContentCompressionResistancePriority(LayoutPriority(compression), for: .vertical)
        try apply(["H:|-50-[imageView(100@500)]", "V:|-50-[imageView(100@500)]"], v)
        #expect(image.frame == Rect(x: 50, y: 50, width: side, height: side))
    }

    @Test func appleGuideStandardSpaceAndSuperview() throws {
        // `|-[button(80)]-[textField]-|`: 20 from the edge, 8 between: textField x = 20 + 80 + 8.
        let v = views("button", "textField")
        try apply(["|-[button(80)]-[textField]-|", "V:|-[button(30)]", "V:|-[textField(30)]"], v)
        #expect(v["button"]!.frame == Rect(x: 20, y: 20, width: 80, height: 30))
        #expect(v["textField"]!.frame == Rect(x: 108, y: 20, width: 247, height: 30))
    }

    @Test func appleGuideConnectionToSuperview() throws {
        let v = views("purpleBox")
        try apply(["|-50-[purpleBox]-50-|", "V:|-50-[purpleBox]-50-|"], v)
        #expect(v["purpleBox"]!.frame == Rect(x: 50, y: 50, width: 275, height: 567))
    }

    @Test func appleGuideVerticalLayoutAndFlushViews() throws {
        let v = views("topField", "bottomField", "maroonView", "blueView")
        try apply(["V:|[topField(44)]", "V:[topField]-10-[bottomField(44)]", "|[topField(100)]", "|[bottomField(100)]",
                   "[maroonView(30)][blueView(40)]", "|-100-[maroonView]", "V:|[maroonView(5)]", "V:|[blueView(5)]"], v)
        #expect(v["bottomField"]!.frame == Rect(x: 0, y: 54, width: 100, height: 44))
        #expect(v["maroonView"]!.frame == Rect(x: 100, y: 0, width: 30, height: 5))
        #expect(v["blueView"]!.frame == Rect(x: 130, y: 0, width: 40, height: 5))
    }

    @Test func appleGuideWidthAndPriority() throws {
        // `[button(>=50)]` on a 30-wide intrinsic size: the required minimum wins → 50.
        // `[other(100@20)]` on a 60-wide intrinsic size: priority 20 loses to hugging (250) → 60.
        let v = views("button", "other", intrinsic: ["button": Size(width: 30, height: 20), "other": Size(width: 60, height: 20)])
        try apply(["|[button(>=50)]", "|[other(100@20)]", "V:|[button]-[other]"], v)
        #expect(v["button"]!.frame == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(v["other"]!.frame == Rect(x: 0, y: 28, width: 60, height: 20))
    }

    @Test func appleGuideEqualWidthsAndMultiplePredicates() throws {
        // `[button1(==button2)]`; `[flexibleButton(>=70,<=100)]` clamps a 150 intrinsic width to 100
        // and a 40 intrinsic width to 70.
        let v = views("button1", "button2", "wide", "narrow", intrinsic: ["wide": Size(width: 150, height: 10), "narrow": Size(width: 40, height: 10)])
        try apply(["|[button2(60)]", "|[button1(==button2)]", "|[wide(>=70,<=100)]", "|[narrow(>=70,<=100)]",
                   "V:|[button1(10)][button2(10)][wide][narrow]"], v)
        #expect(v["button1"]!.frame == Rect(x: 0, y: 0, width: 60, height: 10))
        #expect(v["wide"]!.frame == Rect(x: 0, y: 20, width: 100, height: 10))
        #expect(v["narrow"]!.frame == Rect(x: 0, y: 30, width: 70, height: 10))
    }

    @Test func appleGuideCompleteLineOfLayout() throws {
        // `|-[find]-[findNext]-[findField(>=20)]-|` with intrinsic widths 40 and 60 (hugging 251, as
        // Interface Builder gives buttons): find 20…60, findNext 68…128, findField 136…355.
        let v = views("find", "findNext", "findField", intrinsic: ["find": Size(width: 40, height: 30), "findNext": Size(width: 60, height: 30)])
        v["find"]!.setContentHuggingPriority(251, for: .horizontal)
        v["findNext"]!.setContentHuggingPriority(251, for: .horizontal)
        try apply(["V:|-[findField(30)]"], v)
        try apply(["|-[find]-[findNext]-[findField(>=20)]-|"], v, options: .alignAllTop)
        #expect(v["find"]!.frame == Rect(x: 20, y: 20, width: 40, height: 30))
        #expect(v["findNext"]!.frame == Rect(x: 68, y: 20, width: 60, height: 30))
        #expect(v["findField"]!.frame == Rect(x: 136, y: 20, width: 219, height: 30))
    }

    @Test func alignAllCenterY() throws {
        // b (40 high) centred on a (30 high at y 100): centre 115 → b.y = 95.
        let v = views("a", "b")
        try apply(["V:|-100-[a(30)]", "V:[b(40)]"], v)
        try apply(["|-[a(50)]-[b(60)]"], v, options: .alignAllCenterY)
        #expect(v["a"]!.frame == Rect(x: 20, y: 100, width: 50, height: 30))
        #expect(v["b"]!.frame == Rect(x: 78, y: 95, width: 60, height: 40))
    }

    @Test func directionRightToLeft() throws {
        // Right to left: a's right edge 20 from the superview's right (x = 375 − 20 − 50 = 305),
        // b 10 to the left of a (x = 305 − 10 − 60 = 235).
        let v = views("a", "b")
        try apply(["|-20-[a(50)]-10-[b(60)]", "V:|[a(10)]", "V:|[b(10)]"], v, options: .directionRightToLeft)
        #expect(v["a"]!.frame == Rect(x: 305, y: 0, width: 50, height: 10))
        #expect(v["b"]!.frame == Rect(x: 235, y: 0, width: 60, height: 10))
    }

    final class TextLike: View {
        override var firstBaselineOffsetFromTop: Double { 14 }
        override var lastBaselineOffsetFromBottom: Double { 6 }
    }

    @Test func spacingBaselineToBaseline() throws {
        // Upper view at y 20, 30 high: last baseline 20 + 30 − 6 = 44; the lower view's first
        // baseline is 12 below it (56), so its top is 56 − 14 = 42.
        let upper = TextLike(), lower = TextLike()
        for v in [upper, lower] { v.translatesAutoresizingMaskIntoConstraints = false; window.addSubview(v) }
        let views = ["upper": upper, "lower": lower]
        try apply(["V:|-20-[upper(30)]-12-[lower(30)]"], views, options: .spacingBaselineToBaseline)
        try apply(["|[upper(10)]", "|[lower(10)]"], views)
        #expect(upper.frame == Rect(x: 0, y: 20, width: 10, height: 30))
        #expect(lower.frame == Rect(x: 0, y: 42, width: 10, height: 30))
    }

    @Test func gridFromGTKConstraintLayoutExample() throws {
        // Rewritten from the grid cases of GNOME's Emeus/GTK VFL tests (GTK's `(==view1,view2)`
        // is two predicates here). Widths (375 − 8 − 12 − 8) / 2 = 173.5; heights
        // (667 − 8 − 12 − 8) / 2 = 319.5.
        let v = views("view1", "view2", "view3")
        try apply(["H:|-8-[view1(==view2)]-12-[view2]-8-|", "H:|-8-[view3]-8-|",
                   "V:|-8-[view1]-12-[view3(==view1,==view2)]-8-|", "V:|-8-[view2]"], v)
        #expect(v["view1"]!.frame == Rect(x: 8, y: 8, width: 173.5, height: 319.5))
        #expect(v["view2"]!.frame == Rect(x: 193.5, y: 8, width: 173.5, height: 319.5))
        #expect(v["view3"]!.frame == Rect(x: 8, y: 339.5, width: 359, height: 319.5))
    }

    @Test func inequalitySpacingKeepsTheViewInsideItsSuperview() throws {
        // `|-(>=0)-[view]-(>=0)-|` (Emeus "predicate-spacing-1") keeps a 500-wide request inside
        // the 375 superview when the width is optional: width == 500 @750 loses to the bounds.
        let v = views("view")
        try apply(["|-(>=0)-[view(500@750)]-(>=0)-|", "|[view]", "V:|[view(10)]"], v)
        #expect(v["view"]!.frame == Rect(x: 0, y: 0, width: 375, height: 10))
    }
}
