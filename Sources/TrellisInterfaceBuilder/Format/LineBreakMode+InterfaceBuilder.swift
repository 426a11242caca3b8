import Trellis

extension LineBreakMode {
    /// Reads a `lineBreakMode` attribute: Interface Builder's names (`wordWrap`, `characterWrap`,
    /// `clipping`, `headTruncation`, `tailTruncation`, `middleTruncation`) and the other
    /// spellings the corpora hold: `clip` (13 times), `wordWrapping` (68), `truncatingTail` (4).
    public init?(documentName: String) {
        guard let mode = Self.documentNames[documentName] else { return nil }
        self = mode
    }

    /// UIKit's line break modes by the names documents write.
    static let documentNames: [String: LineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clipping": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
        "clip": .byClipping, "wordWrapping": .byWordWrapping, "truncatingTail": .byTruncatingTail,
    ]
}
