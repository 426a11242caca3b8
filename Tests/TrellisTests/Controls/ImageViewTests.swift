import Testing
@testable import Trellis

/// `ImageView` (UIImageView): the intrinsic size is the image's; none without an image.
struct ImageViewTests {
    @Test func intrinsicSizeIsTheImageSize() {
        let iv = ImageView(image: Image(name: "photo", size: Size(width: 200, height: 150)))
        #expect(iv.intrinsicContentSize == Size(width: 200, height: 150))
        // UIKit's init(image:) sizes the frame to the image.
        #expect(iv.frame == Rect(x: 0, y: 0, width: 200, height: 150))
    }

    @Test func noImageHasNoIntrinsicMetric() {
        let iv = ImageView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(iv.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test func changingTheImageRelaysOut() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let iv = ImageView(image: Image(name: "a", size: Size(width: 50, height: 40)))
        iv.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(iv)
        LayoutConstraint.activate([iv.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                   iv.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        #expect(iv.frame == Rect(x: 135, y: 10, width: 50, height: 40))
        iv.image = Image(name: "b", size: Size(width: 100, height: 80))
        root.layoutIfNeeded()
        #expect(iv.frame == Rect(x: 110, y: 10, width: 100, height: 80))
    }

    @Test func takesItsImagesAlignmentInsets() {
        // UIImage.h: an image's alignmentRectInsets are the image view's. A 17-point checkmark
        // symbol's frame is 4 points shorter than its alignment rectangle (2 above, 2 below).
        var checkmark = Image(name: "checkmark", size: Size(width: 18, height: 16))
        checkmark.alignmentRectInsets = EdgeInsets(top: -2, left: 0, bottom: -2, right: 0)
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let iv = ImageView(image: checkmark)
        #expect(iv.alignmentRectInsets == checkmark.alignmentRectInsets)
        // The intrinsic size is the alignment rectangle's: 16 + 4 high.
        #expect(iv.intrinsicContentSize == Size(width: 18, height: 20))
        iv.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(iv)
        LayoutConstraint.activate([iv.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                   iv.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                   iv.widthAnchor.constraint(equalToConstant: 30), iv.heightAnchor.constraint(equalToConstant: 30)])
        root.layoutIfNeeded()
        // A 30 × 30 alignment rectangle at (10, 10): the frame 2 inside it at top and bottom,
        // 30 × 26, whatever the view's size (getbittr's checkmarks at 18, 20 and 30).
        #expect(iv.frame == Rect(x: 10, y: 12, width: 30, height: 26))
        // An image without insets gives the view none.
        iv.image = Image(name: "plain", size: Size(width: 10, height: 10))
        root.layoutIfNeeded()
        #expect(iv.alignmentRectInsets == .zero)
        #expect(iv.frame == Rect(x: 10, y: 10, width: 30, height: 30))
    }
}
