/// The root view shown on a ``Screen`` (UIKit's `UIWindow`): it fills the screen and is resized
/// when the screen rotates.
open class Window: View {
    /// The screen the window is on.
    public let screen: Screen

    /// A window filling the screen.
    public init(screen: Screen) {
        self.screen = screen
        super.init(frame: screen.bounds)
        screen.windows.append(WeakBox(value: self))
        safeAreaInsetsStorage = screen.safeAreaInsets
    }

    func safeAreaDidChange() {
        safeAreaInsetsStorage = screen.safeAreaInsets
        // Margin attributes bake the margins (which include the safe area) into constraints:
        // those need a rebuild. Guides follow at the next solve.
        let marginAttributes: Set<LayoutAttribute> = [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                                                      .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]
        let usesMargins = subtree.contains { v in
            v.constraints.contains { marginAttributes.contains($0.firstAttribute) || marginAttributes.contains($0.secondAttribute) }
        }
        if usesMargins { layoutInputsDidChange() } else { engineStorage?.needsSolve = true; setNeedsLayout() }
    }
}
