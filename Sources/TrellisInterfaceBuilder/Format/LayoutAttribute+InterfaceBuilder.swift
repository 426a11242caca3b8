import Trellis

extension LayoutAttribute {
    /// Reads a constraint attribute as Interface Builder documents write it (`firstAttribute`,
    /// `secondAttribute`): UIKit's names (`leading`, `centerX`, `topMargin`,
    /// `centerXWithinMargins`…), and `baseline` for the last baseline. YAML layout files use
    /// the same names.
    public init?(documentName: String) {
        if documentName == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: documentName)
    }

    /// Which of its axis's three positions the attribute constrains — 0 the start (leading,
    /// left, top), 1 the end (trailing, right, bottom), 2 the middle (centre X; centre Y and the
    /// baselines), margins included; nil for width, height and no attribute.
    var position: (axis: LayoutAxis, index: Int)? {
        switch withoutMargins {
        case .leading, .left: (.horizontal, 0)
        case .trailing, .right: (.horizontal, 1)
        case .centerX: (.horizontal, 2)
        case .top: (.vertical, 0)
        case .bottom: (.vertical, 1)
        case .centerY, .firstBaseline, .lastBaseline: (.vertical, 2)
        default: nil
        }
    }
}
