import Trellis

extension IBLayout {
    /// The diagnostic kind of a frame that is not finite (see ``checkFiniteFrames()``).
    public static let nonFiniteFrameKind = "non-finite-frame"

    /// Adds an error when a solved frame is not finite — numbers that are each finite can still
    /// overflow (a constant of 1e308 added to a width, a chain of 1e12 multipliers) and give an
    /// infinite or NaN frame, which no picture or JSON can show — or too large to show (a
    /// stored frame of 1e308 is finite, but its right edge, or its value on a 2× pixel grid, is
    /// not: beyond ±``largestShownMagnitude``, 1e306). The error names the first such
    /// view in document order and what has an extreme value (beyond ±1e12 points, or a multiplier
    /// beyond 1e12 or below 1e-12): the most extreme constraint on that view, else in its
    /// hierarchy, else an intrinsic content size of a view whose frame overflowed, else its stored
    /// frame — or says that the document's values overflow.
    func checkFiniteFrames() {
        let bad = entries.filter { !Self.isShown($0.view.frame) }
        guard let first = bad.first else { return }
        let f = first.view.frame
        let axis: LayoutAxis = Self.isShown(f.origin.x) && Self.isShown(f.size.width) && Self.isShown(f.maxX) ? .vertical : .horizontal
        // The view's own constraints first, then every constraint of the hierarchy (a stack
        // view's spacing, say, is between its arranged subviews).
        let own = first.view.constraintsAffectingLayout(for: axis)
        let all = first.view.rootView.subtree.flatMap(\.constraints)
        let constraint = [own, all].lazy.compactMap { $0.max { Self.extremity($0) < Self.extremity($1) } }
            .first { Self.extremity($0) >= Self.extreme }
        let oversized = bad.first { e in !(abs(e.view.intrinsicContentSize.width) < Self.extreme && abs(e.view.intrinsicContentSize.height) < Self.extreme) }
        let finite = f.isFinite
        var message = "the frame of '\(first.id)' is \(finite ? "too large to show" : "not finite") (\(Self.describe(f))) after solving: "
        if let constraint {
            message += "the values of \(constraint) overflow"
        } else if let oversized {
            let size = oversized.view.intrinsicContentSize
            message += "the intrinsic content size of '\(oversized.id)' (\(Self.describe(size.width)) × \(Self.describe(size.height))) overflows"
        } else if let s = first.storedFrame, !(abs(s.origin.x) + abs(s.origin.y) + s.size.width + s.size.height < Self.extreme) {
            message += "its stored frame (\(Self.describe(s))) overflows"
        } else {
            message += "the document's values overflow"
        }
        if bad.count > 1 { message += "; \(bad.count - 1) more view(s) have frames that are not finite or too large" }
        diagnostics.append(Diagnostic(.error, Self.nonFiniteFrameKind, message, ids: [first.id]))
    }

    /// The largest coordinate a frame may have and still be shown: on a pixel grid of up to 16
    /// pixels a point (pictures at `--scale 16`), and with its far edge, it stays finite.
    public static let largestShownMagnitude = 1e306

    /// Whether a value can be reported, rounded to pixels and drawn.
    static func isShown(_ v: Double) -> Bool { v.isFinite && abs(v) <= largestShownMagnitude }

    /// Whether every value and both far edges of a frame can be reported and drawn.
    static func isShown(_ f: Rect) -> Bool {
        [f.origin.x, f.origin.y, f.size.width, f.size.height, f.maxX, f.maxY].allSatisfy(isShown)
    }

    /// A number for a message that carries only finite numbers: the value, or "not a number",
    /// "infinity" or "−infinity".
    static func describe(_ v: Double) -> String {
        if v.isNaN { return "not a number" }
        if v.isInfinite { return v < 0 ? "−infinity" : "infinity" }
        return formatPoints(v)
    }

    /// A frame's x, y, width and height for a message (``describe(_:)`` each).
    static func describe(_ f: Rect) -> String {
        [f.origin.x, f.origin.y, f.size.width, f.size.height].map(describe).joined(separator: ", ")
    }

    /// A magnitude no real layout reaches, in points or as a multiplier.
    private static let extreme = 1e12

    /// How far a constraint's numbers are from ordinary layout values: its constant's magnitude,
    /// or its multiplier's distance from 1 on a logarithmic scale.
    private static func extremity(_ c: LayoutConstraint) -> Double {
        guard c.constant.isFinite, c.multiplier.isFinite else { return .infinity }
        let m = abs(c.multiplier)
        return max(abs(c.constant), m == 0 ? 0 : max(m, 1 / m))
    }
}
