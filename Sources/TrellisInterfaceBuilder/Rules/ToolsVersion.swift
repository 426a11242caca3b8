/// The version of Interface Builder that saved a document: the `toolsVersion` attribute of its
/// `<document>` element ("14460.31", "22505", "32700.99.1234"), a build number that Xcode raises
/// with every release. Xcode's canvas rules change with it (``CanvasRule``).
///
/// Versions compare by their numeric components (`14460.31 < 14490.70 < 15400`; a missing
/// component counts as 0, so `22505 == 22505.0`).
///
/// **Unknown versions.** A document without a `toolsVersion`, or with one that does not start
/// with a number (`"abc"`, `""`), has ``unknown``. One policy holds everywhere: an unknown version
/// is later than every known one — it is read as a document of the newest Xcode, because
/// Interface Builder has written the attribute since Xcode 5 and a document without it is most
/// likely written by hand or by a tool for today's Xcode. So a rule "before Xcode 12" never
/// applies to it, a rule "from Xcode 11 on" always does, and a rule with an upper bound
/// ("Xcode 16.3 to 16.4") does not. No readable document of the shared corpora lacks the
/// attribute.
///
/// ```swift
/// let v = ToolsVersion("14460.31")
/// v >= .xcode10 && v < .xcode11   // true
/// ToolsVersion(nil) == .unknown  // true
/// ```
public struct ToolsVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numeric components ("14460.31" → [14460, 31]); empty for ``unknown``.
    public let components: [Int]

    /// A version from its components (`ToolsVersion(22505)`, `ToolsVersion(14460, 31)`).
    public init(_ major: Int, _ rest: Int...) {
        components = [major] + rest
    }

    /// The version a `toolsVersion` attribute names: its leading dot-separated numbers
    /// ("32700.99.1234" → 32700.99.1234; "21179.7" → 21179.7); ``unknown`` when the value is
    /// missing or does not start with a number.
    public init(_ attribute: String?) {
        var parts: [Int] = []
        for piece in (attribute ?? "").split(separator: ".", omittingEmptySubsequences: false) {
            guard !piece.isEmpty, piece.allSatisfy(\.isASCII), let n = Int(piece), n >= 0 else { break }
            parts.append(n)
        }
        components = parts
    }

    private init(components: [Int]) { self.components = components }

    /// A missing or unreadable `toolsVersion` (see the policy above).
    public static let unknown = ToolsVersion(components: [])

    public var isUnknown: Bool { components.isEmpty }

    /// The build number without its suffix (22505 for "22505.1"); nil when unknown.
    public var major: Int? { components.first }

    public var description: String { isUnknown ? "unknown" : components.map(String.init).joined(separator: ".") }

    public static func < (a: ToolsVersion, b: ToolsVersion) -> Bool {
        if a.isUnknown || b.isUnknown { return !a.isUnknown && b.isUnknown }
        for i in 0..<max(a.components.count, b.components.count) {
            let x = i < a.components.count ? a.components[i] : 0
            let y = i < b.components.count ? b.components[i] : 0
            if x != y { return x < y }
        }
        return false
    }

    public static func == (a: ToolsVersion, b: ToolsVersion) -> Bool { !(a < b) && !(b < a) }

    public func hash(into hasher: inout Hasher) {
        var c = components
        while c.last == 0 { c.removeLast() }
        hasher.combine(c)
    }
}

extension ToolsVersion {
    // Named Xcode releases: a round build number at or below the first build each release
    // saves, with the builds the shared corpora hold. The names are for reading and for the
    // bands of `trellis fidelity`; every rule states its range in build numbers, and no rule
    // depends on a name being exact.

    /// Xcode 7.0 (8000; documents 8191–10117).
    public static let xcode7 = ToolsVersion(8000)
    /// Xcode 8.0 (11000; 11542 is 8.1, 11762 8.2, 12118–12121 8.3).
    public static let xcode8 = ToolsVersion(11000)
    /// Xcode 9.0 (13000; 13122–13196, 13528–13529, 13771, 14109–14113).
    public static let xcode9 = ToolsVersion(13000)
    /// Xcode 10.0 (14300; 14313 is 10.0, 14460 10.1, 14490 10.2, 14868 10.3).
    public static let xcode10 = ToolsVersion(14300)
    /// Xcode 11.0 (15000; 15400 is 11.0, 15505 11.2, 15702–15705 11.3, 16096–16097 11.4–11.7).
    public static let xcode11 = ToolsVersion(15000)
    /// Xcode 12.0 (17000; 17132–17156 12.0–12.2, 17506 12.3, 17701 12.4, 18122 12.5).
    public static let xcode12 = ToolsVersion(17000)
    /// Xcode 13.0 (19000; 19115–19162 13.0–13.1, 19455 13.2, 19529 13.3, 20037 13.4).
    public static let xcode13 = ToolsVersion(19000)
    /// Xcode 14.0 (21000; 21179–21225 14.0, 21507 14.1–14.2, 21701 14.3).
    public static let xcode14 = ToolsVersion(21000)
    /// Xcode 15.0 (22000; 22155 15.0 betas, 22505 15.0–15.2, 23077–23094 15.3–15.4).
    public static let xcode15 = ToolsVersion(22000)
    /// Xcode 16.0 (23500; 23504 16.0, 23727 16.1–16.2).
    public static let xcode16 = ToolsVersion(23500)
    /// Xcode 16.3 (24000; 24118–24128 16.3, 24412–24765 16.4 and 26 betas).
    public static let xcode16_3 = ToolsVersion(24000)
    /// Xcode 26 (32700; saved as "32700.99.1234").
    public static let xcode26 = ToolsVersion(32700)
}
