import Testing
import TrellisUIKit

/// Seed 001's Objective-C snippets in the most direct Swift, with only `import TrellisUIKit`.
/// The suite is serialized because it sets the process-wide `UIScreen.main`.
@MainActor
@Suite("Seed 001 in UIKit's Swift", .serialized)
struct Seed001SnippetTests {
    /// ```objc
    /// UIScreen * screen = [UIScreen mainScreen];
    /// CGSize size = screen.bounds.size;
    /// CGPoint orgion = CGPointMake(0, 0);
    /// CGRect frame; frame.origin = orgion; frame.size = size;
    /// UIWindow * window = [[UIWindow alloc]initWithFrame:frame];
    /// ```
    @Test("a window made from the main screen's bounds fills the 320 × 480 iPhone 4 screen")
    func windowFromMainScreen() throws {
        UIScreen.main = UIScreen(device: try #require(Device.named("iPhone 4s")))
        let screen = UIScreen.main
        let size = screen.bounds.size
        let orgion = CGPoint(x: 0, y: 0)
        var frame = CGRect.zero
        frame.origin = orgion
        frame.size = size
        let window = UIWindow(frame: frame)
        window.makeKeyAndVisible()
        // "参考系大小为480×320": the iPhone 4 coordinate system is 320 × 480 points.
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.screen === screen && window.isKeyWindow && !window.isHidden)
    }

