import Foundation

/// A way to turn a value into text — the output formats the commands share, as small strategy
/// values in the manner of swift-snapshot-testing's `Snapshotting`: a format of one value is made
/// from a format of another with ``pullback(_:)``.
///
/// ```swift
/// let json = OutputFormat<LayoutJSON>.json.pullback(LayoutJSON.init)   // OutputFormat<IBLayout>
/// print(try json.render(layout))
/// ```
struct OutputFormat<Value> {
    let render: (Value) throws -> String

    /// The same text, made from a value transformed first.
    func pullback<Other>(_ transform: @escaping (Other) -> Value) -> OutputFormat<Other> {
        OutputFormat<Other> { try render(transform($0)) }
    }
}

extension OutputFormat where Value: Encodable {
    /// JSON written by `JSONEncoder`: keys sorted and one item a line, so that two outputs diff
    /// line by line; whole numbers without a decimal point (`375`, `93.5`).
    static var json: OutputFormat {
        OutputFormat { value in
            String(decoding: try JSONEncoder.trellis.encode(value), as: UTF8.self) + "\n"
        }
    }
}

extension JSONEncoder {
    /// Sorted keys, pretty printed, slashes left alone (paths stay readable).
    static var trellis: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }
}
