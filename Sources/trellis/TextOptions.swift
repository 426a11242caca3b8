import ArgumentParser
import Trellis
import TrellisInterfaceBuilder

extension TextSizing: ExpressibleByArgument {}

extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument.trimmingCharacters(in: .whitespaces)) }
    public static var allValueStrings: [String] { allCases.map(\.name) }
}

/// `--content-sizes`: `all` (the twelve categories) or a comma-separated list of categories,
/// e.g. `large,accessibilityExtraExtraExtraLarge`; each a further axis of `check`'s matrix.
struct ContentSizeListArgument: ExpressibleByArgument {
    let categories: [ContentSizeCategory]

    init?(argument: String) {
        if argument.trimmingCharacters(in: .whitespaces).lowercased() == "all" {
            categories = ContentSizeCategory.allCases
            return
        }
        let parts = argument.split(separator: ",").map { ContentSizeCategory(argument: String($0)) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        var seen = Set<ContentSizeCategory>()
        categories = parts.compactMap { $0 }.filter { seen.insert($0).inserted }
    }

    static var allValueStrings: [String] { ["all"] + ContentSizeCategory.allValueStrings }
}

/// `--text` and `--content-size`, shared by the commands that lay documents out.
struct TextOptions: ParsableArguments {
    @Option(help: "measured (text measured, calibrated per view on the design device) or stored (the sizes Xcode stored).")
    var text: TextSizing = .measured
    @Option(name: .customLong("content-size"),
            help: "Dynamic Type content size category: extraSmall … large … accessibilityExtraExtraExtraLarge (default: large).")
    var contentSize: ContentSizeCategory?

    /// The document with these options (YAML layout files have no text to measure).
    func applied(to source: any LayoutSource) -> any LayoutSource {
        guard var doc = source as? IBDocument else { return source }
        doc.textSizing = text
        doc.contentSizeCategory = contentSize ?? .large
        return doc
    }
}
