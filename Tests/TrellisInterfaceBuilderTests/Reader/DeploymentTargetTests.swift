import Foundation
import Testing
import Trellis
import TrellisInterfaceBuilder

/// A document's deployment target (``IBDocument/deploymentTarget``) and the screens that run it.
struct DeploymentTargetTests {
    static func document(tools: String, deployment: String) throws -> IBDocument {
        try IBDocument(data: Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch">
                <device id="retina4_7" orientation="portrait"/>
                <dependencies>\(deployment)</dependencies>
                <objects><view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view></objects>
            </document>
            """.utf8))
    }

    /// Hexadecimal digits read as decimal: every value of the three shared corpora (1536, 2304,
    /// 4864, 5120, 5376) and the brief's 2048; 2560 = 0xA00 has a digit that is not decimal.
    @Test func versionEncoding() {
        let cases: [(String, Int, Int)] = [("1536", 6, 0), ("2048", 8, 0), ("2304", 9, 0), ("4864", 13, 0), ("5120", 14, 0),
                                          ("5376", 15, 0), ("4354", 11, 2)]
        for (text, major, minor) in cases {
            let d = DeploymentTarget.decoding(text)
            #expect(d?.major == major && d?.minor == minor, "\(text)")
        }
        #expect(DeploymentTarget.decoding("2560") == nil)
        #expect(DeploymentTarget.decoding("abc") == nil)
        #expect(DeploymentTarget.decoding("0") == nil)
    }

    /// The document's own version wins; without one, its Xcode's lowest (Xcode 10: iOS 8, Xcode
    /// 14: 11, Xcode 16: 12, Xcode 26: 15); before Xcode 8, none.
    @Test func documentVersionElseXcodeMinimum() throws {
        let own = try Self.document(tools: "23504", deployment: #"<deployment version="5376" identifier="iOS"/>"#).deploymentTarget
        #expect(own == DeploymentTarget(major: 15, minor: 0, source: .document))
        let xcode5 = try Self.document(tools: "5053", deployment: #"<deployment defaultVersion="1536" identifier="iOS"/>"#).deploymentTarget
        #expect(xcode5?.major == 6 && xcode5?.source == .document)
        for (tools, major) in [("14460.31", 8), ("21701", 11), ("23504", 12), ("32700.99.1234", 15)] {
            let t = try Self.document(tools: tools, deployment: #"<deployment identifier="iOS"/>"#).deploymentTarget
            #expect(t?.major == major, "\(tools)")
            if case .xcodeMinimum? = t?.source {} else { Issue.record("\(tools): \(String(describing: t))") }
        }
        #expect(try Self.document(tools: "10117", deployment: "").deploymentTarget == nil)
        #expect(try Self.document(tools: "23504", deployment: #"<deployment version="4096" identifier="tvOS"/>"#).deploymentTarget == nil)
    }

    /// Each screen's last release is its newest model's: the 4s screen 9, the SE (1st
    /// generation) screen 15 (not the iPhone 5's 10), the 8 Plus screen 16; the 8 screen runs
    /// the current iOS through the SE (3rd generation).
    @Test func screensRunTheirNewestModelsRelease() throws {
        func device(_ id: String) throws -> Device { try #require(Device.all.first { $0.id == id }) }
        #expect(try device("retina3_5").lastMajorOSVersion == 9)
        #expect(try device("retina4_0").runs(osMajor: 15) && !(try device("retina4_0").runs(osMajor: 16)))
        #expect(try device("retina5_5").lastMajorOSVersion == 16)
        #expect(try device("retina4_7").lastMajorOSVersion == nil && (try device("retina4_7").runs(osMajor: 26)))
        #expect(Device.all.filter { $0.lastMajorOSVersion != nil }.map(\.id) == ["retina3_5", "retina4_0", "retina5_5", "ipad9_7", "ipad12_9"])
    }
}
