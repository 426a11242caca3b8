import Testing
import Trellis

/// UIKit's springs-and-struts rule (Apple, `UIView.autoresizingMask`: "When more than one option along the
/// same axis is set, the default behavior is to distribute the size difference proportionally among the
/// flexible portions"). Per axis, with leading margin m₁, length w, trailing margin m₂ = S − m₁ − w and
/// Δ = S′ − S, each flexible part p changes by Δ·p / Σ(flexible parts). `Autoresizing.frame` is exact;
/// a view then rounds its new edges to its pixel grid (whole points off screen).
///
/// Fixture: superview 100 × 100; subview at x = 10, width 30 (right margin 60) and y = 20, height 40
/// (bottom margin 40). Grow: 100 → 200 (Δ = +100). Shrink: 100 → 80 (Δ = −20).
@Suite("Autoresizing rule")
struct AutoresizingRuleTests {
    /// The flag combination on one axis: leading margin, length, trailing margin.
    struct AxisCase: Sendable, CustomStringConvertible {
        let leading: Bool, length: Bool, trailing: Bool
        /// Expected exact (origin, length) after growing 100 → 200 and after shrinking 100 → 80.
        let grow: (Double, Double), shrink: (Double, Double)
        var description: String { "\(leading ? "L" : "-")\(length ? "W" : "-")\(trailing ? "R" : "-")" }
    }

    /// Horizontal axis: m₁ = 10, w = 30, m₂ = 60.
    static let horizontal: [AxisCase] = [
        // nothing flexible: origin and width kept, the right margin absorbs Δ
        .init(leading: false, length: false, trailing: false, grow: (10, 30), shrink: (10, 30)),
        // only the left margin: it takes all of Δ
        .init(leading: true, length: false, trailing: false, grow: (110, 30), shrink: (-10, 30)),
        // only the width
        .init(leading: false, length: true, trailing: false, grow: (10, 130), shrink: (10, 10)),
        // only the right margin: the frame does not move
        .init(leading: false, length: false, trailing: true, grow: (10, 30), shrink: (10, 30)),
        // left + width, Σ = 40: left gets Δ·10/40, width Δ·30/40
        .init(leading: true, length: true, trailing: false, grow: (10 + 25, 30 + 75), shrink: (10 - 5, 30 - 15)),
        // left + right, Σ = 70: x = 10 + Δ·10/70 (the GNUstep example: 10 → 24.29 when 100 → 200)
        .init(leading: true, length: false, trailing: true,
              grow: (10 + 100.0 * 10 / 70, 30), shrink: (10 - 20.0 * 10 / 70, 30)),
        // width + right, Σ = 90: width gets Δ·30/90
        .init(leading: false, length: true, trailing: true,
              grow: (10, 30 + 100.0 * 30 / 90), shrink: (10, 30 - 20.0 * 30 / 90)),
        // all three, Σ = 100 = S: everything scales by S′/S
        .init(leading: true, length: true, trailing: true, grow: (20, 60), shrink: (8, 24)),
    ]

    /// Vertical axis: m₁ = 20, h = 40, m₂ = 40.
    static let vertical: [AxisCase] = [
        .init(leading: false, length: false, trailing: false, grow: (20, 40), shrink: (20, 40)),
        .init(leading: true, length: false, trailing: false, grow: (120, 40), shrink: (0, 40)),
        .init(leading: false, length: true, trailing: false, grow: (20, 140), shrink: (20, 20)),
        .init(leading: false, length: false, trailing: true, grow: (20, 40), shrink: (20, 40)),
        // top + height, Σ = 60: top Δ·20/60, height Δ·40/60
        .init(leading: true, length: true, trailing: false,
              grow: (20 + 100.0 * 20 / 60, 40 + 100.0 * 40 / 60), shrink: (20 - 20.0 * 20 / 60, 40 - 20.0 * 40 / 60)),
        // top + bottom, Σ = 60
        .init(leading: true, length: false, trailing: true,
              grow: (20 + 100.0 * 20 / 60, 40), shrink: (20 - 20.0 * 20 / 60, 40)),
        // height + bottom, Σ = 80: height Δ·40/80
        .init(leading: false, length: true, trailing: true, grow: (20, 90), shrink: (20, 30)),
        .init(leading: true, length: true, trailing: true, grow: (40, 80), shrink: (16, 32)),
    ]

    struct Combination: Sendable, CustomStringConvertible {
        let h: AxisCase, v: AxisCase
        var mask: AutoresizingMask {
            var m: AutoresizingMask = []
            if h.leading { m.insert(.flexibleLeftMargin) }
            if h.length { m.insert(.flexibleWidth) }
            if h.trailing { m.insert(.flexibleRightMargin) }
            if v.leading { m.insert(.flexibleTopMargin) }
            if v.length { m.insert(.flexibleHeight) }
            if v.trailing { m.insert(.flexibleBottomMargin) }
            return m
        }
        var grown: Rect { Rect(x: h.grow.0, y: v.grow.0, width: h.grow.1, height: v.grow.1) }
        var shrunk: Rect { Rect(x: h.shrink.0, y: v.shrink.0, width: h.shrink.1, height: v.shrink.1) }
        var description: String { "H \(h) V \(v)" }
    }

    /// All 64 masks: the 8 horizontal cases × the 8 vertical ones (each axis is independent).
    static let all64: [Combination] = horizontal.flatMap { h in vertical.map { Combination(h: h, v: $0) } }

