import Foundation
import Testing
import Trellis

/// `Rect` follows `CGRect`: a size may be negative; the edge accessors and `width`/`height` are those of
/// the standardized rectangle.
@Suite("Rect")
struct RectTests {
    @Test("edges of a positive rectangle")
    func edges() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect([r.minX, r.midX, r.maxX] == [10, 60, 110])
        #expect([r.minY, r.midY, r.maxY] == [20, 45, 70])
        #expect(r.width == 100 && r.height == 50)
    }

    @Test("a negative size is standardized by the accessors (CGRect semantics)")
    func negativeSize() {
        let r = Rect(x: 100, y: 100, width: -50, height: -20)
        #expect(r.standardized == Rect(x: 50, y: 80, width: 50, height: 20))
        #expect(r.minX == 50 && r.maxX == 100 && r.minY == 80 && r.maxY == 100)
        #expect(r.midX == 75 && r.midY == 90)
        #expect(r.width == 50 && r.height == 20)
    }

    @Test("empty and finite")
    func emptyFinite() {
        #expect(Rect.zero.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 10, height: 0).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: 10, height: 1).isEmpty)
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).isFinite)
        #expect(!Rect(x: .nan, y: 2, width: 3, height: 4).isFinite)
        #expect(!Rect(x: 1, y: 2, width: .infinity, height: 4).isFinite)
    }

    @Test("insetBy(dx:dy:) shrinks both sides of the standardized rectangle; negative values grow it")
    func insetBy() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(r.insetBy(dx: -10, dy: 0) == Rect(x: -10, y: 0, width: 120, height: 50))
        #expect(Rect(x: 100, y: 0, width: -100, height: 50).insetBy(dx: 10, dy: 0) == Rect(x: 10, y: 0, width: 80, height: 50))
    }

    @Test("inset(by: EdgeInsets) moves the origin by (left, top) and shrinks by the sums (UIEdgeInsetsInsetRect)")
    func insetByEdgeInsets() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 94, height: 46))
        // Insets larger than the rectangle give a negative size, as in UIKit.
        #expect(r.inset(by: EdgeInsets(top: 0, left: 80, bottom: 0, right: 40)) == Rect(x: 80, y: 0, width: -20, height: 50))
    }

    @Test("offsetBy moves the origin")
    func offset() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2) == Rect(x: 11, y: 0, width: 3, height: 4))
    }

    @Test("union covers both")
    func union() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 20, y: 5, width: 10, height: 10)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 30, height: 15))
        #expect(b.union(a) == a.union(b))
    }

    @Test("intersection: the overlap, nil when apart; touching edges give an empty overlap that does not intersect")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)) == nil)
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == Rect(x: 10, y: 0, width: 0, height: 5))
        #expect(a.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 20, y: 0, width: 5, height: 5)))
    }

    @Test("contains(Point) includes the min edges and excludes the max edges (CGRectContainsPoint)")
    func containsPoint() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(r.contains(Point(x: 9.999, y: 5)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(!r.contains(Point(x: 5, y: 10)))
        #expect(!r.contains(Point(x: -0.001, y: 5)))
    }

    @Test("applying a transform gives the bounding box of the corners")
    func applying() {
        let r = Rect(x: 0, y: 0, width: 20, height: 10)
        // 90° rotation: (x, y) → (−y, x); corners (0,0) (20,0) (0,10) (20,10) → (0,0) (0,20) (−10,0) (−10,20).
        let rotated = r.applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX - -10) < 1e-9 && abs(rotated.minY - 0) < 1e-9)
        #expect(abs(rotated.width - 10) < 1e-9 && abs(rotated.height - 20) < 1e-9)
        #expect(r.applying(AffineTransform(scaleX: 2, y: 3)) == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(r.applying(AffineTransform(translationX: 5, y: 5)) == Rect(x: 5, y: 5, width: 20, height: 10))
    }

    @Test("description prints whole numbers without a decimal point")
    func description() {
        #expect(Rect(x: 0, y: 12.5, width: 320, height: 44).description == "(0, 12.5, 320, 44)")
    }

    @Test("Codable round trip")
    func codable() throws {
        let r = Rect(x: 1, y: 2, width: 3, height: 4)
        let data = try JSONEncoder().encode(r)
        #expect(try JSONDecoder().decode(Rect.self, from: data) == r)
    }
}
