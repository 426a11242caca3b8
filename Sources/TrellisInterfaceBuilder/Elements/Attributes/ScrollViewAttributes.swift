import Trellis

/// What a `<scrollView>` — and a table, collection or text view, UIKit's subclasses of
/// `UIScrollView` — states about scrolling: `alwaysBounceVertical`, `alwaysBounceHorizontal`
/// (Xcode writes `alwaysBounceVertical="YES"` on table views) and `contentInsetAdjustmentBehavior`.
struct ScrollViewAttributes: ElementAttributes {
    /// `alwaysBounceVertical="YES"`.
    let alwaysBounceVertical: Bool
    /// `alwaysBounceHorizontal="YES"`.
    let alwaysBounceHorizontal: Bool
    /// UIKit's `contentInsetAdjustmentBehavior`; nil when not written (UIKit's `automatic`).
    let contentInsetAdjustmentBehavior: ScrollView.ContentInsetAdjustmentBehavior?

    init(_ d: inout AttributeDecoder) {
        alwaysBounceVertical = d.flag("alwaysBounceVertical")
        alwaysBounceHorizontal = d.flag("alwaysBounceHorizontal")
        contentInsetAdjustmentBehavior = d.value("contentInsetAdjustmentBehavior", Self.adjustmentBehaviors, readAs: "automatic")
    }

    /// Interface Builder's names of UIKit's `UIScrollView.ContentInsetAdjustmentBehavior` cases.
    static let adjustmentBehaviors: [String: ScrollView.ContentInsetAdjustmentBehavior] = [
        "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always,
    ]
}
