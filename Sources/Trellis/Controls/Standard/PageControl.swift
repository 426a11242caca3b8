/// A row of page dots (UIKit's `UIPageControl`): ``numberOfPages`` dots, the one at
/// ``currentPage`` in the current-page colour.
open class PageControl: View {
    public var numberOfPages = 0
    public var currentPage = 0
    /// The dots' colour; nil is a translucent grey (UIKit's default on a light background).
    public var pageIndicatorTintColor: Color?
    /// The current dot's colour; nil is the label colour.
    public var currentPageIndicatorTintColor: Color?
}
