// libFuzzer targets, built by scripts/fuzz.sh (not part of the package build).
import Foundation
import Trellis
import TrellisInterfaceBuilder

/// Feeds the bytes to the target named by `TRELLIS_FUZZ_TARGET`:
/// - `ib`: the Interface Builder reader, then a layout of every scene on the design device
///   (screen-sized and at the stored root size);
/// - `layout`: the same document laid out on an iPhone 4s in landscape.
/// Any crash, trap or sanitizer report is a bug: bad input must become an error value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    switch ProcessInfo.processInfo.environment["TRELLIS_FUZZ_TARGET"] ?? "ib" {
    case "layout":
        if let doc = try? IBDocument(data: data) {
            _ = try? doc.layout(device: Device.named("retina3_5"), orientation: .landscapeRight)
        }
    default:
        if let doc = try? IBDocument(data: data) {
            _ = try? doc.layout()
            _ = try? doc.layout(storedRootSize: true)
        }
    }
    return 0
}
