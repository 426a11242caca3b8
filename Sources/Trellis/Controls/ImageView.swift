/// A view showing an image (UIKit's `UIImageView`): its intrinsic content size is the image's
/// size in points, or ``View/noIntrinsicMetric`` on both axes without an image
/// (``View/explicitIntrinsicContentSize`` wins when set).
open class ImageView: View {
    /// The image shown; changing it invalidates the intrinsic size.
    public var image: Image? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }

    /// An image view sized to its image (UIKit's `init(image:)`), at the origin.
    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
    }

    public init(image: Image?, frame: Rect) {
        self.image = image
        super.init(frame: frame)
    }

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// The image's size, else zero (Apple: "a UIImageView object returns the size of the image
    /// it is currently displaying").
    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }

    open override var intrinsicContentSize: Size {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        return image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
