import Trellis

extension SceneBuilder {
    /// UIKit lays some controls out by an alignment rectangle smaller than their frame
    /// (`alignmentRectInsets`). Measured from the corpus's stored frames: a `UISlider`'s frame
    /// is 2 points wider on each side and 1 point taller at the bottom than the rectangle its
    /// constraints place (ChartsDemo BarChartViewController.xib: leading = safe area + 8 gives
    /// x = 6); a `UISwitch`'s reaches 2 points further right (SkeletonView Main.storyboard).
    static let alignmentInsets: [String: EdgeInsets] = [
        "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
        "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
    ]

    /// How far an attribute of the item's alignment rectangle lies from the same attribute of
    /// its frame (alignment = frame + offset). Trellis has no alignment rectangles yet, so a
    /// constraint's constant absorbs the offsets: `a1 + d1 = m (a2 + d2) + c` becomes
    /// `a1 = m a2 + (c + m d2 - d1)`.
    func alignmentOffset(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> Double {
        guard let view = item as? View, let id = view.accessibilityIdentifier, let name = elements[id]?.name,
              let insets = SceneBuilder.alignmentInsets[name] else { return 0 }
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left: return insets.left
        case .right: return -insets.right
        case .leading: return rtl ? -insets.right : insets.left
        case .trailing: return rtl ? insets.left : -insets.right
        case .top: return insets.top
        case .bottom: return -insets.bottom
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        case .centerX: return (insets.left - insets.right) / 2
        case .centerY: return (insets.top - insets.bottom) / 2
        default: return 0
        }
    }
}
