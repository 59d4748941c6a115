import Foundation
import Testing

@testable import EaselObjC

/// `self.configure = [configure copy];` of a block: a block's `copy` is the block (kept on the
/// heap), and Swift keeps a closure by passing it on. The translation sent `copy` as to an
/// object and assigned its `Any?` to the block-typed property ("cannot assign value of type
/// 'Any?' to type '(Any, Any, IndexPath) -> Void'"); the block is passed on now.
/// harde1/ChuckTableView (draw 44), whose initializer keeps its configuration blocks so.
@Suite struct ObjCBlockCopyTests {
  @Test func aBlocksCopyIsTheBlock() throws {
    let source = """
      #import <UIKit/UIKit.h>
      typedef void (^Configure)(id cell, id item, NSIndexPath *path);
      @interface Grid : UIView
      @property (nonatomic, copy) Configure configure;
      @property (nonatomic, copy) void (^done)(void);
      @end
      @implementation Grid
      - (instancetype)initWithFrame:(CGRect)frame configure:(Configure)configure {
          if (self = [super initWithFrame:frame]) {
              self.configure = [configure copy];
              Configure kept = [configure copy];
              self.done = [^{ [self setNeedsLayout]; } copy];
              kept(self, self, [NSIndexPath indexPathForRow:0 inSection:0]);
          }
          return self;
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Grid.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
