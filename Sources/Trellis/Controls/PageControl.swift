/// A row of dots, one per page (UIKit's `UIPageControl`, the iOS 14 and later look).
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` when set, else
/// 18 points per page plus 20, and 26 points high (UIKit's `size(forNumberOfPages:)`; no pages
/// is 20 × 26). Evidence, page controls sized by their content alone (positioned by a centre and
/// a top or bottom, no width or height constraint): MixinNetwork ios-app Home.storyboard
/// (toolsVersion 23504) 3 pages, 74 × 26; Blockstream green_ios HWFlow.storyboard (24128) 4 pages,
/// 92 × 26. twostraws Unwrap Main.storyboard (21507, Xcode 14) stores 3 pages 116 × 26: the
/// height agrees, the width is an older release's spacing and is not followed.
///
/// ```swift
/// let dots = PageControl()
/// dots.numberOfPages = 3           // 74 × 26
/// ```
open class PageControl: View {
    /// How many dots are shown (UIKit's `numberOfPages`; default 0, never negative).
    public var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            if numberOfPages != oldValue { invalidateIntrinsicContentSize() }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
        }
    }
    /// The page whose dot is highlighted (UIKit's `currentPage`), kept between 0 and the last
    /// page; no effect on layout.
    public var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    /// Whether a control with only one page is hidden (UIKit's `hidesForSinglePage`); no effect
    /// on layout (a hidden view keeps its frame).
    public var hidesForSinglePage = false
    /// The dots' colour (UIKit's `pageIndicatorTintColor`); nil is a translucent grey, UIKit's
    /// default on a light background. No effect on layout.
    public var pageIndicatorTintColor: Color?
    /// The current page's dot colour (UIKit's `currentPageIndicatorTintColor`); nil is the label
    /// colour. No effect on layout.
    public var currentPageIndicatorTintColor: Color?

    /// The width each page's dot adds (see the type's overview for the evidence).
    public static let widthPerPage = 18.0
    /// The width besides the dots.
    public static let padding = 20.0
    /// The intrinsic height.
    public static let height = 26.0

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// The size that shows `pageCount` dots (UIKit's `size(forNumberOfPages:)`).
    public func size(forNumberOfPages pageCount: Int) -> Size {
        Size(width: Double(max(0, pageCount)) * PageControl.widthPerPage + PageControl.padding, height: PageControl.height)
    }

    open override var intrinsicContentSize: Size {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        return size(forNumberOfPages: numberOfPages)
    }

    /// The intrinsic content size, whatever is proposed.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }
}
