import Foundation

// What Darwin's Foundation bridges and Linux's lacks: `CGFloat(truncating:)`,
// `CGFloat(exactly:)` from an `NSNumber`, and `CGFloat` values cast with `as? NSNumber`
// (and back with `as? CGFloat`). `Int(exactly:)`, `Double(truncating:)` and the casts of the
// standard numeric types already work on Linux.

extension CGFloat {
  /// The number's value, rounded if need be.
  public init(truncating number: NSNumber) { self.init(number.doubleValue) }

  /// The number's value if a `CGFloat` holds it exactly.
  public init?(exactly number: NSNumber) {
    guard let d = Double(exactly: number) else { return nil }
    self.init(d)
  }
}

extension CGFloat: @retroactive _ObjectiveCBridgeable {
  /// The bridged class.
  public typealias _ObjectiveCType = NSNumber

  /// Boxes the value.
  public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

  /// Unboxes a number.
  public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
    result = CGFloat(source.doubleValue)
  }

  /// Unboxes a number; always succeeds, as on Darwin (`as? CGFloat` of any number).
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSNumber, result: inout CGFloat?
  ) -> Bool {
    result = CGFloat(source.doubleValue)
    return true
  }

  /// Unboxes a number (0 for nil).
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
    CGFloat(source?.doubleValue ?? 0)
  }
}

/// A signed integer, as Foundation's `NSInteger` on Darwin (Linux Foundation lacks the alias).
public typealias NSInteger = Int

/// An unsigned integer, as Foundation's `NSUInteger` on Darwin.
public typealias NSUInteger = UInt
