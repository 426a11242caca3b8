import Testing
import Trellis

/// `Rect` mirrors `CGRect`: edge accessors and set operations work on the standardized rectangle,
/// `null` is the result of a non-overlapping intersection.
@Suite("Rect")
struct RectTests {
    @Test("edges of a positive rectangle")
    func edges() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect([r.minX, r.midX, r.maxX] == [10, 60, 110])
        #expect([r.minY, r.midY, r.maxY] == [20, 45, 70])
        #expect(r.width == 100 && r.height == 50)
        #expect(r.center == Point(x: 60, y: 45))
    }

    @Test("a negative size is standardized by the accessors (CGRect semantics)")
    func negativeSize() {
        let r = Rect(x: 100, y: 100, width: -50, height: -20)
        #expect(r.standardized == Rect(x: 50, y: 80, width: 50, height: 20))
        #expect(r.minX == 50 && r.maxX == 100 && r.minY == 80 && r.maxY == 100)
        #expect(r.width == 50 && r.height == 20)
    }

    @Test("zero, null and empty")
    func zeroNullEmpty() {
        #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(Rect.zero.isEmpty && !Rect.zero.isNull)
        #expect(Rect.null.isNull && Rect.null.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 10, height: 0).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: 10, height: 1).isEmpty)
    }

    @Test("insetBy(dx:dy:) shrinks both sides; too large an inset gives null (CGRectInset)")
    func insetBy() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(r.insetBy(dx: -10, dy: 0) == Rect(x: -10, y: 0, width: 120, height: 50))
        #expect(r.insetBy(dx: 60, dy: 0).isNull)
    }

    @Test("inset(by: EdgeInsets) is UIEdgeInsetsInsetRect: plain arithmetic, may go negative")
    func insetByEdgeInsets() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(r.inset(by: EdgeInsets(top: 0, left: 80, bottom: 0, right: 40)) == Rect(x: 80, y: 0, width: -20, height: 50))
    }

    @Test("offsetBy moves the standardized rectangle")
    func offset() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2) == Rect(x: 11, y: 0, width: 3, height: 4))
        #expect(Rect.null.offsetBy(dx: 1, dy: 1).isNull)
    }

    @Test("union covers both; null is the identity of union")
    func union() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 20, y: 5, width: 10, height: 10)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 30, height: 15))
        #expect(a.union(.null) == a && Rect.null.union(b) == b)
    }

    @Test("intersection: overlap, disjoint → null, shared edge → null")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)).isNull)
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)).isNull)
        #expect(a.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
    }

    @Test("contains(Point) includes the min edges and excludes the max edges (CGRectContainsPoint)")
    func containsPoint() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(r.contains(Point(x: 9.999, y: 5)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(!r.contains(Point(x: 5, y: 10)))
        #expect(!Rect.null.contains(Point(x: 0, y: 0)))
    }

    @Test("contains(Rect)")
    func containsRect() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(r.contains(Rect(x: 2, y: 2, width: 3, height: 3)))
        #expect(!r.contains(Rect(x: 8, y: 8, width: 3, height: 3)))
    }

    @Test("integral rounds the origin down and the far edge up")
    func integral() {
        #expect(Rect(x: 0.5, y: 1.2, width: 10, height: 2.1).integral == Rect(x: 0, y: 1, width: 11, height: 3))
    }

    @Test("applying a transform gives the bounding box of the corners")
    func applying() {
        let r = Rect(x: 0, y: 0, width: 20, height: 10)
        // 90° rotation: (x, y) → (−y, x); corners (0,0) (20,0) (0,10) (20,10) → (0,0) (0,20) (−10,0) (−10,20).
        let rotated = r.applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX - -10) < 1e-9 && abs(rotated.minY - 0) < 1e-9)
        #expect(abs(rotated.width - 10) < 1e-9 && abs(rotated.height - 20) < 1e-9)
        #expect(r.applying(AffineTransform(scaleX: 2, y: 3)) == Rect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test("Codable round trip")
    func codable() throws {
        let r = Rect(x: 1, y: 2, width: 3, height: 4)
        let data = try JSONEncoder().encode(r)
        #expect(try JSONDecoder().decode(Rect.self, from: data) == r)
    }
}

import Foundation
