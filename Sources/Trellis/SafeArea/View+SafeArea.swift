extension View {
    /// How far the safe area is inset from the view's edges (UIKit's `safeAreaInsets`): the part
    /// of the view covered by the window's unsafe edges (status bar, notch, home indicator), from
    /// the frames of the last layout pass. A window's insets are its screen's; a view with
    /// ``simulatedSafeAreaInsets`` has those, and its subviews measure from it.
    ///
    /// A view controller's root view also counts the bars of its containing controllers (a
    /// navigation bar, a tab bar) and adds the controller's
    /// ``ViewController/additionalSafeAreaInsets`` — Apple: "For the view controller's root view,
    /// the insets account for the status bar, other visible bars, and any additional insets that
    /// you specified using the additionalSafeAreaInsets property"; its subviews measure from it.
    public var safeAreaInsets: EdgeInsets {
        var insets = baseSafeAreaInsets
        if let vc = hierarchy.viewController {
            if let parent = vc.parent { insets = insets.union(parent.obstructedInsets(of: vc)) }
            insets = insets + vc.additionalSafeAreaInsets
        }
        return insets
    }

    /// The insets before a view controller's own: simulated, the screen's, or the overlap with
    /// the nearest ancestor that defines a safe area (a window, a simulated or a root view).
    private var baseSafeAreaInsets: EdgeInsets {
        if let simulated = simulatedSafeAreaInsets { return simulated }
        // A window's are its screen's, kept in step on rotation.
        if self is Window { return insetState.windowSafeAreaInsets }
        // One walk up to that ancestor, carrying the bounds' corners while no view on the way
        // has a transform (``convert(_:to:)`` carries four corners, there and back).
        let b = bounds
        var low = Point(x: b.minX, y: b.minY), high = Point(x: b.maxX, y: b.maxY), untransformed = true
        var v = self, anchorIsWindow = false
        while true {
            guard let a = v.superview else { return .zero }
            if untransformed {
                if v.transform.isIdentity {
                    low = v.toSuperview(low)
                    high = v.toSuperview(high)
                } else {
                    untransformed = false
                }
            }
            v = a
            anchorIsWindow = a is Window
            if anchorIsWindow || a.simulatedSafeAreaInsets != nil || a.hierarchy.viewController != nil { break }
        }
        let anchor = v, scale = anchorIsWindow ? unsafeDowncast(anchor, to: Window.self).screen.scale : anchor.contentScaleFactor
        // The safe area's edges on the pixel grid, where the frames laid out are (a window
        // resized to a fractional width otherwise gives each subview filling it a sliver of
        // unsafe area, and its margins guide new constants, at every size).
        let safe = anchor.bounds.inset(by: anchor.safeAreaInsets).roundedToPixels(scale: scale)
        let mine = untransformed ? Rect(x: min(low.x, high.x), y: min(low.y, high.y), width: abs(high.x - low.x), height: abs(high.y - low.y))
                                 : convert(bounds, to: anchor)
        return EdgeInsets(top: max(0, min(safe.minY - mine.minY, mine.height)),
                          left: max(0, min(safe.minX - mine.minX, mine.width)),
                          bottom: max(0, min(mine.maxY - safe.maxY, mine.height)),
                          right: max(0, min(mine.maxX - safe.maxX, mine.width)))
    }

    /// A guide covering the part of the view inside the safe area (UIKit's `safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = insetState.safeAreaGuide { return g }
        let g = LayoutGuide(kind: .safeArea, owner: self, identifier: "\(debugName).safeAreaLayoutGuide")
        insetState.safeAreaGuide = g
        rootView.autoLayout.engine?.didAddInsetsGuide(of: self)
        setNeedsLayout()
        return g
    }

    /// The safe area of this view and its subviews may have changed other than by a solve (a
    /// rotation, a controller's insets, a bar): the guides are re-derived at the next solve, and
    /// the view and its superview are laid out, so that the view and its subviews hear
    /// ``safeAreaInsetsDidChange()``.
    func safeAreaInsetsMayHaveChanged() {
        insetInputsDidChange()
        if let engine = rootView.autoLayout.engine {
            engine.needsSolve = true
            engine.guidesNeedRefresh = true
        }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}

extension EdgeInsets {
    /// The greater inset on each edge: the area either covers.
    func union(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, other.top), left: max(left, other.left),
                   bottom: max(bottom, other.bottom), right: max(right, other.right))
    }
}
