/// A view showing an image (UIKit's `UIImageView`): its intrinsic content size is the image's
/// size in points less the image's alignment insets (the alignment rectangle's, as Auto Layout
/// sees every intrinsic size), or ``View/noIntrinsicMetric`` on both axes without an image
/// (``View/explicitIntrinsicContentSize`` wins when set). Its ``View/alignmentRectInsets`` are
/// its image's (``Image/alignmentRectInsets``), set when the image is.
open class ImageView: View {
    /// The image shown; changing it invalidates the intrinsic size and takes the new image's
    /// alignment insets.
    public var image: Image? {
        didSet {
            guard image != oldValue else { return }
            if image?.alignmentRectInsets != oldValue?.alignmentRectInsets { alignmentRectInsets = image?.alignmentRectInsets ?? .zero }
            invalidateIntrinsicContentSize()
        }
    }

    /// An image view sized to its image (UIKit's `init(image:)`), at the origin.
    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        if let insets = image?.alignmentRectInsets, insets != .zero { alignmentRectInsets = insets }
    }

    public init(image: Image?, frame: Rect) {
        self.image = image
        super.init(frame: frame)
        if let insets = image?.alignmentRectInsets, insets != .zero { alignmentRectInsets = insets }
    }

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// The image's size, else zero (Apple: "a UIImageView object returns the size of the image
    /// it is currently displaying").
    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }

    open override var intrinsicContentSize: Size {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        guard let image else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let i = image.alignmentRectInsets
        return Size(width: image.size.width - i.left - i.right, height: image.size.height - i.top - i.bottom)
    }
}
