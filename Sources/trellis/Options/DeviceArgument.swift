import Foundation
import ArgumentParser
import Trellis
import TrellisInterfaceBuilder

/// A device named on the command line: an Interface Builder id (`retina4_7`) or a model's exact
/// name ("iPhone 8", `iphone-8`; ``Device/lookup(_:)``). An unknown or ambiguous name still
/// parses, so that validation can say which devices were meant (``validated()``).
struct DeviceArgument: ExpressibleByArgument {
    let text: String
    let device: Device?

    init?(argument: String) {
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        text = trimmed
        device = Device.named(trimmed)
    }

    /// The device, or a `ValidationError`: the candidates of an ambiguous name, or close matches.
    func validated() throws -> Device {
        if let device { return device }
        throw ValidationError(Device.notFoundMessage(for: text))
    }
}

/// `--devices`: `all` (the devices of each document's platform, ``TargetOptions/targets(design:orientation:platform:)``;
/// ``validated()`` gives the whole catalog) or a comma-separated list of ids or names.
struct DeviceListArgument: ExpressibleByArgument {
    /// nil for `all`.
    let items: [DeviceArgument]?

    init?(argument: String) {
        if argument.trimmingCharacters(in: .whitespaces).lowercased() == "all" {
            items = nil
            return
        }
        let parts = argument.split(separator: ",").compactMap { DeviceArgument(argument: String($0)) }
        guard !parts.isEmpty else { return nil }
        items = parts
    }

    func validated() throws -> [Device] {
        guard let items else { return Device.all }
        var seen = Set<String>()
        return try items.map { try $0.validated() }.filter { seen.insert($0.id).inserted }
    }
}

/// An orientation on the command line: `portrait` or `landscape` (UIKit's `landscapeRight`, as
/// Interface Builder draws it), or a UIKit case name.
struct OrientationArgument: ExpressibleByArgument {
    let orientation: Orientation

    init?(argument: String) {
        guard let o = Orientation(name: argument.trimmingCharacters(in: .whitespaces)) else { return nil }
        orientation = o
    }

    static var allValueStrings: [String] { ["portrait", "landscape", "landscapeLeft", "landscapeRight", "portraitUpsideDown"] }
}

/// `--orientations`: a comma-separated list, e.g. `portrait,landscape`.
struct OrientationListArgument: ExpressibleByArgument {
    let orientations: [Orientation]

    init?(argument: String) {
        let parts = argument.split(separator: ",").map { OrientationArgument(argument: String($0)) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        var seen = Set<Orientation>()
        orientations = parts.compactMap { $0?.orientation }.filter { seen.insert($0).inserted }
    }

    static var allValueStrings: [String] { OrientationArgument.allValueStrings }

    /// The list itself (from `.trellis.yml` or an `Info.plist`).
    init(_ orientations: [Orientation]) { self.orientations = orientations }
}
