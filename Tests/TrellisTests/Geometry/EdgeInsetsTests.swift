import Testing
import Trellis

@Suite("EdgeInsets and DirectionalEdgeInsets")
struct EdgeInsetsTests {
    @Test("leading is left in left-to-right layouts and right in right-to-left ones")
    func directional() {
        let d = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(d.resolved(rightToLeft: false) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(d.resolved(rightToLeft: true) == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(DirectionalEdgeInsets(d.resolved(rightToLeft: true), rightToLeft: true) == d)
        #expect(DirectionalEdgeInsets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), rightToLeft: false) == d)
    }

    @Test("insets add edge by edge")
    func sums() {
        let a = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), b = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        #expect(a + b == EdgeInsets(top: 28, left: 16, bottom: 8, right: 16))
        #expect(EdgeInsets.zero + b == b)
        #expect(b.description == "{8, 16, 8, 16}")
    }
}
