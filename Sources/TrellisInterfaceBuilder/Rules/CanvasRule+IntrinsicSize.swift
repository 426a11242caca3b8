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
    /// hidden arranged view with a 20-point placeholder 0 wide — right with the rule too since
    /// branch pairs, which collapses on the canvas a hidden arranged view only its content sizes
    /// (recounted then: 51 elements decided, 10 within, 12 within without it). Over the pairs it decides 34
    /// elements of 6 documents, 30 right (4 without): MixinNetwork Home (both directions, A and
    /// B) and ProfileView, where a label's stored width carried from A's device had squeezed a
    /// 20-point activity indicator to −19.
    public static let placeholderIntrinsicSize = CanvasRule(
        id: "view.placeholderIntrinsicSize", xcode: .always,
        condition: "a view with placeholderIntrinsicWidth/Height (Intrinsic Size: Placeholder), on Xcode's canvas",
        value: "that intrinsic content size (infinite: none on that axis), whatever its class, text or image",
        source: "Xcode's size inspector, Intrinsic Size: Placeholder (design time only); corpora: 58 elements of 7 projects decided, 6 right (MixinNetwork, stopp-corona), 13 right without (LN-Zap 6, Appboy 4, FrameGrabber 2, MixinNetwork 1); pairs: 34 decided, 30 right (4 without)")
}

extension CanvasRule {
    /// A `<datePicker>` without a `style` in a document saved before Xcode 12 (toolsVersion
    /// 17000) is a wheels picker: the compact and inline styles came with iOS 14's SDK
    /// (`UIDatePickerStyle.compact` and `.inline` are iOS 14.0+), so those Xcodes draw, and
    /// those apps ran, only wheels; a missing `style` from Xcode 12 on is `automatic`. A wheels
    /// picker has UIKit's intrinsic size, 320 × 216 (``DatePicker/wheelsSize``). Over the three
    /// corpora and both pair sets, the 12 such pickers of 10 documents: VladimirBrejcha Rise
    /// Main (15505; and the pairs' 14490 and 14868 documents, A and B) stores its picker 216
    /// high, centred, a button 9 below it, where Trellis gave it no height (0); Rise Plan (15702)
    /// and SetupPlan (15705) store theirs 160 high by their constraints (right either way);
    /// against, MetaX Main (14109) stores a picker centred in a 162-point free-form scene 162
    /// high (off with the rule and without it, 216 and 0). `trellis rules --evidence`: the
    /// corpora 3 elements of 2 documents of 2 projects decided, 2 right (Rise), 0 without; the
    /// pairs 12 of 6 documents, 12 right, 0 without. Rise's CreateSchedule (21701,
    /// `style="wheels"`) stores two pickers 320 wide, centred, where Trellis's had no width:
    /// the wheels size itself (core `DatePicker`), not this rule.
    public static let datePickerWheelsBeforeXcode12 = CanvasRule(
        id: "datePicker.wheelsBeforeXcode12", xcode: XcodeRange(before: .xcode12),
        condition: "a date picker without a style attribute",
        value: "the wheels style (320 × 216 intrinsic size); automatic from Xcode 12",
        source: "UIDatePickerStyle.compact and .inline are iOS 14.0+; Rise Main 15505, pairs 14490 and 14868 store 216-high pickers (14 elements right, 0 without); MetaX 14109 (162, off either way) against")
}

