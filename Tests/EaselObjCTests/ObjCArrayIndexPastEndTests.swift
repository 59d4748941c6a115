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
      @end
      """
    let swift = try ObjCTestSupport.expectTranslation(
      ["Rows.m": source],
      containing: [
        "self.titles?[objcIndex: 0]", "self.titles?[objcIndex: i]", "?[objcIndex: i]",
      ])
    // Written, the element is set as before (an NSMutableArray adds at its count).
    #expect(swift.contains("easelArray[easelIndex] = easelValue"), "\(swift)")
  }
}
