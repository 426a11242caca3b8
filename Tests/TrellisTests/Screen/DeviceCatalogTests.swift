import Testing
import Trellis

/// The catalog must resolve every Interface Builder device id the corpus uses
/// (/work/shared/corpus/DEVICES.tsv) to its screen in points and its scale.
@Suite("Device catalog")
struct DeviceCatalogTests {
    struct Expected: Sendable, CustomStringConvertible {
        let id: String, width: Double, height: Double, scale: Double
        var description: String { id }
    }

    static let ids: [Expected] = [
        .init(id: "retina3_5", width: 320, height: 480, scale: 2),
        .init(id: "retina4_0", width: 320, height: 568, scale: 2),
        .init(id: "retina4_7", width: 375, height: 667, scale: 2),
        .init(id: "retina5_5", width: 414, height: 736, scale: 3),
        .init(id: "retina5_9", width: 375, height: 812, scale: 3),
        .init(id: "retina6_1", width: 414, height: 896, scale: 2),
        .init(id: "retina6_5", width: 414, height: 896, scale: 3),
        .init(id: "retina5_4", width: 375, height: 812, scale: 3),
        .init(id: "retina6_0", width: 390, height: 844, scale: 3),
        .init(id: "retina6_7", width: 428, height: 926, scale: 3),
        .init(id: "retina6_12", width: 393, height: 852, scale: 3),
        .init(id: "retina6_72", width: 430, height: 932, scale: 3),
        .init(id: "retina6_3", width: 402, height: 874, scale: 3),
        .init(id: "retina6_9", width: 440, height: 956, scale: 3),
        .init(id: "ipad9_7", width: 768, height: 1024, scale: 2),
        .init(id: "ipad7_9", width: 768, height: 1024, scale: 2),
        .init(id: "ipad8_3", width: 744, height: 1133, scale: 2),
        .init(id: "ipad10_2", width: 810, height: 1080, scale: 2),
        .init(id: "ipad10_5", width: 834, height: 1112, scale: 2),
        .init(id: "ipad10_9rounded", width: 820, height: 1180, scale: 2),
        .init(id: "ipad11_0rounded", width: 834, height: 1194, scale: 2),
        .init(id: "ipad12_9", width: 1024, height: 1366, scale: 2),
        .init(id: "ipad12_9rounded", width: 1024, height: 1366, scale: 2),
    ]

    @Test("each IB device id resolves to its portrait size and scale", arguments: ids)
    func resolvesId(_ e: Expected) throws {
        let device = try #require(Device.named(e.id))
        #expect(device.id == e.id)
        #expect(device.portraitSize == Size(width: e.width, height: e.height))
        #expect(device.scale == e.scale)
        #expect(device.renderedPixels == Size(width: e.width * e.scale, height: e.height * e.scale))
    }

    @Test("the Apple TV (corpus: <device id=\"appleTV\" orientation=\"landscape\">) is 1920×1080 at 1× in landscape")
    func appleTV() throws {
        let tv = try #require(Device.named("appleTV"))
        #expect(tv.family == .tv)
        #expect(tv.size(for: .landscapeRight) == Size(width: 1920, height: 1080))
        #expect(tv.scale == 1)
    }

    @Test("ids are unique, and lookup ignores case, spaces and punctuation")
    func uniqueIds() {
        let ids = Device.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Device.named("RETINA4_7")?.id == "retina4_7")
        #expect(Device.named("iphone-8")?.id == "retina4_7")
    }

    @Test("marketing names resolve, including the other models sharing a screen")
    func marketingNames() {
        #expect(Device.named("iPhone 8")?.id == "retina4_7")
        #expect(Device.named("iphone se (2nd generation)")?.id == "retina4_7")
        #expect(Device.named("iPhone 6 Plus")?.id == "retina5_5")
        #expect(Device.named("iPhone X")?.id == "retina5_9")
        #expect(Device.named("iPhone 12 mini")?.id == "retina5_4")
        #expect(Device.named("iPhone 14 Pro")?.id == "retina6_12")
        #expect(Device.named("iPhone 16 Pro")?.id == "retina6_3")
        #expect(Device.named("iPad Air (4th generation)")?.id == "ipad10_9rounded")
        #expect(Device.named("iPad mini (6th generation)")?.id == "ipad8_3")
        #expect(Device.named("Nokia 3310") == nil)
        #expect(Device.named("") == nil)
    }

    @Test("seed 001: iPhone 4(s) has 640×960 pixels for 320×480 points, 2 pixels per point")
    func iPhone4Pixels() throws {
        let d = try #require(Device.named("iPhone 4s"))
        #expect(d.nativePixels == Size(width: 640, height: 960))
        #expect(d.nativeScale == 2)
    }

    @Test("seed 001: iPhone 6 Plus renders 1242×2208 (414×736 @3) and downsamples by 1.15 to its 1080×1920 panel")
    func sixPlusPixels() throws {
        let d = try #require(Device.named("iPhone 6 Plus"))
        #expect(d.portraitSize == Size(width: 414, height: 736))
        #expect(d.renderedPixels == Size(width: 1242, height: 2208))
        #expect(d.nativePixels == Size(width: 1080, height: 1920))
        #expect(d.renderedPixels.height / d.nativePixels.height == 1.15)     // "2208÷1.15=1920"
        #expect(abs(d.renderedPixels.width / d.nativePixels.width - 1.15) < 1e-12)
        // UIScreen.nativeScale on a 6 Plus is 1080 / 414 = 2.608695…
        #expect(abs(d.nativeScale - 2.608695652173913) < 1e-12)
        #expect(abs(d.scale / d.nativeScale - 1.15) < 1e-12)
    }

    @Test("iPhone 12/13 mini renders 1125×2436 and shows 1080×2340 (nativeScale 2.88)")
    func miniPixels() throws {
        let d = try #require(Device.named("retina5_4"))
        #expect(d.renderedPixels == Size(width: 1125, height: 2436))
        #expect(d.nativePixels == Size(width: 1080, height: 2340))
        #expect(abs(d.nativeScale - 2.88) < 1e-12)
    }

    @Test("every other device's panel matches its rendering (nativeScale == scale)")
    func nativeMatchesRendered() {
        for d in Device.all where !["retina5_5", "retina5_4"].contains(d.id) {
            #expect(d.nativePixels == d.renderedPixels, "\(d.id)")
            #expect(d.nativeScale == d.scale, "\(d.id)")
        }
    }

    @Test("families: phones retina*, pads ipad*")
    func families() {
        for d in Device.all {
            if d.id.hasPrefix("retina") { #expect(d.family == .phone, "\(d.id)") }
            if d.id.hasPrefix("ipad") { #expect(d.family == .pad, "\(d.id)") }
        }
    }
}
