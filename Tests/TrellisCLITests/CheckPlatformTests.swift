import Foundation
import Testing
import TrellisTestSupport

/// `check --devices all` lays a document out on the devices of its platform (issue 31): the
/// catalog holds 15 iPhones, 11 iPads and the Apple TV (`trellis devices`).
struct CheckPlatformTests {
    static let fixtures = CheckReportTests.fixtures

    /// The devices and orientations of each case of a JSON report, and the summary line.
    static func matrix(_ file: String) throws -> (devices: Set<String>, orientations: Set<String>, cases: Int, stderr: String) {
        let r = try runTrellis(["check", "\(fixtures)/\(file)", "--devices", "all", "--orientations", "portrait,landscape",
                                "--format", "json"], in: Repository.root)
        #expect(r.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let cases = try #require(report["cases"] as? [[String: Any]])
        return (Set(cases.compactMap { $0["device"] as? String }), Set(cases.compactMap { $0["orientation"] as? String }), cases.count, r.stderr)
    }

    /// `targetRuntime="iOS.CocoaTouch.iPad"`: the 11 iPads × 2 orientations, no iPhone.
    @Test func iPadOnlyDocumentOnIPads() throws {
        let m = try Self.matrix("IPadOnly.xib")
        #expect(m.cases == 22)
        #expect(m.devices.count == 11 && m.devices.allSatisfy { $0.hasPrefix("ipad") })
        #expect(m.orientations == ["portrait", "landscape"])
        #expect(m.stderr.contains("22 layouts (all devices each document runs on × portrait, landscape)"))
    }

    /// A universal document (`iOS.CocoaTouch`) designed on an iPad: an iPad app's, so iPads too.
    @Test func universalDocumentDesignedOnAnIPadOnIPads() throws {
        let m = try Self.matrix("UniversalOnIPad.xib")
        #expect(m.cases == 22 && m.devices.allSatisfy { $0.hasPrefix("ipad") })
    }

    /// tvOS (`targetRuntime="AppleTV"`): the Apple TV only, landscape only though portrait was asked.
    @Test func tvOSDocumentOnAppleTVInLandscape() throws {
        let m = try Self.matrix("TV.xib")
        #expect(m.cases == 1)
        #expect(m.devices == ["appleTV"] && m.orientations == ["landscape"])
    }

    /// An iPhone document (`iOS.CocoaTouch`, retina4_7, saved by Xcode 14): the 15 iPhones but
    /// the iPhone 4s (Xcode 14 builds for iOS 11 and later; the 4s's last is iOS 9) × 2
    /// orientations = 28, no iPad, no Apple TV.
    @Test func iPhoneDocumentOnIPhones() throws {
        let m = try Self.matrix("Misplaced.xib")
        #expect(m.cases == 28)
        #expect(m.devices.count == 14 && !m.devices.contains { $0.hasPrefix("ipad") || $0 == "appleTV" || $0 == "retina3_5" })
    }

    /// Named devices are laid out as named, whatever the platform; an Apple TV named with portrait
    /// is laid out in landscape once.
    @Test func namedDevicesAreKept() throws {
        let r = try runTrellis(["check", "\(Self.fixtures)/IPadOnly.xib", "--devices", "retina4_7,appleTV", "--orientations", "portrait,landscape",
                                "--format", "json"], in: Repository.root)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let cases = try #require(report["cases"] as? [[String: Any]])
        #expect(cases.map { "\($0["device"] as? String ?? "") \($0["orientation"] as? String ?? "")" }
                == ["retina4_7 portrait", "retina4_7 landscape", "appleTV landscape"])
        #expect(r.stderr.contains("3 layouts (2 devices × portrait, landscape)"))
    }
}
