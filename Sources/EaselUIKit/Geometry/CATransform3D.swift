import Foundation

/// A 4×4 homogeneous transform, as Core Animation's `CATransform3D` (row-vector convention:
/// a point is `[x y z 1] · M`).
///
/// Differs from UIKit: only the affine part (m11, m12, m21, m22, m41, m42) is drawn; depth
/// and perspective (m34 and friends) are kept but not rendered (listed in COVERAGE.md).
public struct CATransform3D: Hashable, Sendable {
  /// Matrix entries, row by row.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// Row 2 of the matrix.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// Row 3 of the matrix.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// Row 4 of the matrix.
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// Creates the identity transform.
  public init() {
    (m11, m12, m13, m14) = (1, 0, 0, 0)
    (m21, m22, m23, m24) = (0, 1, 0, 0)
    (m31, m32, m33, m34) = (0, 0, 1, 0)
    (m41, m42, m43, m44) = (0, 0, 0, 1)
  }

  /// Creates a transform from all sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// `self` followed by `b` (`CATransform3DConcat(self, b)`).
  func concatenating(_ b: CATransform3D) -> CATransform3D {
    let a = self
    func row(_ r0: CGFloat, _ r1: CGFloat, _ r2: CGFloat, _ r3: CGFloat) -> [CGFloat] {
      [
        r0 * b.m11 + r1 * b.m21 + r2 * b.m31 + r3 * b.m41,
        r0 * b.m12 + r1 * b.m22 + r2 * b.m32 + r3 * b.m42,
        r0 * b.m13 + r1 * b.m23 + r2 * b.m33 + r3 * b.m43,
        r0 * b.m14 + r1 * b.m24 + r2 * b.m34 + r3 * b.m44,
      ]
    }
    let r1 = row(a.m11, a.m12, a.m13, a.m14)
    let r2 = row(a.m21, a.m22, a.m23, a.m24)
    let r3 = row(a.m31, a.m32, a.m33, a.m34)
    let r4 = row(a.m41, a.m42, a.m43, a.m44)
    return CATransform3D(
      m11: r1[0], m12: r1[1], m13: r1[2], m14: r1[3],
      m21: r2[0], m22: r2[1], m23: r2[2], m24: r2[3],
      m31: r3[0], m32: r3[1], m33: r3[2], m34: r3[3],
      m41: r4[0], m42: r4[1], m43: r4[2], m44: r4[3])
  }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `t` has no depth or perspective, so that it is exactly an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D()
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; a zero axis gives the identity.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let len = (x * x + y * y + z * z).squareRoot()
  guard len > 0, len.isFinite, angle.isFinite else { return CATransform3D() }
  let (ux, uy, uz) = (x / len, y / len, z / len)
  let (c, s) = (cos(angle), sin(angle))
  let k = 1 - c
  return CATransform3D(
    m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
    m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
    m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

/// `t` with a translation applied first.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` with a scale applied first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` with a rotation applied first.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// The 3D transform equal to the affine transform `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
