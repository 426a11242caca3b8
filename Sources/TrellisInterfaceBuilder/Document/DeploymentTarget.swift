import Trellis

/// The oldest iOS release the app of a document can be installed on (Xcode's
/// `IPHONEOS_DEPLOYMENT_TARGET`), as far as the document tells: the devices `--devices all`
/// lays it out on are those with a model that runs this release (``Device/runs(osMajor:)``).
public struct DeploymentTarget: Sendable, Hashable, CustomStringConvertible {
    /// The release, e.g. 12 and 0 for iOS 12.0.
    public let major: Int
    public let minor: Int
    /// Where the release comes from.
    public let source: Source

    public enum Source: Sendable, Hashable {
        /// The document's own `<deployment version="…">` (Interface Builder's "Builds for"
        /// setting) or, in Xcode 5 documents, `defaultVersion` (the project's deployment target
        /// when the document was saved).
        case document
        /// The lowest deployment target the Xcode release that saved the document supports (its
        /// `toolsVersion`, ``ToolsVersion``), named ("Xcode 16"): the document says nothing itself.
        case xcodeMinimum(String)
    }

    public init(major: Int, minor: Int = 0, source: Source) {
        self.major = major
        self.minor = minor
        self.source = source
    }

    /// `iOS 12.0`.
    public var description: String { "iOS \(major).\(minor)" }

    /// Why the release applies, in words: `its deployment target is iOS 15.0` or `Xcode 14,
    /// which saved it, builds for iOS 11.0 and later`.
    public var reason: String {
        switch source {
        case .document: "its deployment target is \(description)"
        case let .xcodeMinimum(xcode): "\(xcode), which saved it, builds for \(description) and later"
        }
    }

    /// A `version` attribute of `<deployment>`: a release written as hexadecimal digits read
    /// as decimal ones, major then two digits of minor: 2048 = 0x800 → iOS 8.0, 2304 = 0x900 →
    /// 9.0, 4864 = 0x1300 → 13.0, 5120 = 0x1400 → 14.0, 5376 = 0x1500 → 15.0 (not 21: no iOS 21
    /// exists, and that document was saved by Xcode 15, toolsVersion 22155). Every value in
    /// the three shared corpora fits this reading and the Xcode that saved it (1536 = 6.0 in
    /// an Xcode 5 document, 2304 = 9.0 in Xcode 10.1, 4864 = 13.0 in Xcode 11.3 and 13.2,
    /// 5120 = 14.0 and 5376 = 15.0 in Xcode 15). Nil for a value that is not a number or
    /// whose hexadecimal digits are not all decimal.
    public static func decoding(_ attribute: String) -> (major: Int, minor: Int)? {
        guard let value = Int(attribute), value > 0 else { return nil }
        let hex = String(value, radix: 16)
        guard hex.allSatisfy(\.isNumber), hex.count >= 3,
              let major = Int(hex.dropLast(2)), let minor = Int(hex.suffix(2)) else { return nil }
        return (major, minor)
    }

    /// The lowest iOS deployment target of the Xcode release that saved a document, from the
    /// "Deployment Targets" column of Apple's "Xcode support" page, "Minimum requirements and
    /// supported SDKs" (developer.apple.com/support/xcode): Xcode 8 to 11 iOS 8, Xcode 12 and
    /// 13 iOS 9, Xcode 14 iOS 11 (e.g. "iOS 11-16.4" for Xcode 14.3), Xcode 15 and 16 iOS 12
    /// ("iOS 12-17.4" for Xcode 15.3, "iOS 12-18" for Xcode 16), Xcode 26 iOS 15 ("iOS
    /// 15-26"). Nil before Xcode 8 (the table Trellis cites starts there; iOS 9, the last
    /// release of the oldest screen in the catalog, came with Xcode 7, so nothing is left out
    /// either way). A document of an unknown version is read as the newest Xcode's
    /// (``ToolsVersion``'s policy).
    public static func xcodeMinimum(for version: ToolsVersion) -> DeploymentTarget? {
        if version.isUnknown { return DeploymentTarget(major: 15, source: .xcodeMinimum("the newest Xcode (no toolsVersion)")) }
        let table: [(from: ToolsVersion, name: String, major: Int)] = [
            (.xcode26, "Xcode 26", 15), (.xcode16, "Xcode 16", 12), (.xcode15, "Xcode 15", 12), (.xcode14, "Xcode 14", 11),
            (.xcode13, "Xcode 13", 9), (.xcode12, "Xcode 12", 9), (.xcode11, "Xcode 11", 8), (.xcode10, "Xcode 10", 8),
            (.xcode9, "Xcode 9", 8), (.xcode8, "Xcode 8", 8),
        ]
        guard let row = table.first(where: { version >= $0.from }) else { return nil }
        return DeploymentTarget(major: row.major, source: .xcodeMinimum(row.name))
    }
}

extension IBDocument {
    /// The document's deployment target: its `<deployment version="…">` (or Xcode 5's
    /// `defaultVersion`) when it has one, else the lowest one the Xcode that saved it supports
    /// (``DeploymentTarget/xcodeMinimum(for:)``); nil when neither is known, and for a document
    /// of another system (`<deployment identifier="tvOS">`: every Apple TV runs the current tvOS).
    public var deploymentTarget: DeploymentTarget? {
        let deployment = root.children(named: "dependencies").flatMap { $0.children(named: "deployment") }.first
        if let system = deployment?["identifier"], system != "iOS" { return nil }
        if let attribute = deployment?["version"] ?? deployment?["defaultVersion"],
           let (major, minor) = DeploymentTarget.decoding(attribute) {
            return DeploymentTarget(major: major, minor: minor, source: .document)
        }
        return DeploymentTarget.xcodeMinimum(for: tools)
    }
}
