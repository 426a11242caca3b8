import Dispatch
import Synchronization
import Testing
@testable import Trellis

/// Independent view trees may be laid out on different threads at once: each tree owns its
/// engine and solver, and nothing mutable is shared between trees (the process-wide settings —
/// the handlers, `View.defaultLayoutDirection`, `Label.defaultTextMeasurer` — are guarded, see
/// `ProcessWideSettings`).
struct ParallelLayoutTests {
    /// A chain of `n` views across a window, alternating widths by seed, with an aspect-fit view.
    static func frames(seed: Int) -> [Rect] {
        let device = Device.all[seed % Device.all.count]
        let window = Window(screen: Screen(device: device, orientation: seed % 2 == 0 ? .portrait : .landscapeRight))
        var previous: View?
        var views: [View] = []
        for i in 0..<12 {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
            var cs = [v.topAnchor.constraint(equalTo: window.topAnchor, constant: Double(8 + (seed + i) % 5)),
                      v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5)]
            if let p = previous {
                cs.append(v.leadingAnchor.constraint(equalTo: p.trailingAnchor, constant: 4))
                cs.append(v.widthAnchor.constraint(equalTo: p.widthAnchor))
            } else {
                cs.append(v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 4))
            }
            LayoutConstraint.activate(cs)
            previous = v
            views.append(v)
        }
        previous!.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -4).isActive = true
        window.layoutIfNeeded()
        return views.map(\.frame)
    }

    @Test func concurrentLayoutMatchesSerialLayout() {
        let seeds = Array(0..<64)
        let serial = seeds.map(Self.frames(seed:))
        let results = Mutex<[Int: [Rect]]>([:])
        DispatchQueue.concurrentPerform(iterations: seeds.count) { i in
            let frames = Self.frames(seed: seeds[i])
            results.withLock { $0[i] = frames }
        }
        let parallel = results.withLock { $0 }
        for i in seeds { #expect(parallel[i] == serial[i], "seed \(i)") }
        // Spot check one tree: iPhone 4s portrait (seed 0), 320 wide: 12 views and 13 gaps of 4
        // → width (320 − 52) / 12 = 22.333…, edges rounded to half points.
        #expect(serial[0][0] == Rect(x: 4, y: 8, width: 22.5, height: 11))
    }
}
