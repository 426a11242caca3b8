import Trellis

extension IBLayout {
    /// The diagnostic kind of a frame that is not finite (see ``checkFiniteFrames()``).
    public static let nonFiniteFrameKind = "non-finite-frame"

    /// Adds an error when a solved frame is not finite — numbers that are each finite can still
    /// overflow (a constant of 1e308 added to a width, a chain of 1e12 multipliers) and give an
    /// infinite or NaN frame, which no picture or JSON can show. The error names the first such
    /// view in document order and what on it has an extreme value (beyond ±1e12 points, or a
    /// multiplier beyond 1e12 or below 1e-12) — the most extreme constraint, else its intrinsic
    /// content size, else its stored frame — or says that the document's values overflow.
    func checkFiniteFrames() {
        let bad = entries.filter { !$0.view.frame.isFinite }
        guard let first = bad.first else { return }
        let f = first.view.frame
        let axis: LayoutAxis = f.origin.x.isFinite && f.size.width.isFinite ? .vertical : .horizontal
        let constraint = first.view.constraintsAffectingLayout(for: axis).max { Self.extremity($0) < Self.extremity($1) }
        let intrinsic = first.view.intrinsicContentSize
        let frame = [f.origin.x, f.origin.y, f.size.width, f.size.height].map { $0.isFinite ? formatPoints($0) : "\($0)" }
        var message = "the frame of '\(first.id)' is not finite (\(frame.joined(separator: ", "))) after solving: "
        if let constraint, Self.extremity(constraint) >= Self.extreme {
            message += "the values of \(constraint) overflow"
        } else if !(abs(intrinsic.width) < Self.extreme && abs(intrinsic.height) < Self.extreme) {
            message += "its intrinsic content size (\(formatPoints(intrinsic.width)) × \(formatPoints(intrinsic.height))) overflows"
        } else if let s = first.storedFrame, !(abs(s.origin.x) + abs(s.origin.y) + s.size.width + s.size.height < Self.extreme) {
            message += "its stored frame \(s) overflows"
        } else {
            message += "the document's values overflow"
        }
        if bad.count > 1 { message += "; \(bad.count - 1) more view(s) have frames that are not finite" }
        diagnostics.append(Diagnostic(.error, Self.nonFiniteFrameKind, message, ids: [first.id]))
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
