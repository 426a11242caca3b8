extension View {
    /// Converts `point` from the receiver's bounds coordinates to `view`'s (`UIView.convert(_:to:)`);
    /// `nil` means the window (the root of the receiver's hierarchy). Transforms and bounds origins of every
    /// view on the path are applied. Views in different hierarchies are related through their roots' coordinate
    /// spaces, which coincide for windows on one screen.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = pointToRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// Converts `point` from `view`'s bounds coordinates (`nil`: the window) to the receiver's
    /// (`UIView.convert(_:from:)`).
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view.map { $0.pointToRoot(point) } ?? point
        return pointFromRoot(inRoot)
    }

    /// Converts `rect` from the receiver's bounds coordinates to `view`'s (`UIView.convert(_:to:)`); with
    /// rotations the result is the bounding box of the converted corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        convertCorners(of: rect) { self.convert($0, to: view) }
    }

    /// Converts `rect` from `view`'s bounds coordinates to the receiver's (`UIView.convert(_:from:)`).
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        convertCorners(of: rect) { self.convert($0, from: view) }
    }

    /// A point in the receiver's bounds coordinates expressed in its superview's bounds coordinates:
    /// offset from the bounds centre, transformed, then moved to ``center``.
    func pointToSuperview(_ point: Point) -> Point {
        let b = storedBounds
        let local = Point(x: point.x - b.midX, y: point.y - b.midY)
        let moved = storedTransform.isIdentity ? local : local.applying(storedTransform)
        return Point(x: storedCenter.x + moved.x, y: storedCenter.y + moved.y)
    }

    /// The inverse of ``pointToSuperview(_:)``.
    func pointFromSuperview(_ point: Point) -> Point {
        let b = storedBounds
        let relative = Point(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
        let local = storedTransform.isIdentity ? relative : relative.applying(storedTransform.inverted())
        return Point(x: local.x + b.midX, y: local.y + b.midY)
    }

    private func pointToRoot(_ point: Point) -> Point {
        var p = point
        var node = self
        while let parent = node.superview {
            p = node.pointToSuperview(p)
            node = parent
        }
        return p
    }

    private func pointFromRoot(_ point: Point) -> Point {
        var chain: [View] = []
        var node = self
        while let parent = node.superview {
            chain.append(node)
            node = parent
        }
        var p = point
        for view in chain.reversed() { p = view.pointFromSuperview(p) }
        return p
    }

    private func convertCorners(of rect: Rect, _ convert: (Point) -> Point) -> Rect {
        if rect.isNull { return .null }
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}
