import Foundation
import Testing

@testable import EaselObjC

/// `NSIndexSet`'s factories and initializers (`indexSetWithIndex:`,
/// `indexSetWithIndexesInRange:`, `initWithIndexSet:`), which Swift's `IndexSet` has under
/// other labels (`init(integer:)`, `init(integersIn:)`): the Foundation object, made as Swift's
/// importer names them, then bridged to the value, as `NSString`'s and `NSData`'s are. The
/// translation wrote `IndexSet(index: section)`: "no exact matches in call to initializer"
/// (`[self reloadSections:[NSIndexSet indexSetWithIndex:section] withRowAnimation:…]`,
/// canicelebrate/AECollapsableTableView, draw 56).
@Suite struct ObjCIndexSetFactoryTests {
  @Test func indexSetFactoriesMakeTheFoundationObject() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Sections : UITableView
      @end
      @implementation Sections
      - (void)toggle:(NSInteger)section {
          [self reloadSections:[NSIndexSet indexSetWithIndex:section]
              withRowAnimation:UITableViewRowAnimationFade];
          NSIndexSet *all = [NSIndexSet indexSetWithIndexesInRange:NSMakeRange(0, 3)];
          NSIndexSet *copy = [[NSIndexSet alloc] initWithIndexSet:all];
          NSIndexSet *none = [NSIndexSet indexSet];
          [self insertSections:copy withRowAnimation:UITableViewRowAnimationNone];
          [self deleteSections:none withRowAnimation:UITableViewRowAnimationNone];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Sections.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("(NSIndexSet(index: section) as IndexSet)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
