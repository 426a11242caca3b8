import Testing
@testable import Trellis

/// Leading and trailing follow the layout direction; right to left they mirror the layout.
struct RightToLeftTests {
    func row(_ attribute: SemanticContentAttribute) -> (View, View) {
        let window = Window(screen: Screen(device: Device.named("retina4_7")!))
        window.semanticContentAttribute = attribute
        let a = View(), b = View()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            v.semanticContentAttribute = attribute
            window.addSubview(v)
        }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            a.topAnchor.constraint(equalTo: window.topAnchor), b.topAnchor.constraint(equalTo: window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        return (a, b)
    }

    @Test func leftToRight() {
        // a at 20, 50 wide; b from 78 to 355.
        let (a, b) = row(.forceLeftToRight)
        #expect(a.frame == Rect(x: 20, y: 0, width: 50, height: 10))
        #expect(b.frame == Rect(x: 78, y: 0, width: 277, height: 10))
    }

    @Test func rightToLeftMirrors() {
        // Mirrored in 375 points: a's right edge 20 from the right (x 305), b from 20 to 297.
        let (a, b) = row(.forceRightToLeft)
        #expect(a.frame == Rect(x: 305, y: 0, width: 50, height: 10))
        #expect(b.frame == Rect(x: 20, y: 0, width: 277, height: 10))
    }
}
