/// A view showing an image (UIKit's `UIImageView`): its intrinsic content size is the image's
/// size in points, or none without an image.
open class ImageView: View {
    /// The image's name and size in points.
    public var image: (name: String, size: Size)? { didSet { invalidateIntrinsicContentSize() } }

    public init(image: (name: String, size: Size)?, frame: Rect = .zero) {
        self.image = image
        super.init(frame: frame)
    }

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    open override var intrinsicContentSize: Size {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        return image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
