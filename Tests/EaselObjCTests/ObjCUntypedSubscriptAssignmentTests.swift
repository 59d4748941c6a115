import Foundation
import Testing

@testable import EaselObjC

/// `self.rows[section][row] = model;`, where `self.rows[section]` is an `id`: Objective-C sends
/// the object `setObject:atIndexedSubscript:`, which a mutable array answers. The translation
/// assigned through Swift's `Any`, which has no subscript ("cannot assign to immutable
/// expression of type 'Any'"); it assigns through the object as an `NSMutableArray` now (adding
/// at the count, as Foundation documents), and leaves anything else as it was.
/// harde1/ChuckTableView (draw 44), which keeps its cells' models so.
@Suite struct ObjCUntypedSubscriptAssignmentTests {
  @Test func anIndexedAssignmentThroughAnIdGoesToTheMutableArray() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Grid : UIView
      @property (nonatomic, strong) NSMutableArray *rows;
      @end
      @implementation Grid
      - (void)put:(id)model section:(NSInteger)section row:(NSInteger)row {
          self.rows[section][row] = model;
          id first = self.rows.firstObject;
          first[0] = model;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Grid.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("as? NSMutableArray"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
