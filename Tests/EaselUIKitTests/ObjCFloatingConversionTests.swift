import Foundation
import Testing

@testable import EaselUIKit

/// `init(cConverting:)` gives what C's conversion of a floating value to an integer type
/// gives on x86-64, where Swift's `Int(x)` traps: truncation toward zero in range; otherwise
/// the processor's "integer indefinite" value (a signed 64- or 32-bit type's minimum) or the
/// low bits of the wider conversion.
@Suite struct ObjCFloatingConversionTests {
  @Test func valuesInRangeTruncateTowardZero() {
    #expect(Int(cConverting: 2.9) == 2)
    #expect(Int(cConverting: -2.9) == -2)
    #expect(Int32(cConverting: CGFloat(17.5)) == 17)
    #expect(UInt(cConverting: Float(3.5)) == 3)
    #expect(UInt8(cConverting: 200.7) == 200)
  }

  @Test func nanAndOutOfRangeValuesGiveWhatX86Gives() {
    #expect(Int(cConverting: Double.nan) == Int.min)
    #expect(Int(cConverting: CGFloat.infinity) == Int.min)
    #expect(Int32(cConverting: Double.nan) == Int32.min)
    #expect(Int32(cConverting: 3e9) == Int32.min)
    #expect(Int16(cConverting: Double.nan) == 0)
    #expect(UInt32(cConverting: Double.nan) == 0)
    #expect(UInt32(cConverting: -1.0) == UInt32.max)
    #expect(UInt(cConverting: Double.nan) == 1 << 63)
    #expect(UInt(cConverting: -1.0) == UInt.max)
    #expect(UInt(cConverting: 1e19) == 10_000_000_000_000_000_000)
    #expect(UInt(cConverting: 1e20) == 0)
  }
}
