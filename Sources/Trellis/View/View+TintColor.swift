extension View {
    /// The colour of the view's interactive content — a system button's title, a text field's
    /// caret (UIKit's `tintColor`): the colour set on the view, else its superview's, else
    /// ``Color/systemBlue``, UIKit's default tint. Setting `nil` inherits again.
    public var tintColor: Color! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set { tintColorStorage = newValue }
    }
}
