import EaselObjC
import Foundation
import Testing

/// An array's element read by index (`items[i]`, `[items objectAtIndex:i]`, an `id`'s
/// `title[@"rows"][row]`) is read as `-[NSArray objectAtIndexedSubscript:]` reads it, past the
/// end raising `NSRangeException` with Foundation's reason, not Swift's bare trap.
@Suite struct ObjCArrayIndexPastEndTests {
  @Test func elementsAreReadAsFoundationReadsThem() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Rows : UIView
      @property (nonatomic, strong) NSArray<NSString *> *titles;
      @property (nonatomic, strong) NSMutableArray *rows;
      @end
      @implementation Rows
      - (NSString *)first { return self.titles[0]; }
      - (id)title:(NSUInteger)i { return [self.titles objectAtIndex:i]; }
      - (id)cell:(id)table at:(NSInteger)i { return table[@"rows"][i]; }
      - (void)put:(id)value at:(NSUInteger)i { self.rows[i] = value; }
      - (id)row:(NSUInteger)i { return self.rows[i]; }
      - (id)sentRow:(NSUInteger)i { return [self.rows objectAtIndex:i]; }
      @end
      """
    // `expectTranslation` typechecks the result against the façade. The selector sent is
    // passed for Foundation's reason; a mutable array is read as itself (`__NSArrayM`).
    let swift = try ObjCTestSupport.expectTranslation(
      ["Rows.m": source],
      containing: [
        "self.titles?[objcIndex: 0]", "self.titles?[objcIndex: i, sent: .objectAtIndex]",
        "?[objcIndex: i]", "self.rows?[objcIndex: i]",
        "self.rows?[objcIndex: i, sent: .objectAtIndex]",
      ])
    // Written, the element is set as before (an NSMutableArray adds at its count).
    #expect(swift.contains("easelArray[easelIndex] = easelValue"), "\(swift)")
  }
}
