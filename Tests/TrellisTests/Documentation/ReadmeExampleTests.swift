import Testing
import Trellis

/// The library example in README.md, verbatim, gives the frame the README states.
struct ReadmeExampleTests {
    @Test func imageKeepsItsSizeAgainstAPriority500Width() {
        let window = Window(screen: Screen(device: Device.named("iPhone 8")!))
        let image = ImageView(image: Image(name: "photo", size: Size(width: 200, height: 200)))
        image.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(image)
        let width = image.widthAnchor.constraint(equalToConstant: 100)
        width.priority = 500
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
            image.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            width,
        ])
        window.layoutIfNeeded()
        // Compression resistance 750 beats the priority-500 width: the image keeps its 200 points.
        #expect(image.frame == Rect(x: 50, y: 50, width: 200, height: 200))
    }

    @Test func visualFormatExample() throws {
        let window = Window(screen: Screen(device: Device.named("retina4_7")!))
        let a = View(), b = View()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; window.addSubview(v) }
        let cs = try LayoutConstraint.constraints(withVisualFormat: "H:|-20-[a]-40-[b(==a)]-20-|",
                                                  options: [], metrics: nil, views: ["a": a, "b": b])
        LayoutConstraint.activate(cs)
        window.layoutIfNeeded()
        // (375 − 20 − 40 − 20) / 2 = 147.5 each.
        #expect(a.frame.origin.x == 20 && a.frame.width == 147.5)
        #expect(b.frame.origin.x == 207.5 && b.frame.width == 147.5)
    }
}
