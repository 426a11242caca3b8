extension View {
    /// SnapKit's namespace: `view.snp.makeConstraints { make in … }` and `other.snp.bottom` as a
    /// target, over Trellis's constraint DSL (`View.makeConstraints(_:)`, the same maker and chain).
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}
