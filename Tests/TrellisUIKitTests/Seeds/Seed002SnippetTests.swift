import Testing
import TrellisUIKit

// Seed 002's code in the most direct Swift, with only `import TrellisUIKit`: its `AdaptW` macro,
// its Masonry blocks in SnapKit's spelling, and its third way (a `UIView` extension that walks the
// hierarchy with `isKind(of:)` and scales constraints, fonts and corner radii).

/// `#define kRefereWidth 375.0`
let kRefereWidth: CGFloat = 375.0

/// `#define AdaptW(floatValue) (floatValue*[[UIScreen mainScreen] bounds].size.width/kRefereWidth)`
func AdaptW(_ floatValue: CGFloat) -> CGFloat {
    floatValue * UIScreen.main.bounds.size.width / kRefereWidth
}

/// The view whose `private_addConstraintForSubViews` the seed shows.
final class BannerView: UIView {
    let titleView = UIView()
    /// The seed's `self.pageCtl`: a page control (issue 33, item 8), three pages.
    let pageCtl: UIPageControl = {
        let control = UIPageControl()
        control.numberOfPages = 3
        return control
    }()

    func private_addConstraintForSubViews() {
        addSubview(titleView)
        addSubview(pageCtl)
        titleView.snp.makeConstraints { make in
            make.height.equalTo(AdaptW(55))
            make.left.right.equalTo(self)
            make.top.equalTo(self)
        }
        pageCtl.snp.makeConstraints { make in
            make.left.bottom.right.equalTo(self)
            make.height.equalTo(AdaptW(8))
        }
    }
}

/// `typedef NS_ENUM(NSInteger, BSAdaptScreenWidthType)`, as an option set.
struct BSAdaptScreenWidthType: OptionSet {
    let rawValue: Int
    static let constraint = BSAdaptScreenWidthType(rawValue: 1 << 0)
    static let fontSize = BSAdaptScreenWidthType(rawValue: 1 << 1)
    static let cornerRadius = BSAdaptScreenWidthType(rawValue: 1 << 2)
    static let all = BSAdaptScreenWidthType(rawValue: 1 << 3)
}

extension UIView {
    /// `- (void)adaptScreenWidthWithType:(BSAdaptScreenWidthType)type exceptViews:(NSArray<Class> *)exceptViews`
    func adaptScreenWidth(with type: BSAdaptScreenWidthType, exceptViews: [AnyClass]) {
        if type.isEmpty { return }
        if !isExceptViewClass(with: exceptViews) {
            let adaptConstraint = type.contains(.constraint) || type == .all
            let adaptFontSize = type.contains(.fontSize) || type == .all
            let adaptCornerRadius = type.contains(.cornerRadius) || type == .all
            if adaptConstraint {
                for subConstraint in constraints {
                    subConstraint.constant = AdaptW(subConstraint.constant)
                }
            }
            if adaptFontSize {
                if let labelSelf = self as? UILabel {
                    labelSelf.font = UIFont.systemFont(ofSize: AdaptW(labelSelf.font.pointSize))
                } else if let textFieldSelf = self as? UITextField {
                    textFieldSelf.font = UIFont.systemFont(ofSize: AdaptW(textFieldSelf.font.pointSize))
                } else if let buttonSelf = self as? UIButton {
                    buttonSelf.titleLabel?.font = UIFont.systemFont(ofSize: AdaptW(buttonSelf.titleLabel?.font.pointSize ?? 0))
                }
            }
            if adaptCornerRadius {
                if layer.cornerRadius != 0 {
                    layer.cornerRadius = AdaptW(layer.cornerRadius)
                }
            }
            for subView in subviews {
                subView.adaptScreenWidth(with: type, exceptViews: exceptViews)
            }
        }
    }

    /// `- (BOOL)isExceptViewClassWithClassArray:(NSArray<Class> *)classArray`
    func isExceptViewClass(with classArray: [AnyClass]) -> Bool {
        classArray.contains { isKind(of: $0) }
    }
}

