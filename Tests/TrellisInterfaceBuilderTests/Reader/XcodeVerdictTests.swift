import Foundation
import Testing
import Trellis
import TrellisInterfaceBuilder

/// Xcode's saved verdict (`misplaced`, `ambiguous`, `verifyAmbiguity`) and the document's platform
/// (`targetRuntime`, design device), as `trellis check` reads them (issue 31).
@Suite struct XcodeVerdictTests {
    static func document(runtime: String, device: String, views: String = "") throws -> IBDocument {
        let type = runtime == "AppleTV" ? "com.apple.InterfaceBuilder.AppleTV.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        return try IBDocument(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="21701" targetRuntime="\(runtime)" useAutolayout="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>\(views)</subviews>
                    </view>
                </objects>
            </document>
            """.utf8))
    }

    /// Two misplaced views, one ambiguous, one of each "Ambiguity" setting, in document order.
    @Test func verdictReadsTheFlagsXcodeSaved() throws {
        let views = """
            <view misplaced="YES" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            <view ambiguous="YES" misplaced="YES" verifyAmbiguity="ignoreSizes" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            <view verifyAmbiguity="ignoreAll" id="c"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            <view verifyAmbiguity="somethingElse" id="d"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            """
        let verdict = try Self.document(runtime: "iOS.CocoaTouch", device: "retina4_7", views: views).xcodeVerdict
        #expect(verdict.misplacedIDs == ["a", "b"])
        #expect(verdict.ambiguousIDs == ["b"])
        #expect(verdict.ambiguityVerification == ["b": .ignoreSizes, "c": .ignoreAll])
        #expect(!verdict.isClean)
        #expect(try Self.document(runtime: "iOS.CocoaTouch", device: "retina4_7").xcodeVerdict.isClean)
    }

    /// `AppleTV` → tv; `iOS.CocoaTouch.iPad` → iPad even on an iPhone canvas; `iOS.CocoaTouch` →
    /// the design device's family. The catalog: 15 iPhones, 11 iPads, 1 Apple TV.
    @Test func platformFromTargetRuntimeAndDesignDevice() throws {
        #expect(try Self.document(runtime: "AppleTV", device: "appleTV").platform == .tv)
        #expect(try Self.document(runtime: "iOS.CocoaTouch.iPad", device: "retina4_7").platform == .iPad)
        #expect(try Self.document(runtime: "iOS.CocoaTouch", device: "ipad9_7").platform == .iPad)
        #expect(try Self.document(runtime: "iOS.CocoaTouch", device: "retina6_1").platform == .iPhone)
        #expect(DocumentPlatform.iPhone.devices.count == 15 && DocumentPlatform.iPad.devices.count == 11)
        #expect(DocumentPlatform.tv.devices.map(\.id) == ["appleTV"])
    }
}
