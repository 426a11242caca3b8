import Foundation

/// A 2-D affine transform (UIKit's `CGAffineTransform`), the matrix
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
/// applied to row vectors: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct AffineTransform: Hashable, Sendable, Codable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    /// Creates a transform from its six matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform (`CGAffineTransform.identity`).
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation (`CGAffineTransform(translationX:y:)`).
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale (`CGAffineTransform(scaleX:y:)`).
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (`CGAffineTransform(rotationAngle:)`); with UIKit's y-down
    /// coordinates a positive angle turns clockwise on screen.
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// True for the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2` (`CGAffineTransform.concatenating(_:)`): the matrix product `self × t2`.
    public func concatenating(_ t2: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t2.a + b * t2.c,
                        b: a * t2.b + b * t2.d,
                        c: c * t2.a + d * t2.c,
                        d: c * t2.b + d * t2.d,
                        tx: tx * t2.a + ty * t2.c + t2.tx,
                        ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation applied before this transform (`translatedBy(x:y:)`).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform (`scaledBy(x:y:)`).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform (`rotated(by:)`).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant `a·d − b·c`; zero for a transform that cannot be inverted.
    public var determinant: Double { a * d - b * c }

    /// The inverse transform (`CGAffineTransform.inverted()`). As in Core Graphics, a transform that
    /// cannot be inverted (determinant 0 or not finite) is returned unchanged.
    public func inverted() -> AffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det,
                               ty: (b * tx - a * ty) / det)
    }

    /// True when all six entries are finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    public var description: String {
        "[\(formatGeometry(a)), \(formatGeometry(b)), \(formatGeometry(c)), \(formatGeometry(d)), \(formatGeometry(tx)), \(formatGeometry(ty))]"
    }
}
