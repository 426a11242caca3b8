import Trellis

/// The outline of a device around its screen, as Xcode's canvas frames a scene: a dark bezel,
/// rounded display corners, the status bar (time and battery), the notch or Dynamic Island, and
/// the home indicator; a TV (Apple TV, always landscape) in a thin square frame without them.
///
/// Which device has what comes from its safe area (``Device``'s catalog, Apple's HIG): a phone
/// with side insets in landscape has a notch, or a Dynamic Island when its top inset is 59 or more
/// (iPhone 14 Pro and later); a bottom inset means a home indicator and rounded display corners.
/// Shapes are approximate (notch 209×30, island 126×37 at 11 points from the top, display
/// corners 44 points on phones and 18 on iPads, home indicator 134×5): they show where the
/// hardware is, not Apple's exact curves.
struct DeviceChrome {
    let device: Device
    let orientation: Orientation
    let size: Size
    /// The bezel's width around the screen.
    let bezel = 12.0

    init(screen: Screen, size: Size) {
        device = screen.device
        orientation = screen.orientation
        self.size = size
    }

    var portraitInsets: EdgeInsets { device.safeAreaInsets(for: .portrait) }
    var hasNotch: Bool { device.family == .phone && device.safeAreaInsets(for: .landscapeRight).left > 0 }
    var hasDynamicIsland: Bool { hasNotch && portraitInsets.top >= 59 }
    /// A TV's safe area is its overscan margin, not a home indicator's: a TV has none.
    var hasHomeIndicator: Bool { device.family != .tv && portraitInsets.bottom > 0 }
    /// Rounded display corners on phones and iPads with a home indicator; a TV's are square.
    var screenCornerRadius: Double { hasHomeIndicator ? (device.family == .phone ? 44 : 18) : 0 }

    /// The bezel, behind the screen: a TV's is a thin square frame (the picture of a TV set, not
    /// of a tablet).
    func outline(appearance: UserInterfaceStyle) -> String {
        let radius = device.family == .tv ? 3 : screenCornerRadius + bezel
        return "<rect width=\"\(format(size.width + 2 * bezel))\" height=\"\(format(size.height + 2 * bezel))\" rx=\"\(format(radius))\" fill=\"#1c1c1e\" data-chrome=\"\(device.family == .tv ? "tv" : "bezel")\"/>\n"
    }

    /// Status bar, notch or island and home indicator, over the screen's content (screen coordinates).
    func overlay(appearance: UserInterfaceStyle) -> String {
        let ink = Color.label.resolved(for: appearance)
        var out = "<g data-chrome=\"device\">"
        out += statusBar(ink: ink)
        if hasNotch {
            // The cut-out's long side runs along the top of the device, which is the left edge in
            // landscape right (home indicator to the right) and the right edge in landscape left.
            let (long, short) = hasDynamicIsland ? (126.0, 37.0) : (209.0, 30.0)
            let offset = hasDynamicIsland ? 11.0 : -short
            let radius = hasDynamicIsland ? short / 2 : 20
            let depth = hasDynamicIsland ? short : 2 * short
            let r: Rect = switch orientation {
            case .portrait: Rect(x: (size.width - long) / 2, y: offset, width: long, height: depth)
            case .portraitUpsideDown: Rect(x: (size.width - long) / 2, y: size.height - offset - depth, width: long, height: depth)
            case .landscapeRight: Rect(x: offset, y: (size.height - long) / 2, width: depth, height: long)
            case .landscapeLeft: Rect(x: size.width - offset - depth, y: (size.height - long) / 2, width: depth, height: long)
            }
            out += "<rect x=\"\(format(r.minX))\" y=\"\(format(r.minY))\" width=\"\(format(r.width))\" height=\"\(format(r.height))\" rx=\"\(format(radius))\" fill=\"#000000\" data-chrome=\"\(hasDynamicIsland ? "dynamic-island" : "notch")\"/>"
        }
        if hasHomeIndicator {
            let width = min(134, size.width * 0.36)
            out += "<rect x=\"\(format((size.width - width) / 2))\" y=\"\(format(size.height - 13))\" width=\"\(format(width))\" height=\"5\" rx=\"2.5\" fill=\"\(ink.hexString)\" data-chrome=\"home-indicator\"/>"
        }
        return out + "</g>\n"
    }

    /// The time and the battery in the status bar's height. iPhones hide the status bar in
    /// landscape (UIKit's default since iOS 8); iPads keep it.
    private func statusBar(ink: Color) -> String {
        if device.family == .tv || (device.family == .phone && orientation.isLandscape) { return "" }
        let height = device.safeAreaInsets(for: orientation).top
        guard height > 0 else { return "" }
        let baseline = height / 2 + 5.5
        // On a notched phone the time sits centred in the left "ear" beside the cut-out.
        let timeX = hasNotch ? (size.width - (hasDynamicIsland ? 126 : 209)) / 4 : (device.family == .pad ? 30 : size.width / 2)
        let battery = Rect(x: size.width - (hasNotch ? size.width / 8 + 14 : 36), y: height / 2 - 6, width: 25, height: 12)
        return "<text x=\"\(format(timeX))\" y=\"\(format(baseline))\" font-size=\"15\" font-weight=\"600\" text-anchor=\"middle\" fill=\"\(ink.hexString)\">9:41</text>"
            + "<rect x=\"\(format(battery.minX))\" y=\"\(format(battery.minY))\" width=\"25\" height=\"12\" rx=\"3.5\" fill=\"none\" stroke=\"\(ink.hexString)\" stroke-opacity=\"0.4\"/>"
            + "<rect x=\"\(format(battery.minX + 2))\" y=\"\(format(battery.minY + 2))\" width=\"21\" height=\"8\" rx=\"2\" fill=\"\(ink.hexString)\"/>"
    }
}
