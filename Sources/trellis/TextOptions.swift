import ArgumentParser
import Trellis
import TrellisInterfaceBuilder

extension TextSizing: ExpressibleByArgument {}

extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.name) }
}

/// `--text` and `--content-size`, shared by the commands that lay documents out.
struct TextOptions: ParsableArguments {
    @Option(help: "measured (text measured, calibrated per view on the design device) or stored (the sizes Xcode stored).")
    var text: TextSizing = .measured
    @Option(name: .customLong("content-size"),
            help: "Dynamic Type content size category: extraSmall … large … accessibilityExtraExtraExtraLarge.")
    var contentSize: ContentSizeCategory = .large

    /// The document with these options (YAML layout files have no text to measure).
    func applied(to source: any LayoutSource) -> any LayoutSource {
        guard var doc = source as? IBDocument else { return source }
        doc.textSizing = text
        doc.contentSizeCategory = contentSize
        return doc
    }
}
