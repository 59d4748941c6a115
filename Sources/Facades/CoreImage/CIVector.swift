public import CoreGraphics
import Foundation

/// A vector of numbers for a filter's parameters, as `CIVector`: points, rectangles
/// (x, y, width, height) and transforms (a, b, c, d, tx, ty) are vectors.
open class CIVector: NSObject, NSCopying {
  private let numbers: [CGFloat]

  /// Creates a vector from `count` numbers at `values`.
  public init(values: UnsafePointer<CGFloat>, count: Int) {
    numbers = count > 0 ? Array(UnsafeBufferPointer(start: values, count: count)) : []
    super.init()
  }

  private init(_ numbers: [CGFloat]) {
    self.numbers = numbers
    super.init()
  }

  public convenience init(x: CGFloat) { self.init([x]) }
  public convenience init(x: CGFloat, y: CGFloat) { self.init([x, y]) }
  public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init([x, y, z]) }
  public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
    self.init([x, y, z, w])
  }
  /// A point: x, y.
  public convenience init(cgPoint p: CGPoint) { self.init([p.x, p.y]) }
  /// A rectangle: x, y, width, height.
  public convenience init(cgRect r: CGRect) {
    self.init([r.origin.x, r.origin.y, r.size.width, r.size.height])
  }
  /// A transform: a, b, c, d, tx, ty.
  public convenience init(cgAffineTransform t: CGAffineTransform) {
    self.init([t.a, t.b, t.c, t.d, t.tx, t.ty])
  }
  /// Reads "[x y …]", as `stringRepresentation` writes.
  public convenience init(string representation: String) {
    self.init(CINumberList.read(representation))
  }

  /// The number at `index`; 0 past the end, as on iOS.
  open func value(at index: Int) -> CGFloat {
    index >= 0 && index < numbers.count ? numbers[index] : 0
  }
  open var count: Int { numbers.count }
  open var x: CGFloat { value(at: 0) }
  open var y: CGFloat { value(at: 1) }
  open var z: CGFloat { value(at: 2) }
  open var w: CGFloat { value(at: 3) }
  open var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
  open var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
  open var cgAffineTransformValue: CGAffineTransform {
    CGAffineTransform(
      a: value(at: 0), b: value(at: 1), c: value(at: 2), d: value(at: 3), tx: value(at: 4),
      ty: value(at: 5))
  }
  /// "[x y …]".
  open var stringRepresentation: String {
    "[" + CINumberList.written(numbers) + "]"
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? CIVector)?.numbers == numbers
  }

  open override var hash: Int { numbers.hashValue }

  open override var description: String { "<CIVector \(stringRepresentation)>" }
}
