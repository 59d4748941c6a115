import Foundation

// UIKit's string forms of geometry ("{x, y}", "{{x, y}, {w, h}}", "{top, left, bottom,
// right}") and its NSCoder additions, which archive geometry under a key.

/// The numbers in a UIKit geometry string, in order (non-numbers are separators).
private func geometryNumbers(_ string: String) -> [CGFloat] {
  var numbers: [CGFloat] = []
  var current = ""
  func flush() {
    if let d = Double(current) { numbers.append(CGFloat(d)) }
    current = ""
  }
  for ch in string {
    if ch.isNumber || ch == "." || ch == "-" || ch == "+" || ch == "e" || ch == "E" {
      current.append(ch)
    } else {
      flush()
    }
  }
  flush()
  return numbers
}

private func number(_ numbers: [CGFloat], _ i: Int) -> CGFloat {
  numbers.indices.contains(i) ? numbers[i] : 0
}

private func format(_ v: CGFloat) -> String {
  v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(Double(v))"
}

/// "{x, y}", as `NSStringFromCGPoint`.
public func NSStringFromCGPoint(_ point: CGPoint) -> String {
  "{\(format(point.x)), \(format(point.y))}"
}
/// "{w, h}", as `NSStringFromCGSize`.
public func NSStringFromCGSize(_ size: CGSize) -> String {
  "{\(format(size.width)), \(format(size.height))}"
}
/// "{{x, y}, {w, h}}", as `NSStringFromCGRect`.
public func NSStringFromCGRect(_ rect: CGRect) -> String {
  "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}
/// "{top, left, bottom, right}", as `NSStringFromUIEdgeInsets`.
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
  "{\(format(insets.top)), \(format(insets.left)), \(format(insets.bottom)), \(format(insets.right))}"
}
/// The point in "{x, y}" (zero where missing), as `CGPointFromString`.
public func CGPointFromString(_ string: String) -> CGPoint {
  let n = geometryNumbers(string)
  return CGPoint(x: number(n, 0), y: number(n, 1))
}
/// The size in "{w, h}" (zero where missing), as `CGSizeFromString`.
public func CGSizeFromString(_ string: String) -> CGSize {
  let n = geometryNumbers(string)
  return CGSize(width: number(n, 0), height: number(n, 1))
}
/// The rectangle in "{{x, y}, {w, h}}" (zero where missing), as `CGRectFromString`.
public func CGRectFromString(_ string: String) -> CGRect {
  let n = geometryNumbers(string)
  return CGRect(x: number(n, 0), y: number(n, 1), width: number(n, 2), height: number(n, 3))
}
/// The insets in "{top, left, bottom, right}", as `UIEdgeInsetsFromString`.
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
  let n = geometryNumbers(string)
  return UIEdgeInsets(
    top: number(n, 0), left: number(n, 1), bottom: number(n, 2), right: number(n, 3))
}

extension NSCoder {
  /// The string form of a point, as `NSCoder.string(for:)`.
  public static func string(for point: CGPoint) -> String { NSStringFromCGPoint(point) }
  /// The string form of a size.
  public static func string(for size: CGSize) -> String { NSStringFromCGSize(size) }
  /// The string form of a rectangle.
  public static func string(for rect: CGRect) -> String { NSStringFromCGRect(rect) }
  /// The string form of edge insets.
  public static func string(for insets: UIEdgeInsets) -> String { NSStringFromUIEdgeInsets(insets) }
  /// The point a string describes, as `NSCoder.cgPoint(for:)`.
  public static func cgPoint(for string: String) -> CGPoint { CGPointFromString(string) }
  /// The size a string describes, as `NSCoder.cgSize(for:)`.
  public static func cgSize(for string: String) -> CGSize { CGSizeFromString(string) }
  /// The rectangle a string describes, as `NSCoder.cgRect(for:)`.
  public static func cgRect(for string: String) -> CGRect { CGRectFromString(string) }
  /// The insets a string describes, as `NSCoder.uiEdgeInsets(for:)`.
  public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
    UIEdgeInsetsFromString(string)
  }

  /// Archives a point under `key` (as its string form).
  public func encode(_ point: CGPoint, forKey key: String) {
    encode(NSStringFromCGPoint(point), forKey: key)
  }
  /// Archives a size under `key` (as its string form).
  public func encode(_ size: CGSize, forKey key: String) {
    encode(NSStringFromCGSize(size), forKey: key)
  }
  /// Archives a rectangle under `key` (as its string form).
  public func encode(_ rect: CGRect, forKey key: String) {
    encode(NSStringFromCGRect(rect), forKey: key)
  }
  /// Archives edge insets under `key` (as its string form).
  public func encode(_ insets: UIEdgeInsets, forKey key: String) {
    encode(NSStringFromUIEdgeInsets(insets), forKey: key)
  }
  /// The point archived under `key` (zero when absent), as `cgPoint(forKey:)`.
  public func cgPoint(forKey key: String) -> CGPoint {
    (decodeObject(forKey: key) as? String).map(CGPointFromString) ?? .zero
  }
  /// The size archived under `key` (zero when absent).
  public func cgSize(forKey key: String) -> CGSize {
    (decodeObject(forKey: key) as? String).map(CGSizeFromString) ?? .zero
  }
  /// The rectangle archived under `key` (zero when absent).
  public func cgRect(forKey key: String) -> CGRect {
    (decodeObject(forKey: key) as? String).map(CGRectFromString) ?? .zero
  }
  /// The insets archived under `key` (zero when absent).
  public func uiEdgeInsets(forKey key: String) -> UIEdgeInsets {
    (decodeObject(forKey: key) as? String).map(UIEdgeInsetsFromString) ?? .zero
  }
}
