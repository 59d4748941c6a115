import Foundation

// `NSValue` boxes of geometry and transforms, as UIKit (UIGeometry.h's
// `NSValueUIGeometryExtensions`) and Core Animation add them on iOS. Linux Foundation's
// `NSValue(bytes:objCType:)` cannot encode structs, so a transform is boxed as an array of its
// sixteen entries (`[16d]`), edge insets as four (`[4d]`), a vector or an offset as two (`[2d]`).

extension NSValue {
  /// Boxes a point.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// Boxes a size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// Boxes a rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// The boxed point.
  public var cgPointValue: CGPoint { pointValue }
  /// The boxed size.
  public var cgSizeValue: CGSize { sizeValue }
  /// The boxed rectangle.
  public var cgRectValue: CGRect { rectValue }

  /// Boxes a vector.
  public convenience init(cgVector vector: CGVector) {
    self.init(doubles: [vector.dx, vector.dy], type: NSValue.pairType)
  }
  /// Boxes edge insets.
  public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
    self.init(
      doubles: [insets.top, insets.left, insets.bottom, insets.right], type: NSValue.quadType)
  }
  /// Boxes directional edge insets.
  public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
    self.init(
      doubles: [insets.top, insets.leading, insets.bottom, insets.trailing],
      type: NSValue.quadType)
  }
  /// Boxes an offset.
  public convenience init(uiOffset offset: UIOffset) {
    self.init(doubles: [offset.horizontal, offset.vertical], type: NSValue.pairType)
  }
  /// The boxed vector (`.zero` when the value holds something else).
  public var cgVectorValue: CGVector {
    let d = doubles(NSValue.pairType)
    return CGVector(dx: d[0], dy: d[1])
  }
  /// The boxed edge insets (`.zero` when the value holds something else).
  public var uiEdgeInsetsValue: UIEdgeInsets {
    let d = doubles(NSValue.quadType)
    return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
  }
  /// The boxed directional edge insets (`.zero` when the value holds something else).
  public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
    let d = doubles(NSValue.quadType)
    return NSDirectionalEdgeInsets(top: d[0], leading: d[1], bottom: d[2], trailing: d[3])
  }
  /// The boxed offset (`.zero` when the value holds something else).
  public var uiOffsetValue: UIOffset {
    let d = doubles(NSValue.pairType)
    return UIOffset(horizontal: d[0], vertical: d[1])
  }

  /// Boxes a 3D transform.
  public convenience init(caTransform3D t: CATransform3D) {
    var entries: [Double] = [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ].map(Double.init)
    self.init(bytes: &entries, objCType: NSValue.transform3DType)
  }

  /// The boxed 3D transform (the identity when the value holds something else).
  public var caTransform3DValue: CATransform3D {
    guard String(cString: objCType) == NSValue.transform3DType else {
      return CATransform3D()
    }
    var e = [Double](repeating: 0, count: 16)
    e.withUnsafeMutableBytes { if let base = $0.baseAddress { getValue(base) } }
    let c = e.map { CGFloat($0) }
    return CATransform3D(
      m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7],
      m31: c[8], m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14],
      m44: c[15])
  }

  /// Boxes an affine transform (as a 3D transform).
  public convenience init(cgAffineTransform t: CGAffineTransform) {
    self.init(caTransform3D: CATransform3DMakeAffineTransform(t))
  }

  /// The boxed affine transform.
  public var cgAffineTransformValue: CGAffineTransform {
    CATransform3DGetAffineTransform(caTransform3DValue)
  }

  private static let transform3DType = "[16d]"
  /// Two `CGFloat` fields: a vector, an offset.
  private static let pairType = "[2d]"
  /// Four `CGFloat` fields: edge insets, directional or not, which iOS lays out alike.
  private static let quadType = "[4d]"

  private convenience init(doubles: [CGFloat], type: String) {
    var entries = doubles.map(Double.init)
    self.init(bytes: &entries, objCType: type)
  }

  /// The boxed fields when the value holds `type`, zeros otherwise.
  private func doubles(_ type: String) -> [CGFloat] {
    let count = type == NSValue.pairType ? 2 : 4
    guard String(cString: objCType) == type else { return Array(repeating: 0, count: count) }
    var e = [Double](repeating: 0, count: count)
    e.withUnsafeMutableBytes { if let base = $0.baseAddress { getValue(base) } }
    return e.map { CGFloat($0) }
  }
}

/// Whether two transforms are equal, as `CATransform3DEqualToTransform`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// The inverse of `t`, or `t` itself when it has none, as `CATransform3DInvert`.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  let m: [Double] = [
    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
  ].map(Double.init)
  var a = m
  var inv = [Double](repeating: 0, count: 16)
  for i in 0..<4 { inv[i * 4 + i] = 1 }
  for col in 0..<4 {
    guard let pivot = (col..<4).max(by: { abs(a[$0 * 4 + col]) < abs(a[$1 * 4 + col]) }),
      abs(a[pivot * 4 + col]) > 1e-12
    else { return t }
    for k in 0..<4 {
      a.swapAt(col * 4 + k, pivot * 4 + k)
      inv.swapAt(col * 4 + k, pivot * 4 + k)
    }
    let d = a[col * 4 + col]
    for k in 0..<4 {
      a[col * 4 + k] /= d
      inv[col * 4 + k] /= d
    }
    for r in 0..<4 where r != col {
      let f = a[r * 4 + col]
      for k in 0..<4 {
        a[r * 4 + k] -= f * a[col * 4 + k]
        inv[r * 4 + k] -= f * inv[col * 4 + k]
      }
    }
  }
  let c = inv.map { CGFloat($0) }
  return CATransform3D(
    m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7],
    m31: c[8], m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14], m44: c[15])
}
