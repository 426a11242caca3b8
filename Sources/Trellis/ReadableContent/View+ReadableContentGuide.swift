extension View {
    /// UIKit's readable width at the default text size: 672 points, the width of the readable
    /// content guide measured on an iPad Air 2 in landscape ("Readable Content Guides", Use Your
    /// Loaf: "an area that is 672 points wide and inset 176 points from the edges of the view");
    /// Apple publishes no figure.
    public static let readableContentWidth = 672.0

    /// A guide inside the layout margins no wider than a comfortable line of text (UIKit's
    /// `readableContentGuide`): the margins guide, narrowed equally on both sides to
    /// ``readableContentWidth`` when wider. On an iPhone it is the margins guide.
    ///
    /// Trellis keeps 672 points at every content size category; UIKit widens the guide with
    /// larger text (docs/differences.md).
    public var readableContentGuide: LayoutGuide { insetsGuide(\.readableGuide, .readableContent, name: "readableContentGuide") }

    /// The readable guide's insets from the bounds: the margins, plus half the width beyond
    /// the readable width on each side.
    func readableContentInsets(margins m: EdgeInsets) -> EdgeInsets {
        let extra = max(0, (bounds.width - m.left - m.right - View.readableContentWidth) / 2)
        return EdgeInsets(top: m.top, left: m.left + extra, bottom: m.bottom, right: m.right + extra)
    }

    /// Whether the view has a guide placed by insets (margins, safe area, readable, keyboard).
    var hasInsetsGuide: Bool {
        insetState.marginsGuide != nil || insetState.safeAreaGuide != nil || insetState.readableGuide != nil || insetState.keyboardGuide != nil
    }
}
