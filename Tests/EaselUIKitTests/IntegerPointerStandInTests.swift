import EaselUIKit
import Foundation
import Testing

/// A pointer C makes from an integer (`(const CGPathRef)1`), which Objective-C code uses as a
/// sentinel (FXPageControl's dot shapes, a spent draw's), is a stand-in object of the
/// pointer's type: the same object for the same integer, equal only to itself (an empty path
/// is not it), and ordered as the integer, below every real object.
@Suite struct IntegerPointerStandInTests {
  @Test func aStandInIsEqualOnlyToItselfAndOrdersAsItsInteger() {
    let circle = ObjCIntegerPointer.standIn(1, as: CGPath.self)
    let square = ObjCIntegerPointer.standIn(2, as: CGPath.self)
    #expect(circle === ObjCIntegerPointer.standIn(1, as: CGPath.self))
    #expect(circle == ObjCIntegerPointer.standIn(1, as: CGPath.self))
    #expect(circle != square)
    #expect(circle != CGMutablePath())
    #expect(CGMutablePath() == CGMutablePath())
    #expect(ObjCObjectAddress.of(circle) == 1)
    #expect(ObjCObjectAddress.of(square) == 2)
    #expect(ObjCObjectAddress.of(CGPath(rect: .zero, transform: nil)) > 3)
  }
}
