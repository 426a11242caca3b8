import Testing
import Trellis

/// Issue 33 (7): device names are matched exactly. "iPhone SE" (three generations) used to
/// become the 1st generation and "iPad Air" the 6th-generation iPad, and plain "iPad" was
/// unknown; now an exact name or id is taken and a name several models start with is ambiguous.
struct DeviceNameTests {
    @Test func exactNamesAndIdsAreTaken() {
        #expect(Device.lookup("iPhone SE (1st generation)") == .found(Device.named("retina4_0")!))
        #expect(Device.lookup("iPhone SE (3rd generation)") == .found(Device.named("retina4_7")!))
        #expect(Device.lookup("ipad9_7") == .found(Device.named("iPad (6th generation)")!))
        // An exact name that also starts longer names is still that model ("iPhone 16" is not
        // "iPhone 16 Pro").
        #expect(Device.named("iPhone 16")?.id == "retina6_12")
        #expect(Device.named("iPhone 16 Pro")?.id == "retina6_3")
    }

    @Test func seriesNamesAreAmbiguousWithTheirCandidates() {
        #expect(Device.named("iPhone SE") == nil)
        #expect(Device.lookup("iPhone SE") == .ambiguous(["iPhone SE (1st generation)", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"]))
        guard case let .ambiguous(air) = Device.lookup("iPad Air") else { Issue.record("iPad Air is not ambiguous"); return }
        #expect(air.contains("iPad Air 2") && air.contains("iPad Air (5th generation)") && air.contains("iPad Air 13-inch (M3)"))
        #expect(air.allSatisfy { $0.hasPrefix("iPad Air") })
        guard case let .ambiguous(pads) = Device.lookup("iPad") else { Issue.record("iPad is not ambiguous"); return }
        // Every iPad name of the catalog, and no iPhone.
        #expect(pads.count == Device.allNames.filter { $0.device.family == .pad }.count)
        #expect(Device.lookup("Nokia 3310") == .unknown)
    }

    @Test func everyNameIsOneModelsAndEveryXcode26ModelHasOne() {
        // No two devices answer to the same name (ignoring case and punctuation).
        let keys = Device.allNames.map { $0.name.lowercased().filter { $0.isLetter || $0.isNumber } }
        #expect(Set(keys).count == keys.count)
        for (name, device) in Device.allNames { #expect(Device.named(name) == device, "\(name)") }
        // The iPhones and iPads Xcode 26 offers, each by its own name, on its canvas.
        let xcode26: [(String, String)] = [
            ("iPhone 17 Pro", "retina6_3"), ("iPhone 17 Pro Max", "retina6_9"), ("iPhone Air", "iphoneAir"), ("iPhone 17", "retina6_3"),
            ("iPhone 16e", "retina6_0"), ("iPhone 16 Pro", "retina6_3"), ("iPhone 16 Pro Max", "retina6_9"), ("iPhone 16", "retina6_12"),
            ("iPhone 16 Plus", "retina6_72"), ("iPhone 15 Pro", "retina6_12"), ("iPhone 15 Pro Max", "retina6_72"), ("iPhone 15", "retina6_12"),
            ("iPhone 15 Plus", "retina6_72"), ("iPhone 14 Pro", "retina6_12"), ("iPhone 14 Pro Max", "retina6_72"), ("iPhone 14", "retina6_0"),
            ("iPhone 14 Plus", "retina6_7"), ("iPhone 13 mini", "retina5_4"), ("iPhone 13", "retina6_0"), ("iPhone 12 mini", "retina5_4"),
            ("iPhone 11", "retina6_1"), ("iPhone 11 Pro", "retina5_9"), ("iPhone 11 Pro Max", "retina6_5"),
            ("iPhone SE (2nd generation)", "retina4_7"), ("iPhone SE (3rd generation)", "retina4_7"),
            ("iPad Pro 13-inch (M5)", "ipadPro13M4"), ("iPad Pro 11-inch (M5)", "ipadPro11M4"), ("iPad Pro 13-inch (M4)", "ipadPro13M4"),
            ("iPad Pro 11-inch (M4)", "ipadPro11M4"), ("iPad Air 13-inch (M3)", "ipad12_9rounded"), ("iPad Air 11-inch (M3)", "ipad10_9rounded"),
            ("iPad Air 13-inch (M2)", "ipad12_9rounded"), ("iPad Air 11-inch (M2)", "ipad10_9rounded"), ("iPad (A16)", "ipad10_9rounded"),
            ("iPad (10th generation)", "ipad10_9rounded"), ("iPad mini (A17 Pro)", "ipad8_3"), ("iPad mini (6th generation)", "ipad8_3"),
        ]
        for (name, id) in xcode26 { #expect(Device.named(name)?.id == id, "\(name)") }
    }
}
