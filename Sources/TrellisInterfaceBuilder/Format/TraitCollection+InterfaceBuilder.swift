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
        SizeClassKey(key).matches(self)
    }
}
