import Trellis

extension SceneBuilder {
    /// Whether a text control's stored frame is a better estimate of its intrinsic size than the
    /// `<designables>` cache Xcode wrote for it. Xcode measures a designable text control
    /// without a width, as one line: amperfy LibraryEntityDetailVC.xib caches 36.5 × 23 for label
    /// `KnP-8k-7qE` stored 884 × 24, PlayerView.xib 104 × 24 for `GST-UH-ejT` stored 343 × 23;
    /// UTM VMDisplayMetalViewInputAccessory.xib caches 30 × 36 for buttons stored 30 × 26;
    /// duckduckgo Feedback 164 × 18.7 for a text field stored 340 × 38. For labels, buttons and
    /// the other text leaves the stored size is used, as for those without a cache.
    func prefersStoredSizeToDesignable(_ e: XMLTree, stored: Rect?) -> Bool {
        stored != nil && SceneBuilder.textLeaves.contains(e.name) && (e.child("subviews")?.children.isEmpty ?? true)
    }

    /// The intrinsic height of a text view whose scrolling is disabled (`scrollEnabled="NO"`):
    /// UIKit sizes such a text view to its text, like a label, and across it takes the width
    /// its constraints give. Without text measurement (issue 16) the stored height stands for
    /// the text's (an `estimated-size` diagnostic names it). Yubico Tutorial.storyboard: eight
    /// such text views in columns, stored 35 to 92 high, that nothing else sizes; Swift-Radio-Pro
    /// Main: `cJI-ka-9k5`, height ≤ 340, stored 192.
    func scrollDisabledTextViewHeight(_ e: XMLTree, stored: Rect?) -> Double? {
        guard e.name == "textView", e["scrollEnabled"] == "NO", let stored else { return nil }
        return stored.height
    }
}
