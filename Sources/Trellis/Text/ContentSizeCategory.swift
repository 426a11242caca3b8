/// The user's preferred text size (UIKit's `UIContentSizeCategory`): seven standard sizes and
/// five larger accessibility sizes; ``large`` is iOS's default.
///
/// The raw values are UIKit's (`UICTContentSizeCategoryL`); ``init(name:)`` also reads the
/// Swift names (`large`, `accessibilityExtraLarge`).
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case extraSmall = "UICTContentSizeCategoryXS"
    case small = "UICTContentSizeCategoryS"
    case medium = "UICTContentSizeCategoryM"
    case large = "UICTContentSizeCategoryL"
    case extraLarge = "UICTContentSizeCategoryXL"
    case extraExtraLarge = "UICTContentSizeCategoryXXL"
    case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
    case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
    case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
    case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
    case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
    case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

    /// The Swift name, as UIKit spells the constant (`accessibilityExtraLarge`).
    public var name: String {
        switch self {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// A category by its Swift name (`large`) or UIKit raw value (`UICTContentSizeCategoryL`).
    public init?(name: String) {
        guard let c = ContentSizeCategory.allCases.first(where: { $0.name == name || $0.rawValue == name }) else { return nil }
        self = c
    }

    /// Whether this is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Position in the list, smallest first.
    var index: Int { ContentSizeCategory.allCases.firstIndex(of: self)! }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.index < b.index }
}
