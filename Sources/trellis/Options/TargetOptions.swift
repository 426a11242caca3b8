import ArgumentParser
import Trellis
import TrellisInterfaceBuilder

/// `--device` and `--orientation`: one device and orientation to lay a document out for
/// (`layout`); each defaults to the document's own.
struct SingleTargetOptions: ParsableArguments {
    @Option(help: "Device id (retina4_7) or name (\"iPhone 8\"); default: the document's own.")
    var device: DeviceArgument?
    @Option(help: "portrait or landscape; default: the document's own.")
    var orientation: OrientationArgument?

    func validate() throws { _ = try device?.validated() }

    func device(default d: Device) -> Device { device?.device ?? d }
    func orientation(default o: Orientation) -> Orientation { orientation?.orientation ?? o }
}

/// `--devices` and `--orientations`: every device and orientation a command over many documents
/// lays each document out for (`check`, `snapshot`, `diff`); each defaults to the document's own.
struct TargetOptions: ParsableArguments {
    @Option(help: "all (the devices of each document's platform: iPhones, iPads or Apple TV), or comma-separated device ids or names (retina4_7,\"iPhone 15\"); default: each document's own.")
    var devices: DeviceListArgument?
    @Option(help: "Comma-separated: portrait, landscape; default: each document's own.")
    var orientations: OrientationListArgument?

    func validate() throws { _ = try devices?.validated() }

    /// The devices and orientations to lay a document designed on `design` out for, devices first.
    ///
    /// `--devices all` means the devices the document can run on: those of its platform
    /// (``DocumentPlatform``: iPhones for an iPhone document, iPads for an iPad one, the Apple
    /// TV for tvOS) with a model that runs its deployment target (``DeploymentTarget``,
    /// ``Device/runs(osMajor:)``; ``leftOut(design:platform:deploymentTarget:)`` lists the
    /// others). A device named in the list is always laid out. An Apple TV is laid out in
    /// landscape only, whatever `--orientations` says: tvOS has no portrait (a portrait asked
    /// for becomes landscape, listed once).
    func targets(design: Device, orientation: Orientation, platform: DocumentPlatform? = nil,
                 deploymentTarget: DeploymentTarget? = nil) -> [(device: Device, orientation: Orientation)] {
        let ds: [Device]
        if let list = devices, list.items == nil {
            ds = (platform ?? DocumentPlatform(family: design.family)).devices
                .filter { device in deploymentTarget.map { device.runs(osMajor: $0.major) } ?? true }
        } else {
            ds = (try? devices?.validated()) ?? [design]
        }
        let os = orientations?.orientations ?? [orientation]
        return ds.flatMap { d -> [(device: Device, orientation: Orientation)] in
            guard d.family == .tv else { return os.map { (d, $0) } }
            var seen = Set<Orientation>()
            return os.map { $0.isLandscape ? $0 : .landscapeRight }.filter { seen.insert($0).inserted }.map { (d, $0) }
        }
    }

    /// The devices of the platform that `--devices all` leaves out because none of their models
    /// runs the document's deployment target; empty for a list of devices or without `all`.
    func leftOut(design: Device, platform: DocumentPlatform? = nil, deploymentTarget: DeploymentTarget?) -> [Device] {
        guard let list = devices, list.items == nil, let target = deploymentTarget else { return [] }
        return (platform ?? DocumentPlatform(family: design.family)).devices.filter { !$0.runs(osMajor: target.major) }
    }

    /// The devices named in the list that cannot run the document's deployment target: laid
    /// out all the same, with a note.
    func namedButUnsupported(deploymentTarget: DeploymentTarget?) -> [Device] {
        guard let list = devices, list.items != nil, let target = deploymentTarget else { return [] }
        return ((try? list.validated()) ?? []).filter { !$0.runs(osMajor: target.major) }
    }
}
