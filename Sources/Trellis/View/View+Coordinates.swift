extension View {
    /// Converts a point from this view's coordinate system to `view`'s (to the root's when `nil`).
    /// Views in different hierarchies are converted through their roots, taken as one space.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = toRoot(point)
        guard let view else { return inRoot }
        return view.fromRoot(inRoot)
    }

    /// Converts a point from `view`'s coordinate system (the root's when `nil`) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        fromRoot(view?.toRoot(point) ?? point)
    }

    /// Converts a rectangle to `view`'s coordinate system: the bounding box of its corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        corners(rect).map { convert($0, to: view) }.boundingBox
    }

    /// Converts a rectangle from `view`'s coordinate system.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        corners(rect).map { convert($0, from: view) }.boundingBox
    }

    private func corners(_ r: Rect) -> [Point] {
        [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)]
    }

    /// From this view's coordinates to its superview's.
    func toSuperview(_ p: Point) -> Point {
        let b = geometry.bounds
        let local = Point(x: p.x - b.midX, y: p.y - b.midY)
        let t = geometry.transform.isIdentity ? local : local.applying(geometry.transform)
        return Point(x: t.x + geometry.center.x, y: t.y + geometry.center.y)
    }

    func fromSuperview(_ p: Point) -> Point {
        let b = geometry.bounds
        let local = Point(x: p.x - geometry.center.x, y: p.y - geometry.center.y)
        let t = geometry.transform.isIdentity ? local : local.applying(geometry.transform.inverted())
        return Point(x: t.x + b.midX, y: t.y + b.midY)
    }

    func toRoot(_ p: Point) -> Point {
        var q = p
        var v: View = self
        while let s = v.superview { q = v.toSuperview(q); v = s }
        return q
    }

    func fromRoot(_ p: Point) -> Point {
        var chain: [View] = []
        var v: View = self
        while let s = v.superview { chain.append(v); v = s }
        var q = p
        for view in chain.reversed() { q = view.fromSuperview(q) }
        return q
    }
}

extension Array where Element == Point {
    var boundingBox: Rect {
        let xs = map(\.x), ys = map(\.y)
        guard let x0 = xs.min(), let y0 = ys.min(), let x1 = xs.max(), let y1 = ys.max() else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