/// The suite sets the process-wide `UIScreen.main`, so it runs serialized.
@MainActor
@Suite("Seed 002 in UIKit's Swift", .serialized)
struct Seed002SnippetTests {
    func banner(on device: String) throws -> BannerView {
        UIScreen.main = UIScreen(device: try #require(Device.named(device)))
        let window = UIWindow(frame: UIScreen.main.bounds)
        let banner = BannerView(frame: window.bounds)
        window.addSubview(banner)
        banner.private_addConstraintForSubViews()
        window.makeKeyAndVisible()
        return banner
    }

    /// The Masonry blocks scale with the screen width from the 375-point design; frames are rounded
    /// to the screen's pixels as UIKit does (the numbers are those of Trellis's SeedAdaptWTests).
    @Test("Masonry + AdaptW: iPhone SE (320 wide) — 55 → 46.93 → 47 high, 8 → 6.83 → 7 at y 561")
    func iPhoneSE() throws {
        let banner = try banner(on: "retina4_0")
        #expect(banner.titleView.frame == CGRect(x: 0, y: 0, width: 320, height: 47))
        #expect(banner.pageCtl.frame == CGRect(x: 0, y: 561, width: 320, height: 7))
        #expect(!banner.titleView.translatesAutoresizingMaskIntoConstraints)
    }

    /// Issue 33 (8): `UIPageControl` exists; three pages are 74 × 26 by themselves (18 a page
    /// plus 20), and the Masonry block's required height (8) and edges override that size.
    @Test("UIPageControl: 3 pages 74 × 26 alone; Masonry's height 8 wins (compression resistance 750)")
    func pageControl() throws {
        let banner = try banner(on: "retina4_7")
        #expect(banner.pageCtl.intrinsicContentSize == CGSize(width: 74, height: 26))
        #expect(banner.pageCtl.size(forNumberOfPages: 4) == CGSize(width: 92, height: 26))
        #expect(banner.pageCtl.frame == CGRect(x: 0, y: 659, width: 375, height: 8))
        // `UIImage(named:)` returns a registered image (there is no app bundle to read).
        UIImage.register(named: "dot.png", size: CGSize(width: 7, height: 7))
        #expect(UIImage(named: "dot.png")?.size == CGSize(width: 7, height: 7))
        #expect(UIImage(named: "unregistered.png") == nil)
    }

    @Test("Masonry + AdaptW: iPhone 8 is the 375-point design — 55 and 8 unchanged")
    func iPhone8() throws {
        let banner = try banner(on: "retina4_7")
        #expect(banner.titleView.frame == CGRect(x: 0, y: 0, width: 375, height: 55))
        #expect(banner.pageCtl.frame == CGRect(x: 0, y: 659, width: 375, height: 8))
    }

    @Test("Masonry + AdaptW: iPad 9.7\" (768 wide, 2×) — 112.64 → 112.5, 16.38 at 1007.62 → 1007.5")
    func iPad() throws {
        let banner = try banner(on: "ipad9_7")
        #expect(banner.titleView.frame == CGRect(x: 0, y: 0, width: 768, height: 112.5))
        #expect(banner.pageCtl.frame == CGRect(x: 0, y: 1007.5, width: 768, height: 16.5))
    }

    /// A chain that SnapKit would stop the program for logs and activates nothing from that block.
    @Test("a broken snp chain activates nothing")
    func brokenChain() throws {
        let banner = try banner(on: "retina4_7")
        let orphan = UIView()   // not in the hierarchy: no common ancestor with the banner
        let made = orphan.snp.makeConstraints { make in
            make.top.equalTo(banner.snp.bottom)
        }
        #expect(made.isEmpty && orphan.constraints.isEmpty)
    }

    /// The third way on a 320-wide screen (AdaptW(v) = v × 320 / 375): constraint constants, the label's and
    /// the button's title fonts and the corner radius scale; an excepted class is left alone.
    @Test("adaptScreenWidth on iPhone SE: 55 → 46.93, font 15 → 12.8, radius 10 → 8.53; excepted labels unchanged")
    func thirdWay() throws {
        UIScreen.main = UIScreen(device: try #require(Device.named("retina4_0")))
        let adapted: (CGFloat) -> CGFloat = { $0 * 320 / 375 }
        let window = UIWindow(frame: UIScreen.main.bounds)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.addSubview(card)
        card.layer.cornerRadius = 10
        let bottomLab = UILabel()
        bottomLab.font = UIFont.systemFont(ofSize: 15)
        let button = UIButton()
        button.titleLabel?.font = UIFont.systemFont(ofSize: 15)
        for v in [bottomLab, button] {
            v.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(v)
        }
        card.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-55-[bottomLab]-20-[button]", options: [],
                                                           metrics: nil, views: ["bottomLab": bottomLab, "button": button]))
        card.adaptScreenWidth(with: .all, exceptViews: [UIStackView.self])
        #expect(card.constraints.map(\.constant) == [adapted(55), adapted(20)])
        #expect(bottomLab.font.pointSize == adapted(15))
        #expect(button.titleLabel?.font.pointSize == adapted(15) && button.font.pointSize == adapted(15))
        #expect(card.layer.cornerRadius == adapted(10))

        let excepted = UILabel()
        excepted.font = UIFont.systemFont(ofSize: 15)
        card.addSubview(excepted)
        card.adaptScreenWidth(with: .fontSize, exceptViews: [UILabel.self])
        #expect(excepted.font.pointSize == 15 && bottomLab.font.pointSize == adapted(15))
        #expect(excepted.isKind(of: UIView.self) && !excepted.isKind(of: UIButton.self) && !excepted.isMember(of: UIView.self))
    }
}

/// SnapKit's typestate through `snp`: after `.priority(_:)` only `.labeled(_:)` may follow, so
/// `make.height.equalTo(8).priority(750).offset(8)` does not compile (there is no `offset` on
/// `ConstraintMakerFinalizable`); the constant comes first.
@MainActor
@Suite("snp chain typestate")
struct SnapKitTypestateTests {
    @Test("offset before priority: a 375-wide window gives the view height 16 at priority 750")
    func offsetThenPriority() throws {
        let window = UIWindow(screen: UIScreen(device: try #require(Device.named("iPhone 8"))))
        /// The seed's `self.pageCtl`: a page control (issue 33, item 8), three pages.
    let pageCtl: UIPageControl = {
        let control = UIPageControl()
        control.numberOfPages = 3
        return control
    }()
        window.addSubview(pageCtl)
        var chainAfterPriority: Any?
        pageCtl.snp.makeConstraints { make in
            make.left.bottom.right.equalToSuperview()
            chainAfterPriority = make.height.equalTo(8).offset(8).priority(750).labeled("pageCtl.height")
        }
        window.layoutIfNeeded()
        #expect(chainAfterPriority is ConstraintMakerFinalizable)
        #expect(pageCtl.frame == CGRect(x: 0, y: 651, width: 375, height: 16))
        #expect(pageCtl.constraints.first { $0.identifier == "pageCtl.height" }?.priority == UILayoutPriority(750))
    }
}
