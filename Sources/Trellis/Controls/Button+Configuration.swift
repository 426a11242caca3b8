extension Button {
    /// The contents and size of an iOS 15 button (UIKit's `UIButton.Configuration`): a title,
    /// an optional subtitle and image, and the insets around them. A button with a configuration
    /// takes its intrinsic content size from it, ignoring ``Button/title``,
    /// ``Button/contentEdgeInsets`` and ``Button/image``, as UIKit ignores the pre-iOS 15
    /// properties then.
    ///
    /// The size: the title (one line, unwrapped; or ``attributedTitle``'s runs, each in its own
    /// font) above the subtitle, ``titlePadding`` apart; the image beside them
    /// (``imagePlacement`` leading or trailing) or above or below them, ``imagePadding`` apart;
    /// then ``contentInsets`` around it all, rounded up to the pixel grid. A configuration with
    /// neither title nor image is 50×34.
    ///
    /// ```swift
    /// var configuration = Button.Configuration.filled()
    /// configuration.title = "Start Session"
    /// let button = Button(configuration: configuration)   // 125 × 34.33 on a 3× screen, as Xcode stores it
    /// ```
    ///
    /// Evidence: Apple's default insets for the medium size are 7 points above and below and 12
    /// at the sides (developer.apple.com/forums/thread/733541, answered by Apple); Xcode stores a
    /// medium plain or filled button with a 17-point title (the body style, the medium title
    /// font) 24 points wider than its title and 34.33 high on 3× screens (DataDog dd-sdk-ios
    /// RUMStopSessionScenario.storyboard "Start Session" 125 × 35 and "Download Resource"
    /// 176 × 35, rounded to whole points by that Xcode; Iterable IterableEmbeddedView.xib "More"
    /// 63.33 × 34.33; an empty one 50 × 34 in nRF-Mesh Network.storyboard). The other sizes
    /// have no evidence in the corpora; their values are Trellis's estimates (docs/differences.md).
    public struct Configuration: Hashable, Sendable {
        /// The predefined styles (UIKit's `plain()`, `tinted()`, …); they change colours and
        /// backgrounds, not the size.
        public enum Style: String, Hashable, Sendable, CaseIterable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// A predefined size (UIKit's `UIButton.Configuration.Size`): the default title font and
        /// content insets.
        public enum Size: String, Hashable, Sendable, CaseIterable {
            case mini, small, medium, large

            /// The text style of the title when ``Configuration/titleFont`` is `nil`: body for
            /// medium (17 points at the default content size, evidence above) and large,
            /// subheadline for small and footnote for mini (estimates).
            public var titleTextStyle: TextStyle {
                switch self {
                case .mini: .footnote
                case .small: .subheadline
                case .medium, .large: .body
                }
            }

            /// The text style of the subtitle when ``Configuration/subtitleFont`` is `nil`
            /// (estimates): two steps below the title's.
            public var subtitleTextStyle: TextStyle {
                switch self {
                case .mini: .caption2
                case .small: .caption1
                case .medium, .large: .subheadline
                }
            }

            /// The insets around the content when ``Configuration/contentInsets`` is `nil`:
            /// (7, 12, 7, 12) for medium (Apple's); mini (4, 8, 4, 8), small (5, 10, 5, 10) and
            /// large (14, 20, 14, 20) are estimates.
            public var contentInsets: DirectionalEdgeInsets {
                switch self {
                case .mini: DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
                case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }
        }

        /// Where the image sits relative to the title (UIKit's `imagePlacement`, an `NSDirectionalRectEdge`).
        public enum ImagePlacement: String, Hashable, Sendable, CaseIterable { case leading, trailing, top, bottom }

        /// The style (default plain); no effect on the size.
        public var style: Style
        /// The predefined size (UIKit's `buttonSize`; default medium).
        public var buttonSize = Size.medium
        /// The title (UIKit's `title`).
        public var title: String?
        /// The second line of text under the title (UIKit's `subtitle`).
        public var subtitle: String?
        /// The title as runs of text each in its own font (UIKit's `attributedTitle`, an
        /// `AttributedString`); when set it is measured instead of ``title`` in ``titleFont``,
        /// its runs side by side on one line (``TextMeasurer/size(of:)``).
        public var attributedTitle: [TextRun]?
        /// The subtitle as runs of text (UIKit's `attributedSubtitle`); when set it is measured
        /// instead of ``subtitle``.
        public var attributedSubtitle: [TextRun]?
        /// The title's font (UIKit's `titleTextAttributesTransformer` or Interface Builder's
        /// title font); `nil`: the system font of the size's text style at the button's content
        /// size category, which follows Dynamic Type.
        public var titleFont: Font?
        /// The subtitle's font; `nil`: the size's subtitle style, following Dynamic Type.
        public var subtitleFont: Font?
        /// The image (UIKit's `image`), by its size.
        public var image: Image?
        /// Where the image sits (default leading).
        public var imagePlacement = ImagePlacement.leading
        /// The space between the image and the text (UIKit's `imagePadding`; default 0).
        public var imagePadding = 0.0
        /// The space between the title and the subtitle (UIKit's `titlePadding`; default 0).
        public var titlePadding = 0.0
        /// The insets around the content (UIKit's `contentInsets`); `nil`: the size's default.
        public var contentInsets: DirectionalEdgeInsets?

        /// A configuration of a style, with nothing in it.
        public init(style: Style = .plain) { self.style = style }

        /// UIKit's `UIButton.Configuration.plain()`: no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// UIKit's `tinted()`: a tinted translucent background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// UIKit's `gray()`: a grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// UIKit's `filled()`: the tint colour as background.
        public static func filled() -> Configuration { Configuration(style: .filled) }

        /// The size of a configuration with neither title nor image (Xcode's: nRF-Mesh
        /// Network.storyboard, ivpn Main.storyboard).
        public static let emptySize = Trellis.Size(width: 50, height: 34)

        /// The title's font at a content size category.
        public func resolvedTitleFont(for category: ContentSizeCategory) -> Font {
            titleFont ?? .preferredFont(forTextStyle: buttonSize.titleTextStyle, compatibleWith: category)
        }

        /// The subtitle's font at a content size category.
        public func resolvedSubtitleFont(for category: ContentSizeCategory) -> Font {
            subtitleFont ?? .preferredFont(forTextStyle: buttonSize.subtitleTextStyle, compatibleWith: category)
        }

        /// The content's size before rounding: see the type's overview. `measurer` measures the
        /// title and the subtitle (or their attributed runs), each on one line.
        public func size(measurer: any TextMeasurer, category: ContentSizeCategory = .large) -> Trellis.Size {
            func measured(_ runs: [TextRun]?, _ text: String?, _ font: Font) -> Trellis.Size? {
                if let runs { return measurer.size(of: runs) }
                guard let text, !text.isEmpty else { return nil }
                return measurer.size(of: text, font: font, maxWidth: nil)
            }
            let t = measured(attributedTitle, title, resolvedTitleFont(for: category))
            let s = measured(attributedSubtitle, subtitle, resolvedSubtitleFont(for: category))
            var text: Trellis.Size? = t ?? s
            if let t, let s { text = Trellis.Size(width: max(t.width, s.width), height: t.height + titlePadding + s.height) }
            let image = self.image?.size
            guard text != nil || image != nil else { return Configuration.emptySize }
            var content = text ?? image!
            if let text, let image {
                switch imagePlacement {
                case .leading, .trailing:
                    content = Trellis.Size(width: image.width + imagePadding + text.width, height: max(image.height, text.height))
                case .top, .bottom:
                    content = Trellis.Size(width: max(image.width, text.width), height: image.height + imagePadding + text.height)
                }
            }
            let i = contentInsets ?? buttonSize.contentInsets
            return Trellis.Size(width: content.width + i.leading + i.trailing, height: content.height + i.top + i.bottom)
        }
    }
}
