import ArgumentParser
import Trellis

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
    @Option(help: "all, or comma-separated device ids or names (retina4_7,\"iPhone 15\"); default: each document's own.")
    var devices: DeviceListArgument?
    @Option(help: "Comma-separated: portrait, landscape; default: each document's own.")
    var orientations: OrientationListArgument?

    func validate() throws { _ = try devices?.validated() }

    /// The devices and orientations to lay a document designed on `design` out for, devices first.
    func targets(design: Device, orientation: Orientation) -> [(device: Device, orientation: Orientation)] {
        let ds = (try? devices?.validated()) ?? [design]
        let os = orientations?.orientations ?? [orientation]
        return ds.flatMap { d in os.map { (d, $0) } }
    }
}
