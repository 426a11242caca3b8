import Trellis

/// Xcode's iPad multitasking canvases: `<device id="ipad9_7" orientation="landscape">` with
/// `<adaptation id="splitview1_3"/>` (or `layout="splitview1_3"`) lays the scene out in the
/// narrow column of a Split View, a 320×768 window on a landscape 9.7-inch iPad.
///
/// Window widths follow the split sizes iPadOS gives apps, as recorded by peers (gists
/// sgl0v/3509f3ae628f4047cdb6 and macguru/b7a01e3f0e9ae6f350d5, "Interface sizes a regular
/// Universal app must support"; hacknicity's "How iPad Apps Adapt to the New 11″ and 12.9″ iPads
/// Pro": "The narrower app is 320 points … wide … in both landscape and portrait"): the narrow
/// column is 320 points (375 on 12.9- and 13-inch iPads: 375×1024, 375×1366); a 1/2 split in
/// landscape is (width − 10) / 2 (507 on a 9.7-inch, 551 on a 10.5-inch, 678 on a 12.9-inch); the
/// wide column is what the 10-point divider and the narrow column leave (694×768, 438×1024,
/// 981×1024, 639×1366). The window keeps the screen's height.
public enum SplitViewAdaptation: String, Sendable, CaseIterable {
    /// The narrow column (Xcode's `splitview1_3`).
    case oneThird = "splitview1_3"
    /// Half the screen, landscape only (`splitview1_2`).
    case half = "splitview1_2"
    /// The wide column (`splitview2_3`).
    case twoThirds = "splitview2_3"

    /// The window's width on an iPad in an orientation; nil on a phone, or for a half split in
    /// portrait (iPadOS offers none).
    public func windowWidth(on device: Device, orientation: Orientation) -> Double? {
        guard device.family == .pad else { return nil }
        let screen = device.size(for: orientation)
        let narrow: Double = device.portraitSize.width >= 1024 ? 375 : 320
        switch self {
        case .oneThird: return narrow
        case .half: return orientation.isLandscape ? ((screen.width - 10) / 2).rounded(.down) : nil
        case .twoThirds: return screen.width - 10 - narrow
        }
    }
}