extension CanvasRule {
    /// An image view showing an SF Symbol is stored at its frame, which is its alignment
    /// rectangle widened by its image's alignment insets: UIKit's `UIImage.h` — "The
    /// alignmentRectInsets of a UIImage are used by UIImageView and other UIView and UIControl
    /// subclasses that take custom images to determine the view's alignment rect insets for
    /// constraint-based layout" — and a symbol image's insets are its glyph's metrics, the
    /// symbol's own whatever the view's size. Where a constant constraint sets the view's height
    /// (or width), Xcode stores the frame that length plus the insets: a checkmark 4 points
    /// shorter at 18, 20 and 30 (getbittr bittr Main, 23727), chevron.right 3.5 shorter at 20 ×
    /// 20 (BookPlayer Profile), 32 × 16 (threema Ballot) and 20 high (zotero MainInterface), a
    /// circle symbol 1–1.3 shorter from 16 to 100 points (bittr, espressif, Feeds4U, Rise,
    /// CalendarKit, threema). Trellis has no glyph metrics: the insets are read from the stored
    /// frame (``SceneBuilder/symbolAlignmentInsets(_:id:stored:)``), half on each side, and kept
    /// on every device, as the glyph's are. The counts over the three corpora are in
    /// docs/interface-builder.md.
    public static let symbolAlignmentInsets = CanvasRule(
        id: "imageView.symbolAlignmentInsets", xcode: .always,
        condition: "an image view showing an SF Symbol whose own constant constraint sets its height or width",
        value: "its frame that length plus its symbol's alignment insets (read from the stored frame, half on each side)",
        source: "bittr Main (checkmark −4 at 18, 20, 30), chevron.right −3.5 in BookPlayer, threema, zotero; circle symbols −1 to −1.3 in 6 projects",
        appleSource: "UIKit documentation, UIImage.alignmentRectInsets: \"Objects that incorporate images can use these insets to place the image properly within their content\", https://developer.apple.com/documentation/uikit/uiimage/alignmentrectinsets; UIKit's UIImage.h: \"The alignmentRectInsets of a UIImage are used by UIImageView and other UIView and UIControl subclasses that take custom images to determine the view's alignment rect insets for constraint-based layout\"")

    /// An image view showing an SF Symbol whose own required aspect-ratio constraint ties its
    /// width to its height, and no constant its height: the ratio holds between its alignment
    /// rectangle's sides (Auto Layout lays out alignment rectangles, UIKit's `UIImage.h` as for
    /// ``symbolAlignmentInsets``), so the alignment rectangle's height is the ratio applied to
    /// its width — the width constant's, else the stored width — and the stored frame's height
    /// less it is the symbol's vertical insets, half on each side. The width is taken as the
    /// alignment width because a symbol's horizontal insets are 0: of the symbol image views of
    /// the three corpora whose own constant sets their width, 78 of 15 projects are stored at
    /// it, 3 (bittr only) not, while 80 of 17 projects are stored off their height constant.
    /// Symbol views with a 1:1 ratio are stored non-square in 7 projects (tinode person 80 ×
    /// 77.7 and Hackers safari 60 × 54 under width 80 and 60; tokenary wind 177 × 174.5 and
    /// cobrowse basket.fill 38.7 × 38.3 under no constant; tokenary, amperfy and Kotoba under a
    /// height constant, read by ``symbolAlignmentInsets``). `trellis rules --evidence --rule
    /// imageView.symbolInsetsThroughAspectRatio` over the three corpora: 5 elements decided in 4
    /// documents of 4 projects (tinode, Hackers, tokenary, cobrowse), 5 within, 0 off, 1 within
    /// without it; over both pair sets 1 element of 1 project, within with and without it.
    public static let symbolInsetsThroughAspectRatio = CanvasRule(
        id: "imageView.symbolInsetsThroughAspectRatio", xcode: .always,
        condition: "an image view showing an SF Symbol whose own aspect-ratio constraint ties its width to its height, no constant setting its height",
        value: "its alignment rectangle's height the ratio of its width (the width constant's, else the stored width); the stored height less that is the symbol's vertical insets, half on each side",
        source: "tinode Main (23727) person 80 × 77.7, Hackers Main (23504) safari 60 × 54, tokenary DataStateView (32700) wind 177 × 174.5, cobrowse Main (24506) basket.fill 38.7 × 38.3, all 1:1; symbols' width constants: 78 stored at them (15 projects), 3 not (bittr)",
        appleSource: "UIKit's UIImage.h: \"The alignmentRectInsets of a UIImage are used by UIImageView and other UIView and UIControl subclasses that take custom images to determine the view's alignment rect insets for constraint-based layout\", https://developer.apple.com/documentation/uikit/uiimage/alignmentrectinsets")
}
