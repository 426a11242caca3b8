extension View {
    /// How a view is drawn and hit: none of it changes layout, except that a hidden view is not
    /// arranged by a stack view.
    struct Appearance {
        var clipsToBounds = false
        var isHidden = false
        var alpha = 1.0
        var isUserInteractionEnabled = true
        var tag = 0
        var backgroundColor: Color?
        /// The tint set on this view (``View/tintColor`` inherits when `nil`).
        var tintColor: Color?
        var accessibilityIdentifier: String?
        let layer = Layer()
        var contentMode = ContentMode.scaleToFill
    }
}

extension View {
    /// Whether subviews are clipped to the bounds when drawn (UIKit's `clipsToBounds`).
    public var clipsToBounds: Bool {
        get { appearance.clipsToBounds }
        set { appearance.clipsToBounds = newValue }
    }

    /// A hidden view is not drawn, not hit, and (in a stack view) not arranged.
    public var isHidden: Bool {
        get { appearance.isHidden }
        set {
            guard newValue != appearance.isHidden else { return }
            appearance.isHidden = newValue
            hiddenDidChange()
        }
    }

    /// Opacity, 0…1; below 0.01 the view is not hit.
    public var alpha: Double {
        get { appearance.alpha }
        set { appearance.alpha = newValue }
    }

    /// Whether hit testing may return this view.
    public var isUserInteractionEnabled: Bool {
        get { appearance.isUserInteractionEnabled }
        set { appearance.isUserInteractionEnabled = newValue }
    }

    /// A number to find the view by (``viewWithTag(_:)``).
    public var tag: Int {
        get { appearance.tag }
        set { appearance.tag = newValue }
    }

    /// The fill colour, if any.
    public var backgroundColor: Color? {
        get { appearance.backgroundColor }
        set { appearance.backgroundColor = newValue }
    }

    /// The colour of the view's interactive content — a system button's title, a text field's
    /// caret (UIKit's `tintColor`): the colour set on the view, else its superview's, else
    /// ``Color/systemBlue``, UIKit's default tint. Setting `nil` inherits again.
    public var tintColor: Color! {
        get { appearance.tintColor ?? superview?.tintColor ?? .systemBlue }
        set { appearance.tintColor = newValue }
    }

    /// A name for tests, diagnostics and pictures (Interface Builder documents put the object id here).
    public var accessibilityIdentifier: String? {
        get { appearance.accessibilityIdentifier }
        set { appearance.accessibilityIdentifier = newValue }
    }

    /// Corner radius and border, as on UIKit's `view.layer`.
    public var layer: Layer { appearance.layer }

    /// How the content (an image view's image) is fitted into the bounds (UIKit's `contentMode`;
    /// default ``ContentMode/scaleToFill``). Stored for drawing; it does not change layout.
    public var contentMode: ContentMode {
        get { appearance.contentMode }
        set { appearance.contentMode = newValue }
    }
}
