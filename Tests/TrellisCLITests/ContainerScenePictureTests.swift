import Foundation
import Testing
import TrellisTestSupport

/// Issue 32: container controllers drawn as Xcode's canvas shows them, in a picture of several
/// scenes. TabsAndNavigation.storyboard: a tab bar controller (tabs "Inbox", a navigation
/// controller, and "Profile"), the navigation controller, its root "Messages" and "Profile"'s
/// controller, on an iPhone 15 (393 × 852, bottom safe-area inset 34).
struct ContainerScenePictureTests {
    static let file = "\(CheckReportTests.fixtures)/TabsAndNavigation.storyboard"

    /// Four scenes, named as Xcode names them: the two containers first (their element names:
    /// neither has a title or class), then the two scenes with views.
    @Test func containersAreDrawnBeforeTheirChildrenWithTheirNames() throws {
        let svg = try runTrellis(["layout", Self.file, "--format", "svg"], in: Repository.root).stdout
        let names = svg.components(separatedBy: "class=\"scene-name\">").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(names == ["tabBarController", "navigationController", "Messages", "viewController"])
    }

    /// The tab bar controller's tab bar (stored at the origin, 49 high, with no items) is drawn
    /// across the bottom, 49 + 34 = 83 high at y 852 − 83 = 769, with its children's tab bar items:
    /// "Inbox" selected in the tint colour at the first half's centre (98.25 = 393 / 4), "Profile"
    /// in grey at 294.75. Not a misplaced view: its stored frame is where Xcode stores it.
    @Test func tabBarControllerShowsItsChildrensTabsAtTheBottom() throws {
        let svg = try runTrellis(["layout", Self.file, "--format", "svg"], in: Repository.root).stdout
        let group = try #require(svg.components(separatedBy: "<g data-id=\"tab-bar-1\">").dropFirst().first?.components(separatedBy: "</g>").first)
        #expect(group.hasPrefix("<rect x=\"0\" y=\"769\" width=\"393\" height=\"83\""))
        #expect(group.contains("<text fill=\"#007aff\" font-size=\"10\" font-weight=\"500\" text-anchor=\"middle\"><tspan x=\"98.25\""))
        #expect(group.contains(">Inbox</tspan>"))
        #expect(group.contains("<tspan x=\"294.75\""))
        #expect(group.contains(">Profile</tspan>"))
        #expect(!svg.contains("data-issue=\"misplaced\""))
    }

    /// The navigation controller's scene draws its navigation bar below the status bar: 44 high
    /// at y 59, untitled (the title is its root's, drawn in the "Messages" scene).
    @Test func navigationControllerDrawsItsBar() throws {
        let svg = try runTrellis(["layout", Self.file, "--format", "svg"], in: Repository.root).stdout
        let group = try #require(svg.components(separatedBy: "<g data-id=\"nav-bar-1\">").dropFirst().first?.components(separatedBy: "</g>").first)
        #expect(group.hasPrefix("<rect x=\"0\" y=\"59\" width=\"393\" height=\"44\""))
        #expect(!group.contains("<text"))
    }

    /// `--segues` draws the storyboard's three segues as arrows, labelled with their
    /// relationships, scenes 60 points apart: the tab bar controller (417 points wide with its
    /// 12-point bezels) to the navigation controller at 417 + 60 = 477, and to "Profile"'s
    /// controller; the navigation controller to "Messages". Without it there are none.
    @Test func seguesAreArrowsOnlyWhenAsked() throws {
        let svg = try runTrellis(["layout", Self.file, "--format", "svg", "--segues"], in: Repository.root).stdout
        #expect(svg.contains("<g data-segues=\"3\">"))
        #expect(svg.contains("<path d=\"M417 284.8C447 284.8 447 460 477 460\""))
        #expect(svg.components(separatedBy: ">viewControllers</text>").count == 3)
        #expect(svg.components(separatedBy: ">rootViewController</text>").count == 2)
        let plain = try runTrellis(["layout", Self.file, "--format", "svg"], in: Repository.root).stdout
        #expect(!plain.contains("data-segues") && !plain.contains("segue-head"))
    }

    /// `diff` draws views, not scenes with segues: `--segues` there is a usage error (status 2),
    /// nothing on standard output.
    @Test func diffRefusesSegues() throws {
        let r = try runTrellis(["diff", Self.file, Self.file, "--segues", "--format", "svg"], in: Repository.root)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("--segues is for `trellis layout`"))
    }
}
