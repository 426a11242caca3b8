/// A band of Xcode releases that `trellis fidelity` reports apart: a named release up to the
/// next one (``ToolsVersion``'s named releases), the newest band being every version from
/// Xcode 16.3 (toolsVersion 24000) on, Xcode 26 included, and a band of its own for documents
/// whose version is ``ToolsVersion/unknown``.
public struct XcodeBand: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    public let range: XcodeRange

    public var description: String { name }

    /// The bands in release order, unknown last; every tools version is in exactly one.
    public static let all: [XcodeBand] = [
        XcodeBand(name: "Xcode 7 and earlier", range: XcodeRange(before: .xcode8)),
        XcodeBand(name: "Xcode 8", range: XcodeRange(from: .xcode8, before: .xcode9)),
        XcodeBand(name: "Xcode 9", range: XcodeRange(from: .xcode9, before: .xcode10)),
        XcodeBand(name: "Xcode 10", range: XcodeRange(from: .xcode10, before: .xcode11)),
        XcodeBand(name: "Xcode 11", range: XcodeRange(from: .xcode11, before: .xcode12)),
        XcodeBand(name: "Xcode 12", range: XcodeRange(from: .xcode12, before: .xcode13)),
        XcodeBand(name: "Xcode 13", range: XcodeRange(from: .xcode13, before: .xcode14)),
        XcodeBand(name: "Xcode 14", range: XcodeRange(from: .xcode14, before: .xcode15)),
        XcodeBand(name: "Xcode 15", range: XcodeRange(from: .xcode15, before: .xcode16)),
        XcodeBand(name: "Xcode 16.0-16.2", range: XcodeRange(from: .xcode16, before: .xcode16_3)),
        newest,
        unknown,
    ]

    /// Xcode 16.3 and later (toolsVersion 24000 on), the canvases teams use today.
    public static let newest = XcodeBand(name: "Xcode 16.3 and later", range: XcodeRange(from: .xcode16_3, before: .unknown))
    /// Documents without a readable `toolsVersion`.
    public static let unknown = XcodeBand(name: "unknown version", range: XcodeRange(from: .unknown))

    /// The band a document saved by `version` belongs to.
    public static func of(_ version: ToolsVersion) -> XcodeBand {
        all.first { $0.range.contains(version) } ?? unknown
    }
}
