import Testing
@testable import Trellis

/// Seed 000: blue fills the top half, pink the bottom half; light green (4:1) and dark green (1:4)
/// are aspect-fit in them with five constraints each (required ratio, required <= container,
/// priority-750 == container) and centred.
@MainActor
struct Seed000AspectFitTests {
    struct Scene {
        let window: Window, blue: View, pink: View, light: View, dark: View
    }

    static func make(_ deviceID: String, _ orientation: Orientation, wrongWayRound: Bool = false) -> Scene {
        let screen = Screen(device: Device.named(deviceID)!, orientation: orientation)
        let window = Window(screen: screen)
        let blue = View(), pink = View(), light = View(), dark = View()
        for v in [blue, pink] { v.translatesAutoresizingMaskIntoConstraints = false; window.addSubview(v) }
        light.translatesAutoresizingMaskIntoConstraints = false; blue.addSubview(light)
        dark.translatesAutoresizingMaskIntoConstraints = false; pink.addSubview(dark)
        var cs = [
            blue.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            blue.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            blue.topAnchor.constraint(equalTo: window.topAnchor),
            pink.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            pink.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            pink.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            pink.topAnchor.constraint(equalTo: blue.bottomAnchor),
            pink.heightAnchor.constraint(equalTo: blue.heightAnchor),
        ]
        for (v, container, ratio) in [(light, blue, 4.0), (dark, pink, 0.25)] {
            cs.append(v.widthAnchor.constraint(equalTo: v.heightAnchor, multiplier: ratio))
            if wrongWayRound {
                cs.append(v.widthAnchor.constraint(greaterThanOrEqualTo: container.widthAnchor))
                cs.append(v.heightAnchor.constraint(greaterThanOrEqualTo: container.heightAnchor))
            } else {
                cs.append(v.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor))
                cs.append(v.heightAnchor.constraint(lessThanOrEqualTo: container.heightAnchor))
            }
            let w = v.widthAnchor.constraint(equalTo: container.widthAnchor); w.priority = .defaultHigh
            let h = v.heightAnchor.constraint(equalTo: container.heightAnchor); h.priority = .defaultHigh
            cs += [w, h, v.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                   v.centerYAnchor.constraint(equalTo: container.centerYAnchor)]
        }
        LayoutConstraint.activate(cs)
        window.layoutIfNeeded()
        return Scene(window: window, blue: blue, pink: pink, light: light, dark: dark)
    }

    @Test func iPhone6Portrait() {
        // 375×667 @2x: halves 333.5 high. Light green: width 375 (the binding limit), height 93.75,
        // centred at y 119.875; edges rounded to half points: 120 and 213.5 → height 93.5.
        // Dark green: height 333.5, width 83.375 at x 145.8125; edges 146 and 229 → width 83.
        let s = Self.make("retina4_7", .portrait)
        #expect(s.blue.frame == Rect(x: 0, y: 0, width: 375, height: 333.5))
        #expect(s.pink.frame == Rect(x: 0, y: 333.5, width: 375, height: 333.5))
        #expect(s.light.frame == Rect(x: 0, y: 120, width: 375, height: 93.5))
        #expect(s.dark.frame == Rect(x: 146, y: 0, width: 83, height: 333.5))
        #expect(s.window.layoutIssues.isEmpty)
    }

    @Test func iPhone6Landscape() {
        // 667×375: halves 187.5 high. Light green 667 × 166.75 at y 10.375 → edges 10.5 and 177.
        // Dark green 46.875 × 187.5 at x 310.0625 → edges 310 and 357.
        let s = Self.make("retina4_7", .landscapeRight)
        #expect(s.blue.frame == Rect(x: 0, y: 0, width: 667, height: 187.5))
        #expect(s.pink.frame == Rect(x: 0, y: 187.5, width: 667, height: 187.5))
        #expect(s.light.frame == Rect(x: 0, y: 10.5, width: 667, height: 166.5))
        #expect(s.dark.frame == Rect(x: 310, y: 0, width: 47, height: 187.5))
    }

    @Test func iPhone4sPortraitAndLandscape() {
        // 320×480: halves 240; light 320×80 at y 80; dark 60×240 at x 130.
        let p = Self.make("retina3_5", .portrait)
        #expect(p.blue.frame == Rect(x: 0, y: 0, width: 320, height: 240))
        #expect(p.pink.frame == Rect(x: 0, y: 240, width: 320, height: 240))
        #expect(p.light.frame == Rect(x: 0, y: 80, width: 320, height: 80))
        #expect(p.dark.frame == Rect(x: 130, y: 0, width: 60, height: 240))
        // 480×320: halves 160; light 480×120 at y 20; dark 40×160 at x 220.
        let l = Self.make("retina3_5", .landscapeLeft)
        #expect(l.blue.frame == Rect(x: 0, y: 0, width: 480, height: 160))
        #expect(l.pink.frame == Rect(x: 0, y: 160, width: 480, height: 160))
        #expect(l.window.layoutIssues.isEmpty)
        #expect(l.light.frame == Rect(x: 0, y: 20, width: 480, height: 120))
        #expect(l.dark.frame == Rect(x: 220, y: 0, width: 40, height: 160))
    }

    @Test func rotatingReSolvesIncrementally() {
        let s = Self.make("retina4_7", .portrait)
        let engine = s.window.autoLayout.engine!
        let updates = engine.incrementalUpdates
        s.window.screen.rotate(to: .landscapeRight)
        s.window.layoutIfNeeded()
        #expect(s.light.frame == Rect(x: 0, y: 10.5, width: 667, height: 166.5))
        // Same engine, no constraint re-added: only the root size edits changed.
        LayoutFixture.expectSameEngine(s.window, engine)
        #expect(engine.incrementalUpdates == updates)
    }

    @Test func wrongWayRoundGivesAspectFill() {
        // width >= blue.width and height >= blue.height: the smallest 4:1 box covering 375×333.5
        // is 1334×333.5, centred: x = (375 − 1334) / 2 = −479.5.
        let s = Self.make("retina4_7", .portrait, wrongWayRound: true)
        #expect(s.light.frame == Rect(x: -479.5, y: 0, width: 1334, height: 333.5))
        // Dark 1:4 covering 375×333.5: 375 × 1500 centred at y (333.5 − 1500) / 2 = −583.25 in pink;
        // in window space the edges are 333.5 − 583.25 = −249.75 and 1250.25, rounded to half points
        // (halves away from zero) −250 and 1250.5 → y −583.5 in pink, height 1500.5.
        #expect(s.dark.frame == Rect(x: 0, y: -583.5, width: 375, height: 1500.5))
    }
}
