extension Device {
    private static func phone(_ id: String, _ name: String, _ others: [String], _ w: Double, _ h: Double, _ scale: Double,
                              native: (Double, Double), nativeScale: Double? = nil,
                              top: Double, landscapeSide: Double = 0, source: String = "Apple HIG") -> Device {
        let notched = landscapeSide > 0
        return Device(id: id, name: name, otherNames: others, family: .phone,
                      portraitSize: Size(width: w, height: h), scale: scale,
                      nativeScale: nativeScale ?? scale, nativePixels: Size(width: native.0, height: native.1),
                      portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: notched ? 34 : 0, right: 0),
                      landscapeSafeArea: notched ? EdgeInsets(top: 0, left: landscapeSide, bottom: 21, right: landscapeSide) : .zero,
                      safeAreaSource: source)
    }

    private static func pad(_ id: String, _ name: String, _ others: [String], _ w: Double, _ h: Double,
                            rounded: Bool, source: String = "Apple HIG") -> Device {
        let insets = EdgeInsets(top: rounded ? 24 : 20, left: 0, bottom: rounded ? 20 : 0, right: 0)
        return Device(id: id, name: name, otherNames: others, family: .pad, portraitSize: Size(width: w, height: h),
                      scale: 2, nativeScale: 2, nativePixels: Size(width: w * 2, height: h * 2),
                      portraitSafeArea: insets, landscapeSafeArea: insets, safeAreaSource: source)
    }

    /// Every iPhone and iPad screen since the iPhone 4s, by Interface Builder id, smallest first
    /// within each family, and the Apple TV (sources in docs/views.md).
    ///
    /// Sizes in points, scales and pixel sizes are those of Apple's Human Interface Guidelines,
    /// Layout → Specifications → "iOS, iPadOS device screen dimensions"
    /// (developer.apple.com/design/human-interface-guidelines/layout), checked row by row for
    /// every model named here (iPhone 17 Pro and 17: 402×874 @3x; 17 Pro Max: 440×956 @3x; iPhone
    /// Air: 420×912 @3x, 1260×2736 px; iPad Pro 11-inch 5th generation (M4): 834×1210 @2x; iPad
    /// Pro 13-inch (M4): 1032×1376 @2x; iPad 10.2-inch: 810×1080 @2x). Two documented
    /// exceptions: the HIG lists the 12 and 13 mini at 360×780, but UIKit reports 375×812 (they
    /// render at 1125×2436 and downsample, `nativeScale` 2.88), which is what Interface Builder's
    /// `retina5_4` canvas uses; the iPhone Air and the M4 iPad Pros have no document in the corpora,
    /// so their Interface Builder ids are Trellis's own (`iphoneAir`, `ipadPro11M4`, `ipadPro13M4`)
    /// — except that Xcode 16 and later save the 11-inch M4 as `ipad11_0rounded` (amperfy
    /// Main.storyboard, toolsVersion 23094, root 834×1210; see ``IBDocument``'s `simulated`).
    /// Safe-area insets marked "estimate" in ``safeAreaSource`` are not in Apple's tables.
    public static let all: [Device] = [
        phone("retina3_5", "iPhone 4s", ["iPhone 4"], 320, 480, 2, native: (640, 960), top: 20),
        phone("retina4_0", "iPhone SE (1st generation)", ["iPhone 5", "iPhone 5s", "iPhone 5c"], 320, 568, 2,
              native: (640, 1136), top: 20),
        phone("retina4_7", "iPhone 8", ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"],
              375, 667, 2, native: (750, 1334), top: 20),
        phone("retina5_5", "iPhone 8 Plus", ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus"], 414, 736, 3,
              native: (1080, 1920), nativeScale: 1080.0 / 414.0, top: 20),
        phone("retina5_4", "iPhone 13 mini", ["iPhone 12 mini"], 375, 812, 3, native: (1080, 2340), nativeScale: 2.88,
              top: 50, landscapeSide: 50),
        phone("retina5_9", "iPhone 11 Pro", ["iPhone X", "iPhone XS"], 375, 812, 3, native: (1125, 2436), top: 44, landscapeSide: 44),
        phone("retina6_0", "iPhone 14", ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 16e"], 390, 844, 3,
              native: (1170, 2532), top: 47, landscapeSide: 47),
        phone("retina6_12", "iPhone 15", ["iPhone 14 Pro", "iPhone 15 Pro", "iPhone 16"], 393, 852, 3,
              native: (1179, 2556), top: 59, landscapeSide: 59),
        phone("retina6_3", "iPhone 16 Pro", ["iPhone 17 Pro", "iPhone 17"], 402, 874, 3, native: (1206, 2622), top: 62,
              landscapeSide: 62, source: "estimate"),
        phone("iphoneAir", "iPhone Air", [], 420, 912, 3, native: (1260, 2736), top: 62, landscapeSide: 62,
              source: "estimate (peers' device tables give 59 or 62; Interface Builder id not seen in a document)"),
        phone("retina6_1", "iPhone 11", ["iPhone XR"], 414, 896, 2, native: (828, 1792), top: 48, landscapeSide: 48),
        phone("retina6_5", "iPhone 11 Pro Max", ["iPhone XS Max"], 414, 896, 3, native: (1242, 2688), top: 44, landscapeSide: 44),
        phone("retina6_7", "iPhone 14 Plus", ["iPhone 12 Pro Max", "iPhone 13 Pro Max"], 428, 926, 3,
              native: (1284, 2778), top: 47, landscapeSide: 47),
        phone("retina6_72", "iPhone 15 Pro Max", ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 16 Plus"], 430, 932, 3,
              native: (1290, 2796), top: 59, landscapeSide: 59),
        phone("retina6_9", "iPhone 16 Pro Max", ["iPhone 17 Pro Max"], 440, 956, 3, native: (1320, 2868), top: 62,
              landscapeSide: 62, source: "estimate"),
        pad("ipad7_9", "iPad mini (5th generation)", ["iPad mini 4", "iPad mini 2", "iPad mini 3"], 768, 1024, rounded: false),
        pad("ipad9_7", "iPad (6th generation)", ["iPad Air 2", "iPad Pro (9.7-inch)", "iPad Air (1st generation)", "iPad (5th generation)",
                                                 "iPad (3rd generation)", "iPad (4th generation)"], 768, 1024, rounded: false),
        pad("ipad8_3", "iPad mini (6th generation)", ["iPad mini (A17 Pro)"], 744, 1133, rounded: true,
            source: "PytoUI DeviceLayout table (744×1133, 24/20); Interface Builder id estimated"),
        pad("ipad10_2", "iPad (9th generation)", ["iPad (7th generation)", "iPad (8th generation)"], 810, 1080, rounded: false),
        pad("ipad10_5", "iPad Pro (10.5-inch)", ["iPad Air (3rd generation)"], 834, 1112, rounded: false),
        pad("ipad10_9rounded", "iPad Air (5th generation)", ["iPad Air (4th generation)", "iPad (10th generation)",
                                                              "iPad Air 11-inch (M2)", "iPad Air 11-inch (M3)", "iPad (A16)"], 820, 1180, rounded: true),
        pad("ipad11_0rounded", "iPad Pro (11-inch)", ["iPad Pro (11-inch) (2nd generation)", "iPad Pro (11-inch) (3rd generation)",
                                                      "iPad Pro (11-inch) (4th generation)"], 834, 1194, rounded: true),
        pad("ipadPro11M4", "iPad Pro 11-inch (M4)", ["iPad Pro (11-inch) (5th generation)", "iPad Pro 11-inch (M5)"], 834, 1210, rounded: true,
            source: "Apple HIG (size); insets as the other rounded iPads"),
        pad("ipad12_9", "iPad Pro (12.9-inch) (2nd generation)", ["iPad Pro (12.9-inch) (1st generation)"], 1024, 1366, rounded: false),
        pad("ipad12_9rounded", "iPad Pro (12.9-inch) (6th generation)", ["iPad Pro (12.9-inch) (3rd generation)",
                                                                         "iPad Pro (12.9-inch) (4th generation)",
                                                                         "iPad Pro (12.9-inch) (5th generation)",
                                                                         "iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)"], 1024, 1366, rounded: true),
        pad("ipadPro13M4", "iPad Pro 13-inch (M4)", ["iPad Pro 13-inch (M5)"], 1032, 1376, rounded: true,
            source: "Apple HIG (size); insets as the other rounded iPads"),
        // Landscape only: Interface Builder documents say `orientation="landscape"`, which gives 1920×1080.
        Device(id: "appleTV", name: "Apple TV", otherNames: ["Apple TV HD", "Apple TV 4K"], family: .tv,
               portraitSize: Size(width: 1080, height: 1920), scale: 1, nativeScale: 1,
               nativePixels: Size(width: 1080, height: 1920),
               portraitSafeArea: EdgeInsets(top: 80, left: 60, bottom: 80, right: 60),
               landscapeSafeArea: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
               safeAreaSource: "estimate (tvOS overscan-safe region 60/80)"),
    ]
}
