extension View {
    /// UIKit's `isKind(of:)`: whether this view is an instance of `aClass` or of a subclass of it,
    /// e.g. `view.isKind(of: UILabel.self)`, or with a class held in a variable as seed 002 does
    /// with its list of excepted classes.
    public func isKind(of aClass: AnyClass) -> Bool {
        var candidate: AnyClass? = type(of: self)
        while let c = candidate {
            if ObjectIdentifier(c) == ObjectIdentifier(aClass) { return true }
            candidate = _getSuperclass(c)
        }
        return false
    }

    /// UIKit's `isMember(of:)`: whether this view is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass)
    }
}
