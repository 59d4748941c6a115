import Foundation
import Testing

@testable import EaselObjC

/// C's `<`, `>`, `<=` and `>=` of two object pointers compare their addresses, whatever the
/// objects are (`a[j - gap] > temp` of two `NSNumber *`s, an element of an untyped array and a
/// local that may be nil). Swift has no order of objects; the translation took a Foundation
/// operator wanting two non-optional numbers (stkhapugin/SKSortView, a spent draw's: "value of
/// optional type 'NSNumber?' must be unwrapped", "cannot convert value of type 'Any?' to
/// expected argument type 'NSNumber'").
@Suite struct ObjCObjectOrderTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Sorter : UIView
    @end

    @implementation Sorter
    + (NSInteger)shift:(NSMutableArray *)a gap:(NSInteger)gap {
        NSInteger moved = 0;
        for (NSInteger i = gap; i < a.count; i += 1) {
            NSNumber *temp = a[i];
            NSInteger j;
            for (j = i; j >= gap && a[j - gap] > temp; j -= gap) {
                a[j] = a[j - gap];
                moved++;
            }
            a[j] = temp;
        }
        UIView *first = [[UIView alloc] init];
        UIView *second = [[UIView alloc] init];
        if (first <= second) { moved++; }
        return moved;
    }
    @end
    """

  @Test func objectsAreOrderedByAddress() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Sorter.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("ObjCObjectAddress.of(a?[objcIndex: j - gap]) > ObjCObjectAddress.of(temp)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
