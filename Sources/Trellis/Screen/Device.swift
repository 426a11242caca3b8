/// A model of iPhone or iPad as Interface Builder knows it: its document id (`retina4_7`),
/// its size in points, its scale, and its physical pixels.
///
/// Sizes, scales and native resolutions follow Apple's published specifications. Safe-area
/// insets are those iOS reports for a full-screen view controller with the status bar shown in
/// portrait (home-button iPhones hide it in landscape); values marked in ``safeAreaSource`` as
/// "estimate" were not verified against a device.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    public enum Family: String, Sendable, Hashable { case phone, pad, tv }

    /// Interface Builder's id, e.g. `retina4_7`.
    public let id: String
    /// Marketing name of the reference model, e.g. "iPhone 8".
    public let name: String
    /// Other models with the same screen.
    public let otherNames: [String]
    public let family: Family
    /// Size in points, portrait.
    public let portraitSize: Size
    /// Points to rendered pixels (UIKit's `UIScreen.scale`).
    public let scale: Double
    /// Points to physical pixels (UIKit's `UIScreen.nativeScale`): 2.608 on a 6/7/8 Plus, which
    /// renders 1242×2208 and downsamples to its 1080×1920 panel (÷ 1.15).
    public let nativeScale: Double
    /// Physical pixels, portrait (UIKit's `nativeBounds.size`).
    public let nativePixels: Size
    /// Safe-area insets in portrait and in landscape (landscape right).
    let portraitSafeArea: EdgeInsets
    let landscapeSafeArea: EdgeInsets
    /// Where the safe-area figures come from.
    public let safeAreaSource: String

    /// Points × scale: the size iOS renders at before any downsampling.
    public var renderedPixels: Size { Size(width: portraitSize.width * scale, height: portraitSize.height * scale) }

    /// The size in points for an orientation.
    public func size(for orientation: Orientation) -> Size {
        orientation.isLandscape ? portraitSize.transposed : portraitSize
    }

    /// The safe-area insets of a full-screen window in that orientation.
    public func safeAreaInsets(for orientation: Orientation) -> EdgeInsets {
        switch orientation {
        case .portrait: portraitSafeArea
        case .portraitUpsideDown:
            // iPads keep their status bar upside down; home-button iPhones show none.
            family == .pad ? portraitSafeArea
                : EdgeInsets(top: portraitSafeArea.bottom == 0 ? 0 : portraitSafeArea.top, left: 0,
                             bottom: portraitSafeArea.bottom, right: 0)
        case .landscapeRight: landscapeSafeArea
        case .landscapeLeft: EdgeInsets(top: landscapeSafeArea.top, left: landscapeSafeArea.right,
                                        bottom: landscapeSafeArea.bottom, right: landscapeSafeArea.left)
        }
    }

    public var description: String { "\(name) (\(id), \(portraitSize) @\(formatPoints(scale))x)" }

    /// Looks a device up by Interface Builder id or by a model name, exactly, ignoring case,
    /// spaces, dashes, underscores and parentheses ("iphone-8", "iPhone SE (2nd generation)"):
    /// `nil` for any other text, including a name several models share ("iPhone SE"), which
    /// ``lookup(_:)`` reports with its candidates.
    public static func named(_ text: String) -> Device? {
        if case let .found(device) = lookup(text) { return device }
        return nil
    }

    /// What a device name on a command line or in a layout file names.
    public enum Lookup: Equatable, Sendable {
        /// The one device whose id or one of whose names is the text.
        case found(Device)
        /// No name is the text, but the text starts several models' names, each listed (the
        /// first generation is not chosen silently: "iPhone SE" is the 1st, 2nd and 3rd).
        case ambiguous([String])
        /// Nothing is named so.
        case unknown
    }

    /// Looks a device up (see ``named(_:)``): found by exact id or name, ambiguous when the
    /// text is the first words of several catalog names ("iPad Air" starts "iPad Air 2" and
    /// "iPad Air (5th generation)"), else unknown.
    public static func lookup(_ text: String) -> Lookup {
        let key = normalized(text)
        guard !key.isEmpty else { return .unknown }
        if let d = all.first(where: { normalized($0.id) == key }) ?? all.first(where: { $0.names.contains { normalized($0) == key } }) {
            return .found(d)
        }
        let words = wordsOf(text)
        guard !words.isEmpty else { return .unknown }
        let candidates = all.flatMap(\.names).filter { wordsOf($0).starts(with: words) }
        return candidates.isEmpty ? .unknown : .ambiguous(candidates)
    }

    /// The model's names: ``name``, then ``otherNames``.
    public var names: [String] { [name] + otherNames }

    /// Every catalog device once per name it answers to, in catalog order: what
    /// `trellis devices` lists (several names share an Interface Builder id).
    public static var allNames: [(name: String, device: Device)] {
        all.flatMap { d in d.names.map { (name: $0, device: d) } }
    }

    /// The words of a name, lower-cased, split at spaces, dashes, underscores and parentheses.
    static func wordsOf(_ s: String) -> [String] {
        s.lowercased().split { !($0.isLetter || $0.isNumber || $0 == ".") }.map(String.init)
    }

    /// The catalog entries whose id or name contains the text (for "did you mean" messages).
    public static func similar(to text: String) -> [Device] {
        let key = normalized(text)
        guard !key.isEmpty else { return [] }
        return all.filter { d in ([d.id, d.name] + d.otherNames).contains { normalized($0).contains(key) || key.contains(normalized($0)) } }
    }

    static func normalized(_ s: String) -> String {
        String(s.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

extension Device {
    /// The same device with another top inset in portrait (and, for notched phones, the same
    /// value on the landscape sides): what some Xcode versions simulate for a device
    /// (Xcode 14 and later draw the iPhone X canvas with the 13 mini's 50-point inset).
    public func withPortraitTopInset(_ top: Double) -> Device {
        withPortraitInsets(top: top, bottom: portraitSafeArea.bottom)
    }

    /// The same device with other top and bottom insets in portrait (for notched phones the top
    /// value also on the landscape sides; the landscape bottom is kept).
    public func withPortraitInsets(top: Double, bottom: Double) -> Device {
        let notched = landscapeSafeArea.left > 0
        return Device(id: id, name: name, otherNames: otherNames, family: family, portraitSize: portraitSize, scale: scale,
                      nativeScale: nativeScale, nativePixels: nativePixels,
                      portraitSafeArea: EdgeInsets(top: top, left: portraitSafeArea.left, bottom: bottom, right: portraitSafeArea.right),
                      landscapeSafeArea: notched ? EdgeInsets(top: 0, left: top, bottom: landscapeSafeArea.bottom, right: top) : landscapeSafeArea,
                      safeAreaSource: safeAreaSource + "; top \(formatPoints(top)), bottom \(formatPoints(bottom)) as simulated by the document's Xcode")
    }

    /// The same device without a status bar in either orientation (top insets 0; a home-button
    /// device has no other insets): what some Xcode versions draw for a home-button device.
    public func withoutStatusBar() -> Device {
        Device(id: id, name: name, otherNames: otherNames, family: family, portraitSize: portraitSize, scale: scale,
               nativeScale: nativeScale, nativePixels: nativePixels,
               portraitSafeArea: EdgeInsets(top: 0, left: portraitSafeArea.left, bottom: portraitSafeArea.bottom, right: portraitSafeArea.right),
               landscapeSafeArea: EdgeInsets(top: 0, left: landscapeSafeArea.left, bottom: landscapeSafeArea.bottom, right: landscapeSafeArea.right),
               safeAreaSource: safeAreaSource + "; no status bar, as drawn by the document's Xcode")
    }
}
