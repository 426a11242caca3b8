import Trellis

extension StackView.Alignment {
    /// Reads a stack view's `alignment` as Interface Builder documents write it: UIKit's names,
    /// with `top` and `bottom` for leading and trailing (the corpora hold `center` 175 times,
    /// `top` 26, `lastBaseline` 6, `bottom` 5, `firstBaseline` 3; `fill` is written by leaving
    /// the attribute out).
    public init?(documentName: String) {
        switch documentName {
        case "top": self = .leading
        case "bottom": self = .trailing
        default: self.init(rawValue: documentName)
        }
    }
}

extension StackView.Distribution {
    /// Reads a stack view's `distribution` as Interface Builder documents write it: UIKit's
    /// names (`fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`; `fill` is
    /// written by leaving the attribute out).
    public init?(documentName: String) { self.init(rawValue: documentName) }
}
