import Foundation
import Testing
import TrellisTestSupport

/// `check --devices all` lays a document out only on the devices it can run on: a screen is left
/// out when none of its models runs the document's deployment target (issue 31). The catalog's
/// iPhones: 15; iPads: 11. Screens with a last release: iPhone 4s (retina3_5) iOS 9, iPhone SE
/// (1st generation) (retina4_0) 15, iPhone 8 Plus (retina5_5) 16, iPad (6th generation)
/// (ipad9_7) and iPad Pro (12.9-inch) (2nd generation) (ipad12_9) 17.
struct CheckDeploymentTargetTests {
    static let fixtures = CheckReportTests.fixtures

    static func run(_ file: String, devices: String = "all") throws -> (devices: Set<String>, cases: Int, notes: [String], stderr: String) {
        let r = try runTrellis(["check", "\(fixtures)/\(file)", "--devices", devices, "--orientations", "portrait,landscape",
                                "--format", "json"], in: Repository.root)
        #expect(r.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let cases = try #require(report["cases"] as? [[String: Any]])
        let notes = cases.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
            .filter { $0["kind"] as? String == "unsupported-device" }.compactMap { $0["message"] as? String }
        return (Set(cases.compactMap { $0["device"] as? String }), cases.count, notes, r.stderr)
    }

    /// Saved by Xcode 16 (23504) without a version of its own: iOS 12.0, Xcode 16's lowest. The
    /// iPhone 4s (iOS 9) is left out; the retina4_0 screen stays, as the iPhone SE (1st
    /// generation) runs iOS 15 (the iPhone 5 and 5s sharing it do not): 14 iPhones × 2 = 28.
    @Test func xcode16DocumentLeavesOutTheIPhone4s() throws {
        let m = try Self.run("Xcode16.xib")
        #expect(m.cases == 28 && m.devices.count == 14)
        #expect(!m.devices.contains("retina3_5") && m.devices.contains("retina4_0"))
        #expect(m.stderr.contains("28 layouts (all devices each document runs on × portrait, landscape; left out as the document cannot run on them: "
                                  + "iPhone 4s (retina3_5, last iOS 9) for 1 document (1 by the lowest deployment target of the Xcode that saved it))"))
    }

    /// The same Xcode 16 document with "Builds for" iOS 8.0 (`version="2048"`): the 4s runs iOS 9,
    /// so it stays: all 15 iPhones × 2 = 30, nothing left out.
    @Test func deploymentTargetIOS8KeepsTheIPhone4s() throws {
        let m = try Self.run("DeployIOS8.xib")
        #expect(m.cases == 30 && m.devices.count == 15 && m.devices.contains("retina3_5"))
        #expect(!m.stderr.contains("left out"))
    }

    /// iOS 16.0 (`version="5632"` = 0x1600): the 4s (9) and the SE (1st generation) screen (15)
    /// are left out, the 8 Plus screen (16) stays: 13 iPhones × 2 = 26.
    @Test func deploymentTargetIOS16LeavesOutTwoScreens() throws {
        let m = try Self.run("DeployIOS16.xib")
        #expect(m.cases == 26 && m.devices.count == 13)
        #expect(m.devices.isDisjoint(with: ["retina3_5", "retina4_0"]) && m.devices.contains("retina5_5"))
        #expect(m.stderr.contains("iPhone SE (1st generation) (retina4_0, last iOS 15) for 1 document (1 by its own deployment target)"))
    }

    /// An iPad document for iPadOS 18.0 (`version="6144"` = 0x1800): the iPad (6th generation)
    /// and iPad Pro (12.9-inch) (2nd generation) screens (17) are left out: 9 iPads × 2 = 18.
    @Test func iPadDeploymentTarget18LeavesOutTwoIPads() throws {
        let m = try Self.run("DeployIOS18IPad.xib")
        #expect(m.cases == 18 && m.devices.count == 9 && m.devices.allSatisfy { $0.hasPrefix("ipad") })
        #expect(m.devices.isDisjoint(with: ["ipad9_7", "ipad12_9"]))
    }

    /// A device named in `--devices` is laid out even when the document cannot run on it, with
    /// one `unsupported-device` note (on its first layout); a device it runs on gets none.
    @Test func namedDeviceIsLaidOutWithANote() throws {
        let m = try Self.run("Xcode16.xib", devices: "iPhone 4s,retina4_7")
        #expect(m.cases == 4 && m.devices == ["retina3_5", "retina4_7"])
        #expect(m.notes == ["the document cannot run on the iPhone 4s, whose last release is iOS 9: Xcode 16, which saved it, builds for iOS 12.0 and later; laid out because --devices names it"])
        let kept = try Self.run("DeployIOS8.xib", devices: "iPhone 4s")
        #expect(kept.cases == 2 && kept.notes.isEmpty)
    }

    /// `devices: all` in `.trellis.yml` means the same: the Xcode 16 document without the 4s,
    /// 14 iPhones × 2 orientations = 28 layouts.
    @Test func configurationDevicesAllLeavesOutTheIPhone4s() throws {
        let dir = NSTemporaryDirectory() + "trellis-deployment-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: "\(Repository.root)/\(Self.fixtures)/Xcode16.xib", toPath: dir + "/Xcode16.xib")
        try "devices: all\norientations: [portrait, landscape]\n".write(toFile: dir + "/.trellis.yml", atomically: true, encoding: .utf8)
        let r = try runTrellis(["check", ".", "--format", "json"], in: dir)
        #expect(r.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let cases = try #require(report["cases"] as? [[String: Any]])
        #expect(cases.count == 28 && !cases.contains { $0["device"] as? String == "retina3_5" })
        #expect(r.stderr.contains("left out as the document cannot run on them: iPhone 4s (retina3_5, last iOS 9)"))
    }
}
