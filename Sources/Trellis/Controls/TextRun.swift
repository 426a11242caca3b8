/// A run of text in one font: one part of an attributed string (UIKit's `NSAttributedString`
/// with its `.font` attribute). Colours, underlines and the other attributes that do not
/// change the size of one line are not kept.
///
/// ```swift
/// button.attributedTitle = [TextRun("Sign in ", font: .systemFont(ofSize: 15)),
///                           TextRun("now", font: .systemFont(ofSize: 15, weight: .bold))]
/// ```
public struct TextRun: Hashable, Sendable {
    /// The run's characters.
    public var text: String
    /// The font the run is set in (UIKit's `NSAttributedString.Key.font`).
    public var font: Font

    public init(_ text: String, font: Font) {
        self.text = text
        self.font = font
    }
}

extension TextMeasurer {
    /// The size of `runs` set on one line: each run measured in its font, side by side, as tall
    /// as the tallest (UIKit sets a line of mixed fonts on the largest line height). `nil` when
    /// the runs have no characters.
    public func size(of runs: [TextRun]) -> Size? {
        let measured = runs.filter { !$0.text.isEmpty }.map { size(of: $0.text, font: $0.font, maxWidth: nil) }
        guard !measured.isEmpty else { return nil }
        return Size(width: measured.reduce(0) { $0 + $1.width }, height: measured.map(\.height).max() ?? 0)
    }
}
