// libFuzzer targets, built by scripts/fuzz.sh (not part of the package build).
import Foundation
import Trellis
import TrellisInterfaceBuilder

/// Feeds the bytes to the target named by `TRELLIS_FUZZ_TARGET`:
/// - `ib`: the Interface Builder reader, then a layout of every scene on the design device
///   (screen-sized and at the stored root size);
/// - `layout`: the same document laid out on an iPhone 4s in landscape;
/// - `vfl`: the bytes as a Visual Format string over views a, b, c with metrics m and n,
///   converted and laid out in a window;
/// - `yaml`: the bytes as a Trellis layout file, read and laid out.
/// Any crash, trap or sanitizer report is a bug: bad input must become an error value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    switch ProcessInfo.processInfo.environment["TRELLIS_FUZZ_TARGET"] ?? "ib" {
    case "layout":
        if let doc = try? IBDocument(data: data) {
            _ = try? doc.layout(device: Device.named("retina3_5"), orientation: .landscapeRight)
        }
    case "vfl":
        let format = String(decoding: data, as: UTF8.self)
        let window = Window(screen: Screen(device: Device.named("retina4_7")!))
        let views = ["a": View(), "b": View(), "c": View()]
        for v in views.values { v.translatesAutoresizingMaskIntoConstraints = false; window.addSubview(v) }
        if let cs = try? LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: ["m": 8, "n": 20], views: views) {
            LayoutConstraint.activate(cs)
            window.layoutIfNeeded()
        }
    case "yaml":
        if let file = try? LayoutFile.parse(String(decoding: data, as: UTF8.self)) {
            _ = try? file.layout()
        }
    default:
        if let doc = try? IBDocument(data: data) {
            _ = try? doc.layout()
            _ = try? doc.layout(storedRootSize: true)
        }
    }
    return 0
}
