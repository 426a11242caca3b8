import Testing
@testable import Trellis

/// Size classes per device and orientation (Apple's HIG table), and `traitCollectionDidChange`
/// on rotation, with a layout that follows the new traits.
@MainActor
struct TraitCollectionTests {
    @Test func sizeClassesFollowTheDeviceAndOrientation() {
        func classes(_ id: String, _ o: Orientation) -> (UserInterfaceSizeClass, UserInterfaceSizeClass) {
            let t = TraitCollection(screen: Screen(device: Device.named(id)!, orientation: o))
            return (t.horizontalSizeClass, t.verticalSizeClass)
        }
        #expect(classes("retina4_7", .portrait) == (.compact, .regular))
        #expect(classes("retina4_7", .landscapeLeft) == (.compact, .compact))
        #expect(classes("retina5_5", .landscapeLeft) == (.regular, .compact))   // Plus: regular width
        #expect(classes("retina6_5", .landscapeRight) == (.regular, .compact))  // Max
        #expect(classes("ipad9_7", .landscapeLeft) == (.regular, .regular))
        let outside = View()
        #expect(outside.traitCollection == TraitCollection())
        let window = LayoutFixture.window("retina5_9")
        #expect(window.traitCollection.displayScale == 3)
        #expect(window.traitCollection.preferredContentSizeCategory == .large)
        #expect(window.traitCollection.userInterfaceIdiom == .phone)
    }

    /// A header that lays its two halves side by side in compact height and stacked otherwise,
    /// switching in `traitCollectionDidChange`, as UIKit code does. iPhone 8 portrait: the halves
    /// are 375×100 one above the other; landscape (667×375, compact height): 333.5… each side by
    /// side, rounded to the 2× pixel grid.
    final class Header: View {
        let stack = StackView()
        var previous: [TraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            previous.append(previousTraitCollection)
            stack.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
        }
    }

    final class Screenful: ViewController {
        let header = Header()
        var heard: [UserInterfaceSizeClass?] = []
        override func loadView() { view = header }
        override func viewDidLoad() {
            let s = header.stack
            s.translatesAutoresizingMaskIntoConstraints = false
            s.distribution = .fillEqually
            header.addSubview(s)
            for _ in 0..<2 {
                let half = View()
                half.heightAnchor.constraint(equalToConstant: 100).isActive = true
                s.addArrangedSubview(half)
            }
            LayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: header.leadingAnchor),
                                       s.trailingAnchor.constraint(equalTo: header.trailingAnchor),
                                       s.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor)])
        }
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            heard.append(previousTraitCollection?.verticalSizeClass)
        }
    }

    @Test func rotationChangesTheTraitsAndTheLayoutFollows() throws {
        let window = LayoutFixture.window("retina4_7")
        let vc = Screenful()
        window.rootViewController = vc
        window.layoutIfNeeded()
        // Moving into the window changed the traits from unspecified.
        #expect(vc.heard == [.unspecified])
        #expect(vc.header.stack.axis == .vertical)
        let halves = vc.header.stack.arrangedSubviews
        #expect(halves.map(\.frame) == [Rect(x: 0, y: 0, width: 375, height: 100), Rect(x: 0, y: 100, width: 375, height: 100)])
        #expect(vc.header.stack.frame == Rect(x: 0, y: 20, width: 375, height: 200))

        window.screen.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(vc.heard == [.unspecified, .regular])
        let last = try #require(vc.header.previous.last ?? nil)
        #expect(last.verticalSizeClass == .regular && last.horizontalSizeClass == .compact)
        #expect(vc.header.traitCollection.verticalSizeClass == .compact)
        #expect(halves.map(\.frame) == [Rect(x: 0, y: 0, width: 333.5, height: 100), Rect(x: 333.5, y: 0, width: 333.5, height: 100)])
        // A home-button iPhone hides the status bar in landscape: the header starts at 0.
        #expect(vc.header.stack.frame == Rect(x: 0, y: 0, width: 667, height: 100))

        // Turning within the same size classes announces nothing.
        window.screen.rotate(to: .landscapeRight)
        #expect(vc.heard.count == 2)
        // The content size category is a trait too.
        window.screen.preferredContentSizeCategory = .extraExtraLarge
        #expect(vc.heard.count == 3)
        #expect(vc.header.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
    }
}
