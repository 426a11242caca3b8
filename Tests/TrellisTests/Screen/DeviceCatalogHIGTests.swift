import Testing
import Trellis

/// Every catalog size and scale against Apple's Human Interface Guidelines, Layout →
/// Specifications → "iOS, iPadOS device screen dimensions" (portrait points, pixels, scale), row
/// by row for the models the catalog names.
struct DeviceCatalogHIGTests {
    struct Row: CustomStringConvertible, Sendable {
        let model: String, points: (Double, Double), pixels: (Double, Double), scale: Double
        var description: String { model }
    }

    static let hig: [Row] = [
        Row(model: "iPad Pro 13-inch (M4)", points: (1032, 1376), pixels: (2064, 2752), scale: 2),
        Row(model: "iPad Pro (12.9-inch) (6th generation)", points: (1024, 1366), pixels: (2048, 2732), scale: 2),
        Row(model: "iPad Pro 11-inch (M4)", points: (834, 1210), pixels: (1668, 2420), scale: 2),
        Row(model: "iPad Pro (11-inch)", points: (834, 1194), pixels: (1668, 2388), scale: 2),
        Row(model: "iPad Pro (10.5-inch)", points: (834, 1112), pixels: (1668, 2224), scale: 2),
        Row(model: "iPad Pro (9.7-inch)", points: (768, 1024), pixels: (1536, 2048), scale: 2),
        Row(model: "iPad Air 13-inch (M2)", points: (1024, 1366), pixels: (2048, 2732), scale: 2),
        Row(model: "iPad Air (5th generation)", points: (820, 1180), pixels: (1640, 2360), scale: 2),
        Row(model: "iPad Air (3rd generation)", points: (834, 1112), pixels: (1668, 2224), scale: 2),
        Row(model: "iPad (10th generation)", points: (820, 1180), pixels: (1640, 2360), scale: 2),
        Row(model: "iPad (9th generation)", points: (810, 1080), pixels: (1620, 2160), scale: 2),
        Row(model: "iPad (6th generation)", points: (768, 1024), pixels: (1536, 2048), scale: 2),
        Row(model: "iPad mini (6th generation)", points: (744, 1133), pixels: (1488, 2266), scale: 2),
        Row(model: "iPad mini (5th generation)", points: (768, 1024), pixels: (1536, 2048), scale: 2),
        Row(model: "iPhone 17 Pro Max", points: (440, 956), pixels: (1320, 2868), scale: 3),
        Row(model: "iPhone 17 Pro", points: (402, 874), pixels: (1206, 2622), scale: 3),
        Row(model: "iPhone Air", points: (420, 912), pixels: (1260, 2736), scale: 3),
        Row(model: "iPhone 17", points: (402, 874), pixels: (1206, 2622), scale: 3),
        Row(model: "iPhone 16 Pro Max", points: (440, 956), pixels: (1320, 2868), scale: 3),
        Row(model: "iPhone 16 Pro", points: (402, 874), pixels: (1206, 2622), scale: 3),
        Row(model: "iPhone 16 Plus", points: (430, 932), pixels: (1290, 2796), scale: 3),
        Row(model: "iPhone 16", points: (393, 852), pixels: (1179, 2556), scale: 3),
        Row(model: "iPhone 16e", points: (390, 844), pixels: (1170, 2532), scale: 3),
        Row(model: "iPhone 15 Pro Max", points: (430, 932), pixels: (1290, 2796), scale: 3),
        Row(model: "iPhone 15", points: (393, 852), pixels: (1179, 2556), scale: 3),
        Row(model: "iPhone 14 Plus", points: (428, 926), pixels: (1284, 2778), scale: 3),
        Row(model: "iPhone 14", points: (390, 844), pixels: (1170, 2532), scale: 3),
        Row(model: "iPhone 12 Pro Max", points: (428, 926), pixels: (1284, 2778), scale: 3),
        Row(model: "iPhone 11 Pro Max", points: (414, 896), pixels: (1242, 2688), scale: 3),
        Row(model: "iPhone 11 Pro", points: (375, 812), pixels: (1125, 2436), scale: 3),
        Row(model: "iPhone 11", points: (414, 896), pixels: (828, 1792), scale: 2),
        Row(model: "iPhone 8 Plus", points: (414, 736), pixels: (1080, 1920), scale: 3),
        Row(model: "iPhone 8", points: (375, 667), pixels: (750, 1334), scale: 2),
        Row(model: "iPhone SE (1st generation)", points: (320, 568), pixels: (640, 1136), scale: 2),
    ]

    @Test(arguments: hig)
    func sizeScaleAndPixelsMatchTheHIG(_ row: Row) throws {
        let d = try #require(Device.named(row.model), "\(row.model) is not in the catalog")
        #expect(d.portraitSize == Size(width: row.points.0, height: row.points.1))
        #expect(d.scale == row.scale)
        #expect(d.nativePixels == Size(width: row.pixels.0, height: row.pixels.1))
    }

    @Test func theNewModelsAreListedByTheirIDs() throws {
        // `trellis devices` lists Device.all: the iPhone Air and both M4 iPad Pros are there, and
        // the iPhone 17 family shares the 16 Pro and 16 Pro Max canvases.
        #expect(Device.named("iphoneAir")?.name == "iPhone Air")
        #expect(Device.named("ipadPro11M4")?.portraitSize == Size(width: 834, height: 1210))
        #expect(Device.named("ipadPro13M4")?.portraitSize == Size(width: 1032, height: 1376))
        #expect(Device.named("iPhone 17 Pro")?.id == "retina6_3")
        #expect(Device.named("iPhone 17")?.id == "retina6_3")
        #expect(Device.named("iPhone 17 Pro Max")?.id == "retina6_9")
        #expect(Device.named("ipad10_2")?.portraitSize == Size(width: 810, height: 1080))
    }

    @Test func theMiniIsTheDocumentedException() throws {
        // The HIG lists the 12/13 mini at 360×780 pt; UIKit reports 375×812 (rendered at
        // 1125×2436, shown on 1080×2340 pixels, nativeScale 2.88), Interface Builder's canvas size.
        let mini = try #require(Device.named("iPhone 13 mini"))
        #expect(mini.portraitSize == Size(width: 375, height: 812))
        #expect(mini.nativePixels == Size(width: 1080, height: 2340))
    }
}
