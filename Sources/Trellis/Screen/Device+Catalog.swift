extension Device {
    /// Every iPhone and iPad screen since the iPhone 4s, one entry per distinct screen, in release order
    /// within each family. Sources and the status of each value are listed in `docs/views.md`.
    public static let all: [Device] = phones + pads + tvs

    private static let homeButtonPhonePortrait = EdgeInsets(top: 20)
    private static let homeButtonPadInsets = EdgeInsets(top: 20)
    private static let roundedPadInsets = EdgeInsets(top: 24, bottom: 20)

    private static func notchedPortrait(_ top: Double) -> EdgeInsets {
        EdgeInsets(top: top, left: 0, bottom: 34, right: 0)
    }

    private static func notchedLandscape(_ side: Double) -> EdgeInsets {
        EdgeInsets(top: 0, left: side, bottom: 21, right: side)
    }

    private static func phone(_ id: String, _ name: String, _ others: [String], _ w: Double, _ h: Double,
                              scale: Double, native: Size? = nil, top: Double?, estimated: Bool = false) -> Device {
        Device(id: id, name: name, otherNames: others, family: .phone,
               portraitSize: Size(width: w, height: h), scale: scale, nativePixels: native,
               portraitSafeAreaInsets: top.map(notchedPortrait) ?? homeButtonPhonePortrait,
               landscapeSafeAreaInsets: top.map(notchedLandscape) ?? .zero,
               safeAreaIsEstimated: estimated)
    }

    private static func pad(_ id: String, _ name: String, _ others: [String], _ w: Double, _ h: Double,
                            scale: Double = 2, rounded: Bool, estimated: Bool = false) -> Device {
        let insets = rounded ? roundedPadInsets : homeButtonPadInsets
        return Device(id: id, name: name, otherNames: others, family: .pad,
                      portraitSize: Size(width: w, height: h), scale: scale,
                      portraitSafeAreaInsets: insets, landscapeSafeAreaInsets: insets,
                      safeAreaIsEstimated: estimated)
    }

    /// iPhones. `top: nil` marks a home-button phone (status bar 20 in portrait, hidden in landscape).
    static let phones: [Device] = [
        phone("retina3_5", "iPhone 4s", ["iPhone 4"], 320, 480, scale: 2, top: nil),
        // "retina4" is Xcode 5's simulatedScreenMetrics type for the same 4-inch screen.
        phone("retina4_0", "iPhone SE (1st generation)", ["iPhone 5", "iPhone 5c", "iPhone 5s", "retina4"],
              320, 568, scale: 2, top: nil),
        phone("retina4_7", "iPhone 8", ["iPhone 6", "iPhone 6s", "iPhone 7",
                                        "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"],
              375, 667, scale: 2, top: nil),
        phone("retina5_5", "iPhone 8 Plus", ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus"],
              414, 736, scale: 3, native: Size(width: 1080, height: 1920), top: nil),
        phone("retina5_9", "iPhone 11 Pro", ["iPhone X", "iPhone XS"], 375, 812, scale: 3, top: 44),
        phone("retina6_1", "iPhone 11", ["iPhone XR"], 414, 896, scale: 2, top: 48),
        phone("retina6_5", "iPhone 11 Pro Max", ["iPhone XS Max"], 414, 896, scale: 3, top: 44),
        phone("retina5_4", "iPhone 13 mini", ["iPhone 12 mini"], 375, 812, scale: 3,
              native: Size(width: 1080, height: 2340), top: 50),
        phone("retina6_0", "iPhone 14", ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 16e"],
              390, 844, scale: 3, top: 47),
        phone("retina6_7", "iPhone 14 Plus", ["iPhone 12 Pro Max", "iPhone 13 Pro Max"],
              428, 926, scale: 3, top: 47),
        phone("retina6_12", "iPhone 15", ["iPhone 14 Pro", "iPhone 15 Pro", "iPhone 16"],
              393, 852, scale: 3, top: 59),
        phone("retina6_72", "iPhone 15 Pro Max", ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 16 Plus"],
              430, 932, scale: 3, top: 59),
        phone("retina6_3", "iPhone 16 Pro", [], 402, 874, scale: 3, top: 62, estimated: true),
        phone("retina6_9", "iPhone 16 Pro Max", [], 440, 956, scale: 3, top: 62, estimated: true),
    ]

    /// iPads. `rounded` marks the models with rounded screen corners and a home indicator.
    static let pads: [Device] = [
        pad("ipad9_7", "iPad (6th generation)",
            ["iPad (3rd generation)", "iPad (4th generation)", "iPad Air", "iPad Air 2",
             "iPad (5th generation)", "iPad Pro (9.7-inch)"], 768, 1024, rounded: false),
        pad("ipad7_9", "iPad mini 4", ["iPad mini 2", "iPad mini 3", "iPad mini (5th generation)"],
            768, 1024, rounded: false),
        pad("ipad10_2", "iPad (9th generation)", ["iPad (7th generation)", "iPad (8th generation)"],
            810, 1080, rounded: false),
        pad("ipad10_5", "iPad Pro (10.5-inch)", ["iPad Air (3rd generation)"], 834, 1112, rounded: false),
        pad("ipad12_9", "iPad Pro (12.9-inch) (2nd generation)", ["iPad Pro (12.9-inch) (1st generation)"],
            1024, 1366, rounded: false),
        pad("ipad11_0rounded", "iPad Pro (11-inch) (4th generation)",
            ["iPad Pro (11-inch) (1st generation)", "iPad Pro (11-inch) (2nd generation)",
             "iPad Pro (11-inch) (3rd generation)"], 834, 1194, rounded: true),
        pad("ipad10_9rounded", "iPad Air (5th generation)",
            ["iPad Air (4th generation)", "iPad (10th generation)", "iPad Air 11-inch (M2)", "iPad (A16)"],
            820, 1180, rounded: true),
        pad("ipad12_9rounded", "iPad Pro (12.9-inch) (6th generation)",
            ["iPad Pro (12.9-inch) (3rd generation)", "iPad Pro (12.9-inch) (4th generation)",
             "iPad Pro (12.9-inch) (5th generation)", "iPad Air 13-inch (M2)"], 1024, 1366, rounded: true),
        pad("ipad8_3", "iPad mini (6th generation)", ["iPad mini (A17 Pro)"], 744, 1133, rounded: true),
        pad("ipad13_0rounded", "iPad Pro 13-inch (M4)", [], 1032, 1376, rounded: true, estimated: true),
    ]

    /// Apple TV (landscape only). tvOS's safe area is the overscan-safe region (60 top/bottom, 80 left/right).
    static let tvs: [Device] = [
        Device(id: "appleTV", name: "Apple TV", otherNames: ["Apple TV HD", "Apple TV 4K"], family: .tv,
               portraitSize: Size(width: 1920, height: 1080), scale: 1,
               portraitSafeAreaInsets: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
               landscapeSafeAreaInsets: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
               safeAreaIsEstimated: true),
    ]
}
