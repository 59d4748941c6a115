import EaselUIKit
import Foundation
import Testing

/// `NSNumber` and `NSValue` bridging as on Darwin, and the playground literals.
@MainActor
@Suite struct BridgingTests {
  @Test func cgFloatBridgesToNSNumber() {
    let any: Any = CGFloat(2.5)
    #expect((any as? NSNumber)?.doubleValue == 2.5)
    let number: Any = NSNumber(value: 4.25)
    #expect(number as? CGFloat == 4.25)
    #expect(CGFloat(truncating: NSNumber(value: 7)) == 7)
    #expect(CGFloat(exactly: NSNumber(value: 1.5)) == 1.5)
    #expect(Int(exactly: NSNumber(value: 3)) == 3)
    #expect(Double(truncating: NSNumber(value: 2)) == 2)
  }

  /// `CFBridgingRetain` gives the object as a Core Foundation reference, as iOS gives the
  /// same pointer (it was a stub that returned nil and warned), and Core Foundation's version
  /// is above every iOS release constant, as Foundation's is.
  @Test func bridgingRetainGivesTheObject() {
    let view = UIView()
    #expect(CFBridgingRetain(view) === view)
    #expect(CFBridgingRetain(nil) == nil)
    #expect(kCFCoreFoundationVersionNumber > 1299)
  }

  /// `CFArrayCreate` over a C array of objects' addresses, as Objective-C's
  /// `(const void *[]){a.CGColor, b.CGColor}` is translated, gives an array of those objects,
  /// which `CGGradient` draws from (it was a stub that returned nil and warned).
  @Test func arrayCreatedFromObjectPointersHoldsTheObjects() throws {
    let red = UIColor.red.cgColor
    var values: [UnsafeRawPointer?] = [
      ObjCObjectPointer.opaque(red), ObjCObjectPointer.opaque(UIColor.blue.cgColor),
    ]
    let array = try #require(CFArrayCreate(nil, &values, 2, nil))
    #expect(array.count == 2)
    let first = array.first as? CGColor
    #expect(first === red)
    let colors = ObjCCompoundLiteral.storage([ObjCObjectPointer.opaque(red)])
    #expect(CFArrayCreate(kCFAllocatorDefault, colors, 1, nil)?.count == 1)
    #expect(CGGradient(colorsSpace: nil, colors: array, locations: nil) != nil)
  }

  @Test func transformsRoundTripThroughNSValue() {
    let t = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.5, 0, 0, 1)
    #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
    #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
    #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue.width == 3)
    #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3DIdentity)
    let inv = CATransform3DInvert(t)
    let id = CATransform3DConcat(t, inv)
    #expect(abs(id.m11 - 1) < 1e-9 && abs(id.m12) < 1e-9 && abs(id.m22 - 1) < 1e-9)
  }

  /// UIGeometry.h's `NSValueUIGeometryExtensions`: every box gives back what it boxed.
  @Test func uiGeometryRoundTripsThroughNSValue() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
    let directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
    #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
    #expect(NSValue(uiOffset: UIOffset(horizontal: 9, vertical: 10)).uiOffsetValue.vertical == 10)
    #expect(NSValue(cgVector: CGVector(dx: 11, dy: 12)).cgVectorValue == CGVector(dx: 11, dy: 12))
    let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)
    #expect(NSValue(cgAffineTransform: shear).cgAffineTransformValue == shear)
    #expect(NSValue(cgSize: CGSize(width: 13, height: 14)).cgSizeValue.height == 14)
    #expect(NSValue(cgPoint: .zero).uiEdgeInsetsValue == .zero)
  }

  @Test func colorLiteralMakesAColor() {
    let c: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    var (r, g): (CGFloat, CGFloat) = (0, 0)
    var (b, a): (CGFloat, CGFloat) = (0, 0)
    #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
    #expect(r == 1 && abs(g - 0.5) < 0.001 && b == 0 && a == 1)
    let missing = UIImage(imageLiteralResourceName: "no-such-image")
    #expect(missing.size == .zero)
  }

  /// Where the context wants a `CGColor`, the literal makes one (`layer.shadowColor = …`).
  @Test func colorLiteralMakesACGColorWhereOneIsExpected() {
    let layer = CALayer()
    layer.shadowColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    let components = layer.shadowColor?.components ?? []
    #expect(components.count == 4)
    #expect(zip(components, [0.2, 0.4, 0.6, 0.5]).allSatisfy { abs($0 - $1) < 0.001 })
  }

  /// The overlay's geometry comparisons: a rectangle equals its standardized self.
  @Test func geometryComparesAsCoreGraphicsDoes() {
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGSize(width: 1, height: 2).equalTo(.zero))
    #expect(
      CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)))
  }
}