    static func close(_ r: Rect, _ e: Rect) -> Bool {
        abs(r.origin.x - e.origin.x) < 1e-9 && abs(r.origin.y - e.origin.y) < 1e-9
            && abs(r.size.width - e.size.width) < 1e-9 && abs(r.size.height - e.size.height) < 1e-9
    }

    static let start = Rect(x: 10, y: 20, width: 30, height: 40)
    static let old = Size(width: 100, height: 100)

    @Test("the exact rule for every mask, superview growing 100 × 100 → 200 × 200", arguments: all64)
    func ruleGrow(_ c: Combination) {
        let r = Autoresizing.frame(Self.start, mask: c.mask, oldSuperviewSize: Self.old, newSuperviewSize: Size(width: 200, height: 200))
        #expect(Self.close(r, c.grown), "\(r)")
    }

    @Test("the exact rule for every mask, superview shrinking 100 × 100 → 80 × 80", arguments: all64)
    func ruleShrink(_ c: Combination) {
        let r = Autoresizing.frame(Self.start, mask: c.mask, oldSuperviewSize: Self.old, newSuperviewSize: Size(width: 80, height: 80))
        #expect(Self.close(r, c.shrunk), "\(r)")
    }

    @Test("views: every mask, grow and shrink, on a 3× screen: the exact frame with its edges floored to thirds of a point",
          arguments: all64)
    func viewsOnScreen(_ c: Combination) throws {
        let window = Window(screen: Screen(device: try #require(Device.named("retina6_12"))))
        for (size, expected) in [(200.0, c.grown), (80.0, c.shrunk)] {
            let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let child = View(frame: Self.start)
            child.autoresizingMask = c.mask
            window.addSubview(parent)
            parent.addSubview(child)
            parent.frame.size = Size(width: size, height: size)
            // Each edge floored to 1/3 point, AppKit's rule (GNUstep's autoresizeRounding.m): e.g. 24.2857 → 72/3 = 24.
            #expect(Self.close(child.frame, expected.flooredToPixels(scale: 3)), "\(child.frame)")
            parent.removeFromSuperview()
        }
    }

    @Test("GNUstep's example: x = 10, width 30, superview 100 → 200, flexible left and right margins → x = 24.29, shown as 24 off screen")
    func gnustepExample() {
        let exact = Autoresizing.frame(Rect(x: 10, y: 0, width: 30, height: 10), mask: [.flexibleLeftMargin, .flexibleRightMargin],
                                       oldSuperviewSize: Size(width: 100, height: 100), newSuperviewSize: Size(width: 200, height: 100))
        #expect(abs(exact.minX - 24.285714285714285) < 1e-12 && exact.width == 30)
        let child = autoresized(Rect(x: 10, y: 0, width: 30, height: 10), [.flexibleLeftMargin, .flexibleRightMargin],
                                to: Size(width: 200, height: 100))
        // Off screen the pixel grid is whole points: left edge 24.29 → 24, right edge 54.29 → 54.
        #expect(child.frame == Rect(x: 24, y: 0, width: 30, height: 10))
    }

    @Test("zero-length flexible parts share Δ evenly")
    func zeroLengthParts() {
        // A zero-size view at the origin: left margin 0 and width 0 are both flexible, Σ = 0 → 50 each.
        let dot = autoresized(Rect(x: 0, y: 0, width: 0, height: 0), [.flexibleLeftMargin, .flexibleWidth], to: Size(width: 200, height: 100))
        #expect(dot.frame == Rect(x: 50, y: 0, width: 50, height: 0))
        // Everything zero, three flexible parts: a 0-wide superview growing to 90 gives 30 each.
        let empty = View(frame: .zero)
        let inner = View(frame: .zero)
        inner.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        empty.addSubview(inner)
        empty.bounds.size = Size(width: 90, height: 0)
        #expect(inner.frame == Rect(x: 30, y: 0, width: 30, height: 0))
    }

    @Test("a flexible width shrinking past zero stops at zero")
    func clampsAtZero() {
        // Width alone flexible, fixed margins 10 and 60: shrinking by 50 would give −20.
        let child = autoresized(Rect(x: 10, y: 0, width: 30, height: 10), .flexibleWidth, to: Size(width: 50, height: 100))
        #expect(child.frame == Rect(x: 10, y: 0, width: 0, height: 10))
        #expect(child.bounds == Rect(x: 0, y: 0, width: 0, height: 10))
    }

    @Test("a negative margin (view hanging outside) weighs zero, so the shares stay bounded")
    func negativeMargin() {
        // x = −10 (left margin −10 → weight 0), width 50: with left + width flexible the width takes all of Δ.
        let child = autoresized(Rect(x: -10, y: 0, width: 50, height: 10), [.flexibleLeftMargin, .flexibleWidth], to: Size(width: 150, height: 100))
        #expect(child.frame == Rect(x: -10, y: 0, width: 100, height: 10))
        // Margins −10 and +10.001 would sum to 0.001 with raw weights and move the view by −200 000 points;
        // with the negative margin weighing zero the right margin takes all of Δ and the view stays put.
        let r = Autoresizing.resize(position: -10, length: 20, oldParent: 20.001, newParent: 40.001,
                                    flexibleLeading: true, flexibleLength: false, flexibleTrailing: true)
        #expect(r.position == -10 && r.length == 20)
    }

    @Test("raw values are UIKit's")
    func rawValues() {
        #expect(AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        #expect(AutoresizingMask.names.map(\.1) == ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin",
                                                    "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"])
    }
}
