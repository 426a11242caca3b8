/// What a `<pageControl>` states about its `UIPageControl` (its tints from their child
/// elements): `numberOfPages` (0 to 1,000) and `currentPage`.
struct PageControlAttributes: ElementAttributes {
    /// UIKit's `numberOfPages`, kept between 0 and 1,000; 0 when not written.
    let numberOfPages: Int
    /// UIKit's `currentPage`; 0 when not written.
    let currentPage: Int

    init(_ d: inout AttributeDecoder) {
        numberOfPages = max(0, min(1000, d.integer("numberOfPages") ?? 0))
        currentPage = d.integer("currentPage") ?? 0
    }
}
