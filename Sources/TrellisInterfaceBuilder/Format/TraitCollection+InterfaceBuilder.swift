import Trellis

extension UserInterfaceSizeClass {
    /// The size class Interface Builder names in a `<variation key=…>`: `compact` or `regular`.
    init?(documentName: Substring) {
        switch documentName {
        case "compact": self = .compact
        case "regular": self = .regular
        default: return nil
        }
    }
}

extension TraitCollection {
    /// Whether a `<variation key=…>` such as `widthClass=compact` or
    /// `heightClass=regular-widthClass=regular` applies to these traits. `default` (the
    /// variation Xcode writes for "any" size class, only in masks) never matches; a key with a
    /// trait Trellis does not read never matches either.
    public func matches(variationKey key: String) -> Bool {
        if key == "default" { return false }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let sizeClass = UserInterfaceSizeClass(documentName: pair[1]) else { return false }
            switch pair[0] {
            case "widthClass": if sizeClass != horizontalSizeClass { return false }
            case "heightClass": if sizeClass != verticalSizeClass { return false }
            default: return false
            }
        }
        return true
    }
}
