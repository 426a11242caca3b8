/// A button of a toolbar or navigation bar (UIKit's `UIBarButtonItem`): a title, an image, a
/// system item, a custom view, or a fixed or flexible space between other items.
///
/// A bar lays its items out in a row (``BarItemRow``): a custom view at its own size, a fixed
/// space at its ``width``, the flexible spaces sharing the width left over. A bar shows a custom
/// view as its subview; the other items are drawn by the bar.
public final class BarButtonItem {
    /// What kind of item this is: a button (with a title, image, system item or custom view) or
    /// one of UIKit's space system items.
    public enum Kind: Sendable, Hashable {
        /// A button: its title, image, system item or custom view.
        case button
        /// `UIBarButtonItem.SystemItem.flexibleSpace`: blank space that, with the bar's other
        /// flexible spaces, shares the width the other items leave.
        case flexibleSpace
        /// `UIBarButtonItem.SystemItem.fixedSpace`: blank space of ``BarButtonItem/width``.
        case fixedSpace
    }

    /// How a button's title is drawn (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Sendable, Hashable {
        /// `plain`: the title in the regular system font.
        case plain
        /// `done`: the title semibold (a button that completes a task).
        case done
    }

    /// Whether the item is a button or a space.
    public let kind: Kind
    /// The style of the title (`style`): plain by default.
    public var style: Style = .plain
    /// The title shown (`title`).
    public var title: String?
    /// The image's asset or SF Symbol name (`image`), for pictures.
    public var imageName: String?
    /// The image's size in points, when known: the width of an image item.
    public var imageSize: Size?
    /// The name of a system item other than the spaces (`add`, `done`, `compose`…), for pictures.
    public var systemItemName: String?
    /// The view shown in the item's place (`customView`); the bar adds it as a subview and
    /// places it, at its own size.
    public var customView: View?
    /// The item's width (`width`): a fixed space's width; for a button, a positive value fixes
    /// the width of its title and image (0, the default: as wide as they need). A custom view
    /// keeps its own width.
    public var width: Double

    /// A button with a title and/or an image (`init(title:style:target:action:)`,
    /// `init(image:style:target:action:)`).
    public init(title: String? = nil, imageName: String? = nil, imageSize: Size? = nil) {
        kind = .button
        self.title = title
        self.imageName = imageName
        self.imageSize = imageSize
        width = 0
    }

    /// A button showing `customView` (`init(customView:)`).
    public init(customView: View) {
        kind = .button
        self.customView = customView
        width = 0
    }

    /// A button drawn as a system item (`init(barButtonSystemItem:target:action:)`), by name.
    public init(systemItemName: String) {
        kind = .button
        self.systemItemName = systemItemName
        width = 0
    }

    private init(kind: Kind, width: Double) {
        self.kind = kind
        self.width = width
    }

    /// A flexible space (UIKit's `UIBarButtonItem.flexibleSpace()`).
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(kind: .flexibleSpace, width: 0) }

    /// A fixed space `width` points wide (UIKit's `UIBarButtonItem.fixedSpace(_:)`).
    public static func fixedSpace(_ width: Double) -> BarButtonItem { BarButtonItem(kind: .fixedSpace, width: width) }

    /// The width Trellis gives a system item (`add`, `compose`…) or an image of unknown size (an
    /// SF Symbol): an estimate, as UIKit does not publish its glyphs' sizes.
    public static let estimatedGlyphWidth = 22.0
    /// The font of a plain item's title (UIKit's 17-point system font).
    public static let titleFont = Font.systemFont(ofSize: 17)
    /// The font of a `done` item's title (17-point semibold).
    public static let doneTitleFont = Font.systemFont(ofSize: 17, weight: .semibold)

    /// The font of the item's title for its ``style``.
    public var titleFont: Font { style == .done ? BarButtonItem.doneTitleFont : BarButtonItem.titleFont }

    /// The width the item takes in a bar's row: a custom view's own width; a fixed space's width;
    /// a button's positive ``width``, else its image's width when known, else its title's in
    /// its ``titleFont`` (rounded up to whole points; UIKit's padding around it is not known), else
    /// ``estimatedGlyphWidth`` for a system item or an image of unknown size. 0 for a flexible
    /// space (the row gives it its share).
    public func rowWidth(measuredBy measurer: any TextMeasurer) -> Double {
        if let view = customView { return view.frame.width }
        if kind != .button || width > 0 { return kind == .flexibleSpace ? 0 : width }
        if let imageSize { return imageSize.width }
        if let title, !title.isEmpty { return measurer.size(of: title, font: titleFont, maxWidth: nil).width.rounded(.up) }
        return systemItemName != nil || imageName != nil ? BarButtonItem.estimatedGlyphWidth : 0
    }

    /// The item's slot in a bar's row (``BarItemRow``): a space as it is, a button at
    /// ``rowWidth(measuredBy:)``.
    public func rowSlot(measuredBy measurer: any TextMeasurer) -> BarItemRow.Slot {
        switch kind {
        case .flexibleSpace: .flexibleSpace
        case .fixedSpace: .fixedSpace(width: width)
        case .button: .button(width: rowWidth(measuredBy: measurer))
        }
    }

    /// Whether the item is a fixed or flexible space.
    public var isSpace: Bool { kind != .button }

    /// The item as a picture shows it (its title, else its image's or system item's name); nil
    /// for a space and for a custom view, which draws itself.
    public var barItem: BarItem? {
        guard kind == .button, customView == nil else { return nil }
        return BarItem(title: title, imageName: imageName ?? systemItemName)
    }
}

extension View {
    /// A bar's items changed from `old` to `new`: the custom views of `old` that no item of
    /// `kept` (every item the bar shows now) holds leave the bar, those of `new` join it.
    func replaceCustomViews(of old: [BarButtonItem], with new: [BarButtonItem], keeping kept: [BarButtonItem]) {
        let keptViews = Set(kept.compactMap { $0.customView.map(ObjectIdentifier.init) })
        for item in old {
            if let view = item.customView, view.superview === self, !keptViews.contains(ObjectIdentifier(view)) { view.removeFromSuperview() }
        }
        for item in new { if let view = item.customView, view.superview !== self { addSubview(view) } }
        setNeedsLayout()
    }
}
