/// A horizontal row of segments, each a title or an image (UIKit's `UISegmentedControl`, the
/// iOS 13 and later look).
///
/// Its intrinsic content size is ``View/explicitIntrinsicContentSize`` when set, else: each
/// segment as wide as the widest title (measured in ``font`` on one line, rounded up to a whole
/// point; an image's width) plus 19 points, or only its own content with
/// ``apportionsSegmentWidthsByContent``, or its ``Segment/width`` when that is set; 1-point
/// dividers between segments; 31 points high, its alignment rectangle (the frame is 32 high:
/// ``View/alignmentRectInsets`` is 1 point at the bottom).
///
/// ```swift
/// let control = SegmentedControl(titles: ["Light", "Dark", "Auto"])   // 152 × 31, frame 152 × 32
/// ```
///
/// Evidence: the segmented controls of both corpora whose width is their own fit this rule to
/// the point with Trellis's measured titles — ivpn Main.storyboard "UDP | TCP" 93 (2 × (27 + 19)
/// + 1) and "VMESS/QUIC | VMESS/TCP" 201, SkeletonView Main.storyboard "Solid | Gradient" 145,
/// SVProgressHUD Main.storyboard "Light | Dark | Auto" 152 and "Flat | Native" 117; Blockstream
/// green_ios OnBoard.storyboard sets three 44-point segments, 134 wide; all 32 high.
open class SegmentedControl: View {
    /// One segment: a title or an image, and a width (0: from the content, UIKit's default).
    public struct Segment: Hashable, Sendable {
        public var title: String?
        public var image: Image?
        /// A fixed width (UIKit's `setWidth(_:forSegmentAt:)`); 0 sizes the segment automatically.
        public var width: Double

        public init(title: String? = nil, image: Image? = nil, width: Double = 0) {
            (self.title, self.image, self.width) = (title, image, width)
        }
    }

    /// The segments, left to right.
    public var segments: [Segment] { didSet { if segments != oldValue { invalidateIntrinsicContentSize() } } }
    /// The selected segment (UIKit's `selectedSegmentIndex`; -1, `noSegment`, for none); no
    /// effect on layout.
    public var selectedSegmentIndex = -1
    /// The titles' font (default the 13-point system font, UIKit's).
    public var font = SegmentedControl.defaultFont { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// Whether each automatic segment is as wide as its own content rather than all as wide as
    /// the widest (UIKit's `apportionsSegmentWidthsByContent`; default false).
    public var apportionsSegmentWidthsByContent = false { didSet { if apportionsSegmentWidthsByContent != oldValue { invalidateIntrinsicContentSize() } } }
    /// Measures the titles; `nil` uses its window's ``Window/textMeasurer``, else ``Label/defaultTextMeasurer``.
    public var measurer: (any TextMeasurer)? { didSet { invalidateIntrinsicContentSize() } }

    /// The titles' default font: the 13-point system font.
    public static let defaultFont = Font.systemFont(ofSize: 13)
    /// Space added to an automatic segment's content (see the type's overview for the evidence).
    public static let segmentPadding = 19.0
    /// The intrinsic height (the alignment rectangle's; the frame is 1 point taller).
    public static let height = 31.0

    public override init(frame: Rect = .zero) {
        segments = []
        super.init(frame: frame)
        alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    }

    /// A control with one titled segment per title (UIKit's `init(items:)`).
    public convenience init(titles: [String], frame: Rect = .zero) {
        self.init(frame: frame)
        segments = titles.map { Segment(title: $0) }
    }

    open override var intrinsicContentSize: Size {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        return Size(width: contentWidth(measuredWith: measurer ?? inheritedTextMeasurer), height: SegmentedControl.height)
    }

    /// The segments' titles are centred vertically, so the baselines follow the control's
    /// height (as a text field's and a button's do, unlike a label's).
    open override var baselineHeightFraction: Double { 0.5 }
    /// From the frame's middle down to the titles' baseline: the titles are centred in the
    /// alignment rectangle (half the top inset less half the bottom one: −0.5 for the 1-point
    /// bottom inset) and on the ``font``'s line (half its ascender less its descender).
    open override var firstBaselineOffsetFromTop: Double {
        let i = alignmentRectInsets
        return (i.top - i.bottom) / 2 + (font.ascender - font.descender) / 2
    }
    /// Up from the frame's middle: the negated ``firstBaselineOffsetFromTop`` (one line).
    open override var lastBaselineOffsetFromBottom: Double { -firstBaselineOffsetFromTop }

    /// The intrinsic width with titles measured by `measurer` (see the type's overview).
    public func contentWidth(measuredWith measurer: any TextMeasurer) -> Double {
        guard !segments.isEmpty else { return 0 }
        let contents = segments.map { s -> Double in
            if let title = s.title, !title.isEmpty {
                return (measurer.size(of: title, font: font, maxWidth: nil).width - 1e-9).rounded(.up)
            }
            return s.image?.size.width ?? 0
        }
        let widest = zip(segments, contents).filter { $0.0.width <= 0 }.map(\.1).max() ?? 0
        let widths = zip(segments, contents).map { segment, content in
            segment.width > 0 ? segment.width : (apportionsSegmentWidthsByContent ? content : widest) + SegmentedControl.segmentPadding
        }
        return widths.reduce(0, +) + Double(segments.count - 1)
    }

    /// The intrinsic content size, whatever is proposed.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }
}
