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
        stored != nil && e.kind?.isTextLeaf == true && (e.child("subviews")?.children.isEmpty ?? true)
    }
}
