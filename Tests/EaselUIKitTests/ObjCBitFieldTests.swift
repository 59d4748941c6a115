import Testing

@testable import EaselUIKit

/// What a C bit-field keeps of a value stored in it (clang's code): the low bits, sign-extended
/// for a signed field.
@Suite struct ObjCBitFieldTests {
  @Test(arguments: [
    (UInt32(2), 1, UInt32(0)), (UInt32(3), 1, UInt32(1)), (UInt32(17), 4, UInt32(1)),
    (UInt32.max, 32, UInt32.max), (UInt32(9), 3, UInt32(1)),
  ])
  func unsignedFieldsKeepTheLowBits(value: UInt32, width: Int, kept: UInt32) {
    #expect(value.cBitField(width: width) == kept)
  }

  @Test(arguments: [
    (Int32(5), 3, Int32(-3)), (Int32(-2), 3, Int32(-2)), (Int32(4), 3, Int32(-4)),
    (Int32(1), 1, Int32(-1)), (Int32(-7), 32, Int32(-7)), (Int32(8), 4, Int32(-8)),
  ])
  func signedFieldsSignExtend(value: Int32, width: Int, kept: Int32) {
    #expect(value.cBitField(width: width) == kept)
  }

  @Test func aWideFieldOfANarrowTypeKeepsTheValue() {
    #expect(UInt8(200).cBitField(width: 8) == 200)
    #expect(Int16(-300).cBitField(width: 16) == -300)
  }
}
