import EaselObjC
import Foundation
import Testing

/// C's unsigned arithmetic is modulo 2^N (C11 6.2.5p9) and its conversion of an integer to
/// another is modulo the target's range (6.3.1.3; clang's to a signed type is two's complement
/// truncation): neither traps, where Swift's `-` and `Int32(_:)` do. The fifty-fourth draw's
/// HCLineChartView crashed drawing (SIGILL) on
/// `int lastXValue = arc4random_uniform(averageXValue * 2) - averageXValue;`, an unsigned
/// difference below zero converted to `int`. Signed overflow is undefined in C and keeps
/// Swift's trap.
@Suite struct ObjCUnsignedArithmeticTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Chart : UIView
    @property (nonatomic) NSUInteger index;
    @property (nonatomic) NSInteger level;
    @end
    @implementation Chart
    - (int)offsetFrom:(int)average {
        int last = arc4random_uniform(average * 2) - average;
        return last;
    }
    - (int)narrowed:(unsigned int)big {
        return (int)big;
    }
    - (NSUInteger)countDown:(NSUInteger)count {
        NSUInteger steps = 0;
        NSUInteger i = count;
        while (i-- > 0) {
            steps++;
        }
        return steps;
    }
    - (NSUInteger)difference:(NSInteger)a of:(NSUInteger)b {
        return a - b;
    }
    - (int)wrapping {
        unsigned char c = 255;
        c += 1;
        uint32_t u = 0;
        u -= 1;
        u--;
        u = -u;
        char s = 127;
        s++;
        int sum = 1;
        sum += 2;
        sum++;
        self.index -= 1;
        self.index++;
        self.level -= 1;
        return sum + c + s;
    }
    @end
    """

  /// Unsigned operators wrap and integer conversions truncate; signed ones are Swift's.
  @Test func unsignedArithmeticWrapsAndConversionsTruncate() throws {
    try ObjCTestSupport.expectTranslation(
      ["Chart.m": Self.source],
      containing: [
        // An unsigned difference below zero, converted to `int`.
        "Int32(truncatingIfNeeded: arc4random_uniform(UInt32(truncatingIfNeeded: average * 2)) &- UInt32(truncatingIfNeeded: average))",
        // `(int)` of a large `unsigned`.
        "Int32(truncatingIfNeeded: big)",
        // `NSUInteger` stepped below zero in a loop condition.
        "i &-= 1",
        "steps &+= 1",
        // `NSInteger - NSUInteger` is unsigned in C.
        "a &- b",
        // A `char`'s step and an `unsigned char`'s sum are computed in `int` and truncated.
        "c &+= 1",
        "s &+= 1",
        "u &-= 1",
        "(0 &- u)",
        "self.index &-= 1",
        "self.index &+= 1",
        "self.level -= 1",
        // Signed arithmetic keeps Swift's trap.
        "sum += 2",
        "sum += 1",
      ])
  }
}
