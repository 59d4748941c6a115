import Foundation

// C's conversion of a floating value to an integer type (`(int)x`, `NSUInteger i = roundf(f)`),
// which Swift's `Int(x)` traps on where C does not: a NaN, an infinity or a value out of the
// type's range. C leaves the result undefined; translated Objective-C gets what clang's
// x86-64 code gives (`cvttsd2si`), so that a view computing an index from a NaN width draws
// as it does in the simulator instead of ending the agent.

extension FixedWidthInteger {
  /// `value` converted as C converts it on x86-64: truncated toward zero when the type holds
  /// the result; otherwise what the processor's truncating conversion gives. A 64-bit or
  /// 32-bit signed type then gets its minimum (`Int.min`, `Int32.min`), a narrower signed or
  /// unsigned type the low bits of the 32-bit result (0 for a NaN), `UInt32` the low bits of
  /// the 64-bit result, and `UInt` the 64-bit result's bits (`1 << 63` for a NaN, 0 past
  /// `UInt.max`, a negative value's two's complement).
  public init<F: BinaryFloatingPoint>(cConverting value: F) {
    let x = Double(value)
    switch (Self.isSigned, Self.bitWidth) {
    case (true, 64...), (false, 33..<64):
      self.init(truncatingIfNeeded: Self.convertedTo64(x))
    case (false, 64...):
      // Past `Int64.max`, clang converts `x - 2^63` and sets the top bit.
      let top = 9_223_372_036_854_775_808.0
      let bits =
        x >= top
        ? UInt64(bitPattern: Self.convertedTo64(x - top)) ^ (1 << 63)
        : UInt64(bitPattern: Self.convertedTo64(x))
      self.init(truncatingIfNeeded: bits)
    case (false, 32):
      self.init(truncatingIfNeeded: Self.convertedTo64(x))
    default:
      self.init(truncatingIfNeeded: Self.convertedTo32(x))
    }
  }

  /// `cvttsd2si` into a 64-bit register: `Int64.min` for a NaN or a value out of range.
  private static func convertedTo64(_ x: Double) -> Int64 {
    guard x >= -9_223_372_036_854_775_808.0, x < 9_223_372_036_854_775_808.0 else { return .min }
    return Int64(x)
  }

  /// `cvttsd2si` into a 32-bit register: `Int32.min` for a NaN or a value out of range.
  private static func convertedTo32(_ x: Double) -> Int32 {
    guard x > -2_147_483_649.0, x < 2_147_483_648.0 else { return .min }
    return Int32(x)
  }
}
