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
/// - `yaml`: the bytes as a Trellis layout file, read and laid out;
/// - `yaml-nesting`: a deeply nested layout file grown from the bytes (see ``nested(_:)``);
/// - `xml-entities`: a document with entity declarations and references grown from the bytes
///   (see ``entities(_:)``).
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
    case "yaml-nesting":
        if let file = try? LayoutFile.parse(nested(data)) {
            _ = try? file.layout()
        }
    case "xml-entities":
        if let doc = try? IBDocument(data: entities(data)) {
            _ = try? doc.layout()
        }
    default:
        if let doc = try? IBDocument(data: data) {
            _ = try? doc.layout()
            _ = try? doc.layout(storedRootSize: true)
        }
    }
    return 0
}

/// The input split at its first two 0x00 bytes into `open`, `middle` and `close`, and a depth
/// from its first byte (0…8,160): `open` repeated depth times, `middle`, `close` as often. Seeds
/// such as `  - id: v\0…` or `[\0a\0]` grow into block and flow nesting far past the reader's
/// limit, with aliases, anchors and keys mixed in as the fuzzer mutates the parts.
func nested(_ data: Data) -> Data {
    guard let depthByte = data.first else { return data }
    let parts = data.dropFirst().split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    let open = parts.first ?? Data(), middle = parts.count > 1 ? parts[1] : Data(), close = parts.count > 2 ? parts[2] : Data()
    let depth = Int(depthByte) * 32
    var out = Data("view:\n  id: root\n  subviews:\n".utf8)
    for _ in 0..<depth { out += open }
    out += middle
    for _ in 0..<depth { out += close }
    return out
}

/// An Interface Builder document whose DOCTYPE declares an entity with the input's first part as
/// its value and whose root attribute references it as many times as the first byte says
/// (0…255 × 16), the rest of the input following as content: the shape of "billion laughs" and of
/// quadratic blow-up, mutated.
func entities(_ data: Data) -> Data {
    guard let countByte = data.first else { return data }
    let parts = data.dropFirst().split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
    let value = parts.first ?? Data(), rest = parts.count > 1 ? parts[1] : Data()
    var out = Data(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8) + Data("\n<!DOCTYPE document [<!ENTITY e \"".utf8) + value + Data("\">]>\n".utf8)
    out += Data(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" a=""#.utf8)
    for _ in 0..<(Int(countByte) * 16) { out += Data("&e;".utf8) }
    out += Data("\">".utf8) + rest + Data("</document>".utf8)
    return out
}
