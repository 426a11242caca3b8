/// SnapKit's `ConstraintViewDSL`: the `snp` of a view. The attribute names (`top`, `edges`,
/// `size`, …) name the view's attributes as targets: `make.top.equalTo(header.snp.bottom)`.
///
/// SnapKit's calls do not throw. A mistake in a chain (an attribute named twice, a constant a
/// composite cannot take, a view outside the hierarchy) is logged on the layout log
/// (`UIView.setLayoutLogHandler(_:)`) and nothing of that block is activated — SnapKit would stop
/// the program (`fatalError`) for most of them. Use `try view.makeConstraints { … }` for the error.
public struct ConstraintViewDSL: ConstraintAttributeNames {
    /// The view.
    public let view: View

    /// `attributes` of the view as a DSL target.
    public func adding(_ attributes: [LayoutAttribute]) -> ConstraintItem { view.layout.adding(attributes) }

    /// SnapKit's `makeConstraints`: makes and activates the described constraints and sets
    /// `translatesAutoresizingMaskIntoConstraints` to `false`.
    @discardableResult
    public func makeConstraints(_ build: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        logging { () throws(ConstraintDSLError) in try view.makeConstraints(build) }
    }

    /// SnapKit's `remakeConstraints`: removes the constraints made for this view, then makes these.
    @discardableResult
    public func remakeConstraints(_ build: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        logging { () throws(ConstraintDSLError) in try view.remakeConstraints(build) }
    }

    /// SnapKit's `updateConstraints`: changes the constants and priorities of constraints made before.
    @discardableResult
    public func updateConstraints(_ build: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        logging { () throws(ConstraintDSLError) in try view.updateConstraints(build) }
    }

    /// SnapKit's `removeConstraints`: deactivates the constraints made for this view.
    public func removeConstraints() {
        view.removeMadeConstraints()
    }

    private func logging(_ body: () throws(ConstraintDSLError) -> [LayoutConstraint]) -> [LayoutConstraint] {
        do { return try body() } catch {
            View.logLayoutMessage("\(error)")
            return []
        }
    }
}
