import Trellis

/// What Xcode recorded in a document about its own canvas: the views its issue navigator flags
/// (`misplaced="YES"`, `ambiguous="YES"`, written on the view's element whenever Xcode saves a
/// document whose canvas shows that view orange or red) and the views whose ambiguity it was told
/// not to verify (`verifyAmbiguity`, the size inspector's "Ambiguity" pop-up).
///
/// A document without a single flag is one Xcode shows clean: no "Misplaced Views", no "Ambiguous
/// Layout" — the reference `trellis check --against-xcode` measures false alarms against.
public struct XcodeVerdict: Sendable, Equatable {
    /// The size inspector's "Ambiguity" setting of a view (`verifyAmbiguity=…`); absent means
    /// "Always Verify".
    public enum AmbiguityVerification: String, Sendable {
        /// "Verify Position Only": an undetermined width or height is not reported.
        case ignoreSizes
        /// "Never Verify": the view's ambiguity is not reported at all.
        case ignoreAll
    }

    /// Ids of the views Xcode marks `misplaced="YES"`, in document order.
    public var misplacedIDs: [String] = []
    /// Ids of the views Xcode marks `ambiguous="YES"`, in document order.
    public var ambiguousIDs: [String] = []
    /// The views with an "Ambiguity" setting other than "Always Verify", by id.
    public var ambiguityVerification: [String: AmbiguityVerification] = [:]

    /// No view flagged: Xcode's canvas shows the document without a layout warning.
    public var isClean: Bool { misplacedIDs.isEmpty && ambiguousIDs.isEmpty }

    public init() {}
}

/// The platform an Interface Builder document runs on, decided from its `targetRuntime` and its
/// design device (see ``IBDocument/platform``).
/// UIKit's `UIUserInterfaceIdiom` for a document: `.phone`, `.pad` or `.tv`.
public enum DocumentPlatform: String, Sendable {
    /// iPhone (`UIUserInterfaceIdiom.phone`).
    case iPhone
    /// iPad (`UIUserInterfaceIdiom.pad`).
    case iPad
    /// Apple TV (`UIUserInterfaceIdiom.tv`), landscape only.
    case tv

    /// The catalog's devices of this platform (``Device/all`` filtered by family).
    public var devices: [Device] {
        Device.all.filter { $0.family == family }
    }

    /// The platform of a device family.
    public init(family: Device.Family) {
        switch family {
        case .phone: self = .iPhone
        case .pad: self = .iPad
        case .tv: self = .tv
        }
    }

    /// The catalog's device family of the platform.
    public var family: Device.Family {
        switch self {
        case .iPhone: .phone
        case .iPad: .pad
        case .tv: .tv
        }
    }
}

extension IBDocument {
    /// Xcode's own verdict on the document's canvas, read from the attributes it saved.
    public var xcodeVerdict: XcodeVerdict {
        var verdict = XcodeVerdict()
        for e in root.descendants {
            guard let id = e["id"] else { continue }
            let flags = XcodeFlags(e)
            if flags.isMisplaced { verdict.misplacedIDs.append(id) }
            if flags.isAmbiguous { verdict.ambiguousIDs.append(id) }
            if let v = e["verifyAmbiguity"].flatMap(XcodeVerdict.AmbiguityVerification.init(rawValue:)) {
                verdict.ambiguityVerification[id] = v
            }
        }
        return verdict
    }

    /// The document's `targetRuntime` (`iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`, `AppleTV`), or nil.
    public var targetRuntime: String? { root["targetRuntime"] }

    /// The devices the document runs on: `targetRuntime="AppleTV"` (or an Apple TV design device)
    /// → Apple TV; `iOS.CocoaTouch.iPad` (an iPad-only document, before size classes) → iPads;
    /// `iOS.CocoaTouch` → the family of the design device (`<device id=…>`, or the one inferred
    /// from the root frame): a universal document designed on an iPad is an iPad app's, one
    /// designed on an iPhone an iPhone app's. Trellis does not read the app target's device
    /// family (`TARGETED_DEVICE_FAMILY` is in the Xcode project, not the document).
    public var platform: DocumentPlatform {
        let runtime = targetRuntime ?? ""
        if runtime == "AppleTV" || designDevice.family == .tv { return .tv }
        if runtime.hasSuffix(".iPad") { return .iPad }
        return designDevice.family == .pad ? .iPad : .iPhone
    }
}
