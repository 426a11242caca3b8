import Testing
import Trellis

/// Autoresizing keeps the exact frame between resizes and floors only what is shown: AppKit's
/// values recorded in GNUstep's tests (`Tests/gui/NSView/NSView_autoresize_and_rounding.m` and
/// `autoresizeRounding.m`, "checked against AppKit"). AppKit's y-up "min Y" margin is the margin
/// at the low coordinate, Trellis's top margin: the arithmetic per axis is the same.
@Suite("Autoresizing rounding")
struct AutoresizingRoundingTests {
    static let all: AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                        .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]

    @Test("100 → 33 → 100 with all six flags gives (10, 10, 10, 10) back, not (9, 9, 12, 12)")
    func roundTripKeepsPrecision() {
        let (parent, child) = superview(holding: Rect(x: 10, y: 10, width: 10, height: 10), Self.all)
        parent.frame.size = Size(width: 50, height: 50)
        #expect(child.frame == Rect(x: 5, y: 5, width: 5, height: 5))
        parent.frame.size = Size(width: 100, height: 100)
        #expect(child.frame == Rect(x: 10, y: 10, width: 10, height: 10))
        // 3.3 each: floored to (3, 3) with far edge 6.6 → 6, so 3×3.
        parent.frame.size = Size(width: 33, height: 33)
        #expect(child.frame == Rect(x: 3, y: 3, width: 3, height: 3))
        parent.frame.size = Size(width: 100, height: 100)
        #expect(child.frame == Rect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test("a frame set by hand between resizes is the next source")
    func frameSetByHandStartsAgain() {
        let (parent, child) = superview(holding: Rect(x: 10, y: 10, width: 10, height: 10), Self.all)
        parent.frame.size = Size(width: 33, height: 33)
        child.frame = Rect(x: 3, y: 3, width: 6, height: 6)
        // Parts 3, 6, 24 share 67: 3 + 6.09 = 9.09 → 9; far edge 9.09 + 18.18 = 27.27 → 27.
        parent.frame.size = Size(width: 100, height: 100)
        #expect(child.frame == Rect(x: 9, y: 9, width: 18, height: 18))
    }

    @Test("AppKit's recorded frames: each edge floored")
    func appKitFloors() {
        let sub = Rect(x: 10, y: 10, width: 30, height: 30)
        // heightSizable|minY, 100×100 → 200×150: top 22.5 → 22, bottom 90.
        #expect(autoresized(sub, [.flexibleHeight, .flexibleTopMargin], to: Size(width: 200, height: 150)).frame == Rect(x: 10, y: 22, width: 30, height: 68))
        // heightSizable|maxY: bottom 56.67 → 56.
        #expect(autoresized(sub, [.flexibleHeight, .flexibleBottomMargin], to: Size(width: 200, height: 150)).frame == Rect(x: 10, y: 10, width: 30, height: 46))
        #expect(autoresized(sub, [.flexibleWidth, .flexibleLeftMargin], to: Size(width: 200, height: 150)).frame == Rect(x: 35, y: 10, width: 105, height: 30))
        #expect(autoresized(sub, [.flexibleWidth, .flexibleRightMargin], to: Size(width: 200, height: 150)).frame == Rect(x: 10, y: 10, width: 63, height: 30))
        // A .5 tie floors down (23.5 → 23), not to even.
        #expect(autoresized(sub, [.flexibleHeight, .flexibleTopMargin], to: Size(width: 100, height: 154)).frame == Rect(x: 10, y: 23, width: 30, height: 71))
        #expect(autoresized(sub, [.flexibleWidth, .flexibleLeftMargin], to: Size(width: 154, height: 100)).frame == Rect(x: 23, y: 10, width: 71, height: 30))
        // Shrinking: 21.67 → 21.
        #expect(autoresized(sub, [.flexibleHeight, .flexibleBottomMargin], to: Size(width: 100, height: 75)).frame == Rect(x: 10, y: 10, width: 30, height: 21))
        #expect(autoresized(sub, [.flexibleWidth, .flexibleRightMargin], to: Size(width: 75, height: 100)).frame == Rect(x: 10, y: 10, width: 21, height: 30))
        // Origin 3.75 → 3 and the exact far edge 15: size 12, not floor(11.25) = 11.
        #expect(autoresized(sub, [.flexibleHeight, .flexibleTopMargin], to: Size(width: 100, height: 75)).frame == Rect(x: 10, y: 3, width: 30, height: 12))
        #expect(autoresized(sub, [.flexibleWidth, .flexibleLeftMargin], to: Size(width: 75, height: 100)).frame == Rect(x: 3, y: 10, width: 12, height: 30))
    }

    @Test("on a 2× grid the edges floor to half points")
    func appKitFloorsOnThePixelGrid() {
        // AppKit: (10, 10, 20, 20), heightSizable|minY, 100 → 120 under a 2× scale: top 16.67 → 16.5,
        // bottom 50: (10, 16.5, 20, 33.5).
        let child = autoresized(Rect(x: 10, y: 10, width: 20, height: 20), [.flexibleHeight, .flexibleTopMargin],
                            to: Size(width: 100, height: 120), scale: 2)
        #expect(child.frame == Rect(x: 10, y: 16.5, width: 20, height: 33.5))
    }
}
