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
}
