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
    public var safeAreaInsets: EdgeInsets { safeAreaInsets(superviewArea: nil) }

    /// ``safeAreaInsets`` measured against `superviewArea`, the superview's ``subviewSafeArea``
    /// when the caller has it already (a layout pass comparing every subview of one view; a
    /// refresh of the guides of sibling views), else found here.
    func safeAreaInsets(superviewArea: SubviewSafeArea?) -> EdgeInsets {
        var insets = baseSafeAreaInsets(superviewArea: superviewArea)
        if let vc = hierarchy.viewController {
            if let parent = vc.parent { insets = insets.union(parent.obstructedInsets(of: vc)) }
            insets = insets + vc.additionalSafeAreaInsets
        }
        return insets
    }

    /// The insets before a view controller's own: simulated, the screen's, or the part of the
    /// view outside its superview's ``subviewSafeArea``.
    private func baseSafeAreaInsets(superviewArea: SubviewSafeArea?) -> EdgeInsets {
        if let simulated = simulatedSafeAreaInsets { return simulated }
        // A window's are its screen's, kept in step on rotation (only a window has them).
        if let window = insetState.windowSafeAreaInsets { return window }
        guard let superview else { return .zero }
        switch superviewArea ?? superview.subviewSafeArea {
        case .unbounded:
            return .zero
        case .rect(let safe) where geometry.transform.isIdentity:
            return EdgeInsets(outsideOf: safe, for: frame)
        case .rect, .transformed:
            // A transform between the view and the anchor: its bounds converted there.
            var anchor = superview
            while !anchor.definesSafeAreaForSubviews {
                guard let a = anchor.superview else { return .zero }
                anchor = a
            }
            guard case .rect(let safe) = anchor.subviewSafeArea else { return .zero }
            return EdgeInsets(outsideOf: safe, for: convert(bounds, to: anchor))
        }
    }

    /// Whether this view's subviews measure their safe area from its own (a window, a view with
    /// ``simulatedSafeAreaInsets``, a view controller's root view) rather than from further up.
    var definesSafeAreaForSubviews: Bool {
        insetState.windowSafeAreaInsets != nil || simulatedSafeAreaInsets != nil || hierarchy.viewController != nil
    }

    /// The safe area this view's subviews are measured against: the safe rectangle of the nearest
    /// view that defines one (this view or an ancestor; see ``definesSafeAreaForSubviews``), in
    /// this view's bounds coordinates. A subview's ``safeAreaInsets`` are the part of its frame
    /// outside it. Found by one walk up to that view; a layout pass finds it once for all the
    /// subviews of a view.
    var subviewSafeArea: SubviewSafeArea { subviewSafeArea(superviewArea: nil) }

    /// ``subviewSafeArea`` from `superviewArea`, the superview's, when the caller has it.
    func subviewSafeArea(superviewArea: SubviewSafeArea?) -> SubviewSafeArea {
        if definesSafeAreaForSubviews {
            let scale = insetState.windowSafeAreaInsets != nil ? unsafeDowncast(self, to: Window.self).screen.scale : contentScaleFactor
            // The safe area's edges on the pixel grid, where the frames laid out are (a window
            // resized to a fractional width otherwise gives each subview filling it a sliver of
            // unsafe area, and its margins guide new constants, at every size).
            return .rect(bounds.inset(by: safeAreaInsets).roundedToPixels(scale: scale))
        }
        guard let superview else { return .unbounded }
        switch superviewArea ?? superview.subviewSafeArea {
        case .rect(let safe) where geometry.transform.isIdentity:
            // From the superview's coordinates to this view's bounds coordinates.
            let f = frame, b = geometry.bounds
            return .rect(safe.offsetBy(dx: b.minX - f.minX, dy: b.minY - f.minY))
        case .rect, .transformed:
            return .transformed
        case .unbounded:
            return .unbounded
        }
    }

    /// A guide covering the part of the view inside the safe area (UIKit's `safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide { insetsGuide(\.safeAreaGuide, .safeArea, name: "safeAreaLayoutGuide") }

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

/// The safe area a view's subviews are measured against (``View/subviewSafeArea``).
enum SubviewSafeArea: Equatable {
    /// No window, view controller's root view or simulated safe area above: the subviews' safe
    /// area insets are zero.
    case unbounded
    /// The safe rectangle of the nearest view defining one, in the view's bounds coordinates.
    case rect(Rect)
    /// A transform lies between the view and the one defining the safe area: each subview
    /// converts its bounds there.
    case transformed
}

extension EdgeInsets {
    /// The part of `rect` outside `safe` on each edge (at most the rectangle's size): a view's
    /// safe-area insets, with both rectangles in the same coordinates.
    init(outsideOf safe: Rect, for rect: Rect) {
        self.init(top: max(0, min(safe.minY - rect.minY, rect.height)),
                  left: max(0, min(safe.minX - rect.minX, rect.width)),
                  bottom: max(0, min(rect.maxY - safe.maxY, rect.height)),
                  right: max(0, min(rect.maxX - safe.maxX, rect.width)))
    }

    /// The greater inset on each edge: the area either covers.
    func union(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, other.top), left: max(left, other.left),
                   bottom: max(bottom, other.bottom), right: max(right, other.right))
    }
}
