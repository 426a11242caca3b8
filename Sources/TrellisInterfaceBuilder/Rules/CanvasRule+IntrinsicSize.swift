// Rows of the canvas rule table about the intrinsic content sizes Xcode's canvas gives views.
// Listed in ``CanvasRule/table`` with the others.

extension CanvasRule {
    /// Interface Builder's size inspector can set a view's "Intrinsic Size" to "Placeholder" (a
    /// size for design time only, for a view whose content is known only at run time; UIKit
    /// never sees it, as it never sees a placeholder constraint); the document stores it as
    /// `placeholderIntrinsicWidth=` / `placeholderIntrinsicHeight=` (`infinite`: none on that
    /// axis). The canvas lays the view out with that intrinsic content size, on the design
    /// device and on any other (``SceneBuilder/placeholderIntrinsicSize(_:)``).
    ///
    /// Over the three corpora (`trellis rules --evidence` on the 20 documents with a placeholder)
    /// it decides 58 elements of 9 documents of 7 projects: 6 within 1 point with it (MixinNetwork
    /// Chat 1 and Setting 2, stopp-corona MainViewController 3, flagged), 13 without it. The 13
    /// are frames the placeholder does not explain: LN-Zap Wallet (15400; 6) stretches a
    /// `SyncView` with a 50-point placeholder to 421 in a fill stack while a view with no height
    /// of its own beside it stays at 251 (without the rule its stored size stood in, as for any
    /// ambiguous custom view); Appboy ABKInAppMessageFullViewController.xib (19162; 4) gives an
    /// image view a 284-point placeholder with vertical hugging 1000 against a required height of
    /// half the screen, and Xcode keeps the height where Trellis's solver breaks it; FrameGrabber
    /// Editor (17701; 2) stores a 56-point placeholder 38.3 high; MixinNetwork Home (18122; 1) a
    /// hidden arranged view with a 20-point placeholder 0 wide. Over the pairs it decides 34
    /// elements of 6 documents, 30 right (4 without): MixinNetwork Home (both directions, A and
    /// B) and ProfileView, where a label's stored width carried from A's device had squeezed a
    /// 20-point activity indicator to −19.
    public static let placeholderIntrinsicSize = CanvasRule(
        id: "view.placeholderIntrinsicSize", xcode: .always,
        condition: "a view with placeholderIntrinsicWidth/Height (Intrinsic Size: Placeholder), on Xcode's canvas",
        value: "that intrinsic content size (infinite: none on that axis), whatever its class, text or image",
        source: "Xcode's size inspector, Intrinsic Size: Placeholder (design time only); corpora: 58 elements of 7 projects decided, 6 right (MixinNetwork, stopp-corona), 13 right without (LN-Zap 6, Appboy 4, FrameGrabber 2, MixinNetwork 1); pairs: 34 decided, 30 right (4 without)")
}
