import Foundation
import Testing
import Trellis
@testable import TrellisInterfaceBuilder

/// String values Interface Builder writes as `<string key="…">` child elements (when they have
/// line breaks or are long) instead of attributes.
struct StringValueTests {
    @Test func aStringChildIsReadLikeTheAttribute() throws {
        let tree = try XMLTree.parse(Data("""
            <tableViewSection headerTitle="Short" id="s1">
                <string key="footerTitle">First line
            second line</string>
            </tableViewSection>
            """.utf8))
        #expect(tree.string("headerTitle") == "Short")
        #expect(tree.string("footerTitle") == "First line\nsecond line")
        #expect(tree.string("missing") == nil)
        // Character data of other elements is not kept.
        #expect(tree.text == "")
    }

    @Test(.needsCorpus(.classic))
    func aLabelsTextFromAStringChild() throws {
        // Masonry Launch Screen.storyboard: a two-line label whose text is a `<string key="text">`.
        let l = try Corpus.classic.layout("SnapKit__Masonry__Examples__Masonry_iOS_Examples__Launch_Screen.storyboard")
        #expect((l.views["obG-Y5-kRd"] as? Label)?.text == "Copyright © 2017 Jonas Budelmann.\nAll rights reserved.")
    }
}
