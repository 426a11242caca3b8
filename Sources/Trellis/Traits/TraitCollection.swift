/// The environment a view is laid out in (UIKit's `UITraitCollection`): size classes, display
/// scale, layout direction, content size category, appearance and idiom.
///
/// A view's ``View/traitCollection`` comes from its window's screen: the device, its orientation
/// and the screen's ``Screen/preferredContentSizeCategory`` and ``Screen/userInterfaceStyle``.
/// Rotating the screen calls ``View/traitCollectionDidChange(_:)`` on every view (and
/// ``ViewController/traitCollectionDidChange(_:)`` on every controller) whose traits changed:
///
/// ```swift
/// let screen = Screen(device: Device.named("iPhone 8")!)
/// let window = Window(screen: screen)
/// window.traitCollection.verticalSizeClass      // .regular
/// screen.rotate(to: .landscapeLeft)             // traitCollectionDidChange(previous) is called
/// window.traitCollection.verticalSizeClass      // .compact
/// ```
public struct TraitCollection: Hashable, Sendable {
    /// The width's size class.
    public var horizontalSizeClass = UserInterfaceSizeClass.unspecified
    /// The height's size class.
    public var verticalSizeClass = UserInterfaceSizeClass.unspecified
    /// Points to pixels (UIKit's `displayScale`); 0 when unspecified.
    public var displayScale = 0.0
    /// The direction leading and trailing follow; `nil` when unspecified.
    public var layoutDirection: LayoutDirection?
    /// The user's text size (UIKit's `preferredContentSizeCategory`); `nil` when unspecified.
    public var preferredContentSizeCategory: ContentSizeCategory?
    /// Light or dark; `nil` when unspecified.
    public var userInterfaceStyle: UserInterfaceStyle?
    /// Phone, pad or TV (UIKit's `userInterfaceIdiom`); `nil` when unspecified.
    public var userInterfaceIdiom: Device.Family?

    /// A collection with every trait unspecified (the traits of a view outside any window).
    public init() {}

    /// The traits of a full-screen window on `screen`.
    ///
    /// Size classes follow Apple's Human Interface Guidelines ("Layout", device size classes):
    /// iPhones are compact width and regular height in portrait, compact height in landscape,
    /// where the Plus and Max phones (414 points wide in portrait or more) become regular width;
    /// iPads are regular in both axes in either orientation. The storyboard reader applies the
    /// same traits to a document's size-class variations.
    public init(screen: Screen) {
        let device = screen.device
        if device.family != .phone {
            horizontalSizeClass = .regular; verticalSizeClass = .regular
        } else if screen.orientation.isLandscape {
            horizontalSizeClass = device.portraitSize.width >= 414 ? .regular : .compact
            verticalSizeClass = .compact
        } else {
            horizontalSizeClass = .compact; verticalSizeClass = .regular
        }
        displayScale = screen.scale
        layoutDirection = View.defaultLayoutDirection
        preferredContentSizeCategory = screen.preferredContentSizeCategory
        userInterfaceStyle = screen.userInterfaceStyle
        userInterfaceIdiom = device.family
    }

    /// The traits of a window `windowWidth` points wide on `screen`'s iPad, sharing the screen in
    /// Split View or Slide Over: compact width below 678 points, regular from 678 — the split
    /// sizes iPadOS gives apps are 320, 375, 438, 507, 551 and 639 points (compact) and 678, 694
    /// and wider (regular), as peers recorded them (``Screen`` has no split; the storyboard reader
    /// lays out Xcode's Split View canvases with it). A phone's window fills its screen:
    /// `windowWidth` does not change a phone's traits.
    public init(screen: Screen, windowWidth: Double) {
        self.init(screen: screen)
        if screen.device.family != .phone { horizontalSizeClass = windowWidth < 678 ? .compact : .regular }
    }

    /// The traits of `window`'s screen, or unspecified traits without a window.
    init(window: Window?) {
        if let window { self.init(screen: window.screen) } else { self.init() }
    }
}
