import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// The transition classes `trellis pairs` reports: a family change decides first, then an
/// orientation change, then the family.
struct DeviceTransitionTests {
    func device(_ id: String) throws -> Device { try #require(Device.named(id)) }

    @Test func familyChangeDecidesWhateverTheOrientations() throws {
        // owncloud's ipad12_9 portrait → retina4_0 landscape (corpus-current) is an iPad→iPhone
        // pair, not a portrait↔landscape one.
        #expect(DeviceTransition(from: (try device("ipad12_9"), .portrait), to: (try device("retina4_0"), .landscapeRight)) == .padToPhone)
        #expect(DeviceTransition(from: (try device("retina5_5"), .landscapeRight), to: (try device("ipad9_7"), .landscapeRight)) == .phoneToPad)
    }

    @Test func orientationChangeWithinAFamily() throws {
        #expect(DeviceTransition(from: (try device("retina4_7"), .landscapeRight), to: (try device("retina4_7"), .portrait)) == .portraitLandscape)
        #expect(DeviceTransition(from: (try device("retina5_5"), .portrait), to: (try device("retina4_7"), .landscapeRight)) == .portraitLandscape)
        #expect(DeviceTransition(from: (try device("ipad9_7"), .portrait), to: (try device("ipad9_7"), .landscapeRight)) == .portraitLandscape)
    }

    @Test func sameFamilySameOrientation() throws {
        #expect(DeviceTransition(from: (try device("retina4_7"), .portrait), to: (try device("retina6_1"), .portrait)) == .phoneToPhone)
        // retina4_7 landscape → retina6_9 landscape (the-blue-alliance) stays phone→phone.
        #expect(DeviceTransition(from: (try device("retina4_7"), .landscapeRight), to: (try device("retina6_9"), .landscapeRight)) == .phoneToPhone)
        #expect(DeviceTransition(from: (try device("ipad12_9"), .portrait), to: (try device("ipad9_7"), .portrait)) == .padToPad)
    }
}
