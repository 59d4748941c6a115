import Foundation

// The Core Graphics overlay's dictionary forms of points, sizes and rectangles, as
// `CGPointCreateDictionaryRepresentation` and its siblings make them: numbers under "X", "Y",
// "Width" and "Height", read back by `init?(dictionaryRepresentation:)`.

/// The number under `key` of a geometry dictionary, or nil when it has none.
private func number(_ dict: CFDictionary, _ key: String) -> CGFloat? {
  switch (dict as NSDictionary)[key] {
  case let n as NSNumber: CGFloat(n.doubleValue)
  case let d as Double: CGFloat(d)
  case let f as CGFloat: f
  case let i as Int: CGFloat(i)
  default: nil
  }
}

extension CGPoint {
  /// The point as a dictionary: `["X": x, "Y": y]`.
  public var dictionaryRepresentation: CFDictionary {
    ["X": NSNumber(value: Double(x)), "Y": NSNumber(value: Double(y))] as NSDictionary
  }

  /// The point a dictionary from `dictionaryRepresentation` holds; nil when a key is missing.
  public init?(dictionaryRepresentation dict: CFDictionary) {
    guard let x = number(dict, "X"), let y = number(dict, "Y") else { return nil }
    self.init(x: x, y: y)
  }
}

extension CGSize {
  /// The size as a dictionary: `["Width": width, "Height": height]`.
  public var dictionaryRepresentation: CFDictionary {
    ["Width": NSNumber(value: Double(width)), "Height": NSNumber(value: Double(height))]
      as NSDictionary
  }

  /// The size a dictionary from `dictionaryRepresentation` holds; nil when a key is missing.
  public init?(dictionaryRepresentation dict: CFDictionary) {
    guard let w = number(dict, "Width"), let h = number(dict, "Height") else { return nil }
    self.init(width: w, height: h)
  }
}

extension CGRect {
  /// The rectangle as a dictionary of its origin's "X" and "Y" and its "Width" and "Height".
  public var dictionaryRepresentation: CFDictionary {
    [
      "X": NSNumber(value: Double(origin.x)), "Y": NSNumber(value: Double(origin.y)),
      "Width": NSNumber(value: Double(size.width)), "Height": NSNumber(value: Double(size.height)),
    ] as NSDictionary
  }

  /// The rectangle a dictionary from `dictionaryRepresentation` holds; nil when a key is
  /// missing.
  public init?(dictionaryRepresentation dict: CFDictionary) {
    guard let x = number(dict, "X"), let y = number(dict, "Y"), let w = number(dict, "Width"),
      let h = number(dict, "Height")
    else { return nil }
    self.init(x: x, y: y, width: w, height: h)
  }
}
