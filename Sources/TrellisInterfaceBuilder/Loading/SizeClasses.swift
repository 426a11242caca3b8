import Trellis

/// UIKit's size classes for a device and orientation (Apple's Human Interface Guidelines table):
/// iPhones are compact width in portrait and compact height in landscape; the Plus and Max
/// phones become regular width in landscape; iPads are regular in both.
public struct SizeClasses: Equatable, Sendable {
    public enum Class: String, Sendable { case compact, regular }
    public let width: Class
    public let height: Class

    /// `windowWidth`: an iPad window narrower than the screen (Split View) is compact below 678
    /// points — Apple's split sizes: 320, 375, 438, 507, 551 and 639 compact; 678, 694 and wider
    /// regular (the peers' tables cited in ``SplitViewAdaptation``).
    public init(device: Device, orientation: Orientation, windowWidth: Double? = nil) {
        if device.family != .phone {
            width = (windowWidth ?? .infinity) < 678 ? .compact : .regular; height = .regular
        } else if orientation.isLandscape {
            height = .compact
            width = device.portraitSize.width >= 414 ? .regular : .compact
        } else {
            width = .compact; height = .regular
        }
    }

    /// Whether a `<variation key=…>` such as `widthClass=compact` or
    /// `heightClass=regular-widthClass=regular` applies.
    public func matches(variationKey key: String) -> Bool {
        if key == "default" { return false }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return false }
            switch pair[0] {
            case "widthClass": if pair[1] != width.rawValue { return false }
            case "heightClass": if pair[1] != height.rawValue { return false }
            default: return false
            }
        }
        return true
    }
}
