import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// A `<label customClass=…>` is a label: measured, not given its stored size as a designable's.
struct CustomClassLabelTests {
    /// muun ManuallyEnterFeeViewController.xib (corpus-current, toolsVersion 22505, iPhone 11
    /// canvas): the `AmountLabel`s `i6C-qH-sFU` and `iBm-Uf-Zsc`, "Label" pinned
    /// 16 from the trailing edge, are stored (356, 16 / 43, 42, 21). Taken for designables whose
    /// size the constraints leave open, they came out 0 wide at x 398.
    @Test(.needsCorpus(.current)) func amountLabelsAreLabels() throws {
        let name = Corpus.current.files.first { $0.hasSuffix("ManuallyEnterFee__ManuallyEnterFeeViewController.xib") }
        try Corpus.current.expectFrames(in: try #require(name), [
            "i6C-qH-sFU": Rect(x: 356, y: 16, width: 42, height: 21),
            "iBm-Uf-Zsc": Rect(x: 356, y: 43, width: 42, height: 21),
        ])
    }
}
