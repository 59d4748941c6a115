import Foundation
import Testing

@testable import EaselObjC

/// An immutable Foundation object given where its mutable counterpart is declared: C converts
/// the pointer unchecked and the object goes on; the translation cast it, which trapped for an
/// `id` (`handler([parts copy])` for a block of `NSMutableArray *`: Tr2e/SPScrollNumLabel,
/// draw 50, "Could not cast value of type NSArray to NSMutableArray") and did not compile for
/// an `NSArray *` (`[Any]`) or `NSDictionary *` value ("cannot assign value of type '[Any]?'
/// to type 'NSMutableArray?'").
@Suite struct ObjCMutableCounterpartTranslationTests {
  @Test func anImmutableObjectGoesWhereItsMutableCounterpartIsDeclared() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Counter : UIView
      @property (nonatomic, strong) NSMutableArray *items;
      @property (nonatomic, strong) NSMutableDictionary *table;
      @property (nonatomic, strong) NSMutableAttributedString *styled;
      @end
      @implementation Counter
      - (void)split:(void (^)(NSMutableArray<NSString *> *parts))handler {
          NSMutableArray<NSString *> *parts = [[NSMutableArray alloc] init];
          [parts addObject:@"a"];
          handler([parts copy]);
      }
      - (void)reset:(NSArray *)given dict:(NSDictionary *)d text:(NSAttributedString *)text {
          self.items = [given copy];
          self.items = (NSMutableArray *)given;
          NSMutableArray *m = given;
          self.table = d;
          self.items = @[];
          self.styled = (NSMutableAttributedString *)text;
          [m addObject:@"b"];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Counter.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(
      swift.contains(
        "handler?(ObjCMutableCounterpart.object(parts.copy(), as: NSMutableArray.self)!)"),
      "\(swift)")
    #expect(!swift.contains("as? NSMutableArray"), "\(swift)")
    #expect(!swift.contains("as? NSMutableAttributedString"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
