import Trellis

/// What a `<progressView>` states about its `UIProgressView` (its tint from its child element):
/// progress and style.
struct ProgressViewAttributes: ElementAttributes {
    /// UIKit's `progress`; 0 when not written.
    let progress: Double
    /// UIKit's `progressViewStyle`; `default` when not written.
    let progressViewStyle: ProgressView.Style

    init(_ d: inout AttributeDecoder) {
        progress = d.number("progress") ?? 0
        progressViewStyle = d.value("progressViewStyle", readAs: "default") ?? .default
    }
}
