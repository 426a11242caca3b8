import Testing
import Trellis

@Suite("EdgeInsets and DirectionalEdgeInsets")
struct EdgeInsetsTests {
    @Test("leading is left in left-to-right layouts and right in right-to-left ones")
    func directional() {
        let d = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(d.edgeInsets() == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(d.edgeInsets(rightToLeft: true) == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(d.edgeInsets(rightToLeft: true).directional(rightToLeft: true) == d)
    }

    @Test("sums and uniform insets")
    func sums() {
        let e = EdgeInsets(all: 8)
        #expect(e.horizontal == 16 && e.vertical == 16)
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
