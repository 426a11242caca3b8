import Foundation
import Testing
@testable import Trellis
import TrellisTestSupport

/// `Button.titleLabel` is a label subview that is the button's title: what is set on either side
/// shows on the other, and the label sits where UIKit puts a system button's title — its text's
/// size, centred inside the content insets. Text is measured by a fixed rule (8 points a
/// character, 20 a line; a label is one line of its font high).
@MainActor
struct ButtonTitleLabelTests {
    @Test func theTitleLabelIsASubviewCentredInTheContentInsets() throws {
        let button = Button(title: "Continue", frame: Rect(x: 0, y: 0, width: 100, height: 44))
        button.measurer = FixedAdvanceText(advance: 8, lineHeight: 20)
        let label = try #require(button.titleLabel)
        #expect(button.titleLabel === label)
        #expect(label.text == "Continue" && label.font == Button.defaultFont)
        // A subview from the button's next layout pass on.
        #expect(!button.subviews.contains { $0 === label })
        button.layoutIfNeeded()
        #expect(button.subviews.contains { $0 === label })
        // 8 characters: 64 wide, one line of the 15-point font high (17.9, 18 on the point
        // grid), centred in the bounds less the default insets (6 above and below):
        // x (100 − 64) / 2 = 18, y 6 + (32 − 18) / 2 = 13.
        #expect(label.frame == Rect(x: 18, y: 13, width: 64, height: 18))
        // The intrinsic size is the title's plus the insets: 64 × 32.
        #expect(button.intrinsicContentSize == Size(width: 64, height: 32))
    }

    @Test func settingTheLabelSetsTheButtonAndBack() throws {
        let button = Button(title: "Continue")
        button.measurer = FixedAdvanceText(advance: 8, lineHeight: 20)
        let label = try #require(button.titleLabel)
        label.font = .systemFont(ofSize: 20)
        #expect(button.font == .systemFont(ofSize: 20))
        label.text = "Go"
        #expect(button.title == "Go")
        // "Go" is 16 wide, but a title alone is at least 30 wide (UIKit's empty button's width).
        #expect(button.intrinsicContentSize == Size(width: 30, height: 32))
        button.title = "Next"
        button.font = .systemFont(ofSize: 13)
        #expect(label.text == "Next" && label.font == .systemFont(ofSize: 13))
    }

    @Test func anImageComesBeforeTheTitle() throws {
        let button = Button(title: "Save", frame: Rect(x: 0, y: 0, width: 120, height: 40))
        button.measurer = FixedAdvanceText(advance: 8, lineHeight: 20)
        button.image = Image(name: "disk", size: Size(width: 20, height: 20))
        let label = try #require(button.titleLabel)
        button.layoutIfNeeded()
        // Image and title, 20 + 32 = 52, centred in 120: the image at 34, the title at 54; the
        // 28 points between the insets centre the 18-point line at y 11.
        #expect(label.frame == Rect(x: 54, y: 11, width: 32, height: 18))
    }
}
