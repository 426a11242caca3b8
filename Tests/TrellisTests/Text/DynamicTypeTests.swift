import Testing
@testable import Trellis

/// Apple's Dynamic Type sizes (Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic
/// Type sizes"): body text per content size category, and the default category's sizes.
struct DynamicTypeTests {
    @Test func bodyAtEachCategory() {
        let sizes = ContentSizeCategory.allCases.map { Font.preferredFont(forTextStyle: .body, compatibleWith: $0).pointSize }
        #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test func defaultCategoryIsLarge() {
        let sizes = TextStyle.allCases.map { Font.preferredFont(forTextStyle: $0).pointSize }
        #expect(sizes == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
    }

    /// A text-style font follows a category; a custom size keeps its ratio to the style's
    /// default (20-point body at AX1: 20 / 17 × 28); a fixed-size font does not change.
    @Test func adjustingToACategory() {
        let body = Font.preferredFont(forTextStyle: .body)
        #expect(body.adjusted(to: .accessibilityExtraLarge).pointSize == 40)
        #expect(body.adjusted(to: .accessibilityExtraLarge).textStyle == .body)
        #expect(abs(body.withSize(20).adjusted(to: .accessibilityMedium).pointSize - 20.0 / 17 * 28) < 1e-9)
        #expect(Font.systemFont(ofSize: 17).adjusted(to: .extraSmall).pointSize == 17)
    }

    @Test func categoryNames() {
        #expect(ContentSizeCategory(name: "accessibilityExtraLarge") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(name: "UICTContentSizeCategoryL") == .large)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
