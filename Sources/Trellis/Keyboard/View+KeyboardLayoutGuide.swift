extension View {
    /// A guide for the space the keyboard takes in the view (UIKit's `keyboardLayoutGuide`): from
    /// the keyboard's top edge (``Window/keyboardFrame``) to the view's bottom, across the view;
    /// with the keyboard hidden, from the bottom of the safe area — Apple
    /// (`UIKeyboardLayoutGuide.usesBottomSafeArea`, default `true`): "the layout guide ties to the
    /// bottomAnchor of the view's safeAreaLayoutGuide".
    ///
    /// ```swift
    /// field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
    /// window.keyboardFrame = Rect(x: 0, y: 812 - 336, width: 375, height: 336)   // the field rises
    /// ```
    public var keyboardLayoutGuide: LayoutGuide { insetsGuide(\.keyboardGuide, .keyboard, name: "keyboardLayoutGuide") }

    /// The keyboard guide's insets from the bounds: everything above the keyboard's top (or the
    /// safe area's bottom, whichever is higher).
    func keyboardInsets(safeArea: EdgeInsets) -> EdgeInsets {
        var top = bounds.height - safeArea.bottom
        if let window, let keyboard = window.keyboardFrame {
            top = min(top, convert(keyboard, from: window).minY)
        }
        top = max(0, top)
        return EdgeInsets(top: top, left: 0, bottom: 0, right: 0)
    }
}