    /// `UIView * redView = [[UIView alloc]initWithFrame:CGRectMake(50, 50, 100, 100)];` and the
    /// UIViewAutoresizing values `1 << 0` … `1 << 5`.
    @Test("redView: bounds at zero origin, frame (50, 50); the autoresizing mask's raw values")
    func redViewAndMask() {
        let redView = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        #expect(redView.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(redView.autoresizingMask == [])
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1 << 0)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 1 << 5)
    }

    /// The seed's three `constraintWithItem:` examples, as written: the width has `multiplier:0`
    /// with no second item (valid: width = 10); the leading and trailing ones have `multiplier:0`
    /// on a location, which UIKit refuses with an exception. Here they are refused constraints that
    /// carry UIKit's message and change no frame.
    @Test("constraintWithItem as written: width 10 holds; the two multiplier-0 locations are refused")
    func constraintWithItemAsWritten() {
        let fatherView = UIView(frame: CGRect.zero)
        fatherView.translatesAutoresizingMaskIntoConstraints = false
        let viewA = UIView(frame: CGRect.zero)
        viewA.translatesAutoresizingMaskIntoConstraints = false
        fatherView.addSubview(viewA)
        let viewB = UIView(frame: CGRect.zero)
        viewB.translatesAutoresizingMaskIntoConstraints = false
        fatherView.addSubview(viewB)
        let constraint_viewA_width = NSLayoutConstraint(item: viewA, attribute: .width, relatedBy: .equal, toItem: nil,
                                                        attribute: .notAnAttribute, multiplier: 0, constant: 10)
        fatherView.addConstraint(constraint_viewA_width)
        let constraint_superView_20_viewA = NSLayoutConstraint(item: viewA, attribute: .leading, relatedBy: .equal,
                                                               toItem: fatherView, attribute: .leading, multiplier: 0, constant: 20)
        fatherView.addConstraint(constraint_superView_20_viewA)
        let constraint_viewA_30_viewB = NSLayoutConstraint(item: viewA, attribute: .trailing, relatedBy: .equal,
                                                           toItem: viewB, attribute: .leading, multiplier: 0, constant: 30)
        fatherView.addConstraint(constraint_viewA_30_viewB)
        fatherView.layoutIfNeeded()

        #expect(constraint_viewA_width.identifier == nil && constraint_viewA_width.firstItem === viewA)
        #expect(viewA.frame.width == 10)
        for refused in [constraint_superView_20_viewA, constraint_viewA_30_viewB] {
            #expect(refused.identifier?.hasPrefix("refused: ") == true)
            #expect(refused.identifier?.contains("multiplier of 0") == true, "UIKit's message: \(refused.identifier ?? "")")
            #expect(refused.firstItem == nil)
        }
        // The throwing form says why, in UIKit's words.
        #expect(throws: UIKitArgumentError.self) {
            try NSLayoutConstraint.checked(item: viewA, attribute: .leading, relatedBy: .equal, toItem: fatherView,
                                           attribute: .leading, multiplier: 0, constant: 20)
        }
    }

    /// The same three examples with the multiplier the author meant (1), on a 200 × 100 father:
    /// viewA 10 wide at x = 20, so its trailing edge is at 30; viewB's leading = 30 − 30 = 0.
    @Test("constraintWithItem with multiplier 1: viewA (20, 0, 10, 10), viewB (0, 0, 50, 10)")
    func constraintWithItemMeant() {
        let fatherView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let viewA = UIView(frame: CGRect.zero)
        viewA.translatesAutoresizingMaskIntoConstraints = false
        fatherView.addSubview(viewA)
        let viewB = UIView(frame: CGRect.zero)
        viewB.translatesAutoresizingMaskIntoConstraints = false
        fatherView.addSubview(viewB)
        fatherView.addConstraint(NSLayoutConstraint(item: viewA, attribute: .width, relatedBy: .equal, toItem: nil,
                                                    attribute: .notAnAttribute, multiplier: 0, constant: 10))
        fatherView.addConstraint(NSLayoutConstraint(item: viewA, attribute: .leading, relatedBy: .equal,
                                                    toItem: fatherView, attribute: .leading, multiplier: 1, constant: 20))
        fatherView.addConstraint(NSLayoutConstraint(item: viewA, attribute: .trailing, relatedBy: .equal,
                                                    toItem: viewB, attribute: .leading, multiplier: 1, constant: 30))
        // Heights, tops and viewB's width so that nothing is ambiguous.
        let views = ["viewA": viewA, "viewB": viewB]
        fatherView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[viewA(10)]", options: [], metrics: nil, views: views))
        fatherView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[viewB(10)]", options: [], metrics: nil, views: views))
        fatherView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[viewB(50)]", options: [], metrics: nil, views: views))
        fatherView.layoutIfNeeded()
        #expect(viewA.frame == CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(viewB.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    /// The VFL version of the three examples, with `NSDictionaryOfVariableBindings(fatherView,viewA,viewB)`
    /// written as the dictionary it makes; `H:[viewA]-30-|` puts viewA's trailing edge 30 from
    /// the father's. On a 200-wide father: x = 20 and x = 200 − 30 − 10 = 160 cannot both hold
    /// with width 10; "H:|-20-[viewA]" and "H:[viewA]-30-|" are both required, so the father's
    /// width decides: 20 + 10 + 30 = 60.
    @Test("VFL: H:[viewA(10)], H:|-20-[viewA], H:[viewA]-30-| in a 60-wide father give viewA (20, …, 10)")
    func visualFormatExamples() {
        let fatherView = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let viewA = UIView(frame: CGRect.zero)
        viewA.translatesAutoresizingMaskIntoConstraints = false
        fatherView.addSubview(viewA)
        let viewB = UIView(frame: CGRect.zero)
        viewB.translatesAutoresizingMaskIntoConstraints = false
        fatherView.addSubview(viewB)
        let views: [String: Any] = ["fatherView": fatherView, "viewA": viewA, "viewB": viewB]
        let constraintString1 = "H:[viewA(10)]"
        let constraints1 = NSLayoutConstraint.constraints(withVisualFormat: constraintString1, options: [], metrics: nil, views: views)
        fatherView.addConstraints(constraints1)
        let constraintString2 = "H:|-20-[viewA]"
        let constraints2 = NSLayoutConstraint.constraints(withVisualFormat: constraintString2, options: [], metrics: nil, views: views)
        fatherView.addConstraints(constraints2)
        let constraintString3 = "H:[viewA]-30-|"
        let constraints3 = NSLayoutConstraint.constraints(withVisualFormat: constraintString3, options: [], metrics: nil, views: views)
        fatherView.addConstraints(constraints3)
        fatherView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[viewA(10)]", options: [], metrics: nil, views: views))
        fatherView.layoutIfNeeded()
        #expect([constraints1.count, constraints2.count, constraints3.count] == [1, 1, 1])
        #expect(viewA.frame == CGRect(x: 20, y: 0, width: 10, height: 10))
    }

    /// `@"|-x-[viewA(20)]"` with `@{@"x":@10}` and `NSLayoutFormatDirectionLeadingToTrailing`;
    /// `H:|-20-[aView]-40-[bView(==aView)]-20-|` ("equal widths, 40 apart, 20 from each side");
    /// `V:|-20-[aView(40)][bView(50)]` ("aView 40 high, 20 from the top, bView 50 high right under it").
    @Test("VFL with metrics, equal widths and vertical stacking, in an iPhone 8 window (375 wide, 2×)")
    func visualFormatMetricsAndPairs() throws {
        UIScreen.main = UIScreen(device: try #require(Device.named("iPhone 8")))
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView(frame: window.bounds)   // a view controller's root view
        window.addSubview(view)
        let viewA = UIView(), aView = UIView(), bView = UIView()
        for v in [viewA, aView, bView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let merticsDic: [String: Any] = ["x": 10]
        let viewsDic: [String: Any] = ["viewA": viewA]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "|-x-[viewA(20)]", options: .directionLeadingToTrailing,
                                                           metrics: merticsDic, views: viewsDic))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[viewA(20)]", options: [], metrics: nil, views: viewsDic))
        let pair = ["aView": aView, "bView": bView]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[aView]-40-[bView(==aView)]-20-|",
                                                           options: [], metrics: nil, views: pair))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[aView(40)][bView(50)]",
                                                           options: [], metrics: nil, views: pair))
        view.layoutIfNeeded()
        #expect(viewA.frame == CGRect(x: 10, y: 0, width: 20, height: 20))
        // (375 − 20 − 40 − 20) / 2 = 147.5 each: whole pixels at 2×.
        #expect(aView.frame == CGRect(x: 20, y: 20, width: 147.5, height: 40))
        #expect(bView.frame == CGRect(x: 207.5, y: 60, width: 147.5, height: 50))
    }

    /// A malformed format is an exception in UIKit; here it logs and gives no constraints, and the
    /// checked form throws UIKit's message with the column.
    @Test("a malformed format gives no constraints; the checked form names the column")
    func malformedFormat() {
        let viewA = UIView()
        let views: [String: Any] = ["viewA": viewA, "label": "not a view"]
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[viewA", options: [], metrics: nil, views: ["viewA": viewA]).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[viewA]", options: [], metrics: nil, views: views).isEmpty)
        do {
            _ = try NSLayoutConstraint.checkedConstraints(withVisualFormat: "H:|-20-[viewA", metrics: nil, views: ["viewA": viewA])
            Issue.record("a malformed format was accepted")
        } catch {
            guard case let .visualFormat(vfl) = error else { Issue.record("wrong error \(error)"); return }
            #expect(vfl.column == 13, "the missing ']' is after the last character")
        }
        #expect(throws: UIKitArgumentError.self) {
            try NSLayoutConstraint.checkedConstraints(withVisualFormat: "H:|-x-[viewA]", metrics: ["x": "ten"], views: ["viewA": viewA])
        }
    }

    /// Section 3.2: a 200 × 200 image at `H:|-50-[imageView]` and `V:|-50-[imageView]`, with width
    /// and height == 100 at priority 500. Compression resistance 501 wins: 200 × 200; 499 loses: 100 × 100.
    @Test("content compression: 501 beats the 500 size constraints, 499 does not", arguments: [(501, 200.0), (499, 100.0)])
    func compressionResistance(resistance: Int, side: Double) throws {
        UIImage.register(named: "testImage.jpg", size: CGSize(width: 200, height: 200))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let image = UIImage(named: "testImage.jpg")
        let imageView = UIImageView(image: image)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.setContentCompressionResistancePriority(UILayoutPriority(Double(resistance)), for: .horizontal)
        imageView.setContentCompressionResistancePriority(UILayoutPriority(Double(resistance)), for: .vertical)
        view.addSubview(imageView)
        let c1 = NSLayoutConstraint.constraints(withVisualFormat: "H:|-50-[imageView]", options: [], metrics: nil, views: ["imageView": imageView])
        view.addConstraints(c1)
        let c2 = NSLayoutConstraint.constraints(withVisualFormat: "V:|-50-[imageView]", options: [], metrics: nil, views: ["imageView": imageView])
        view.addConstraints(c2)
        let c3 = NSLayoutConstraint(item: imageView, attribute: .width, relatedBy: .equal, toItem: nil,
                                    attribute: .notAnAttribute, multiplier: 0, constant: 100)
        c3.priority = UILayoutPriority(500)
        view.addConstraint(c3)
        let c4 = NSLayoutConstraint(item: imageView, attribute: .height, relatedBy: .equal, toItem: nil,
                                    attribute: .notAnAttribute, multiplier: 0, constant: 100)
        c4.priority = UILayoutPriority(500)
        view.addConstraint(c4)
        window.layoutIfNeeded()
        #expect(try #require(image).size == CGSize(width: 200, height: 200))
        #expect(imageView.frame == CGRect(x: 50, y: 50, width: side, height: side))
        #expect(UIImage(named: "missing.png") == nil)
    }
}
