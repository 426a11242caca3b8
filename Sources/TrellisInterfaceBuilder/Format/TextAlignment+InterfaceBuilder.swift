import Trellis

extension TextAlignment {
    /// UIKit's `NSTextAlignment` by Interface Builder's name (`textAlignment="center"`).
    static let documentNames: [String: TextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]
}
