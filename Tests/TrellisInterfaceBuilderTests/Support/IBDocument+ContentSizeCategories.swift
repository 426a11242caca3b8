import Trellis
@testable import TrellisInterfaceBuilder

extension IBDocument {
    /// The document laid out on its design device at each content size category (UIKit's
    /// `UIContentSizeCategory`), in `ContentSizeCategory.allCases` order: extra small first.
    func layoutAtEveryContentSizeCategory() throws -> [IBLayout] {
        try ContentSizeCategory.allCases.map { category in
            var document = self
            document.contentSizeCategory = category
            return try document.layout()
        }
    }
}
