import Foundation
import Testing

@testable import EaselObjC

/// A block literal taken as another block type than its own, as C allows between compatible
/// object pointers: Masonry's chainable methods return `^id(id attribute) { … }` as a
/// `MASConstraint * (^)(id)`, which Swift rejected ("cannot convert return expression of type
/// '(Any?) -> Any' to return type '(Any) -> MASConstraint'", a spent draw's). The closure is
/// written with the type it is taken as: that type's parameters, each rebound to the one the
/// literal declares (a narrower class cast down), and that type's result.
@Suite struct ObjCBlockLiteralTakenAsTests {
  @Test func aBlockLiteralReturnedAsAnotherBlockTypeTakesThatType() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Chain : NSObject
      @property (nonatomic, strong) id target;
      @property (nonatomic) CGFloat offset;
      - (Chain * (^)(id))equalTo;
      - (Chain * (^)(CGFloat))offsetBy;
      - (Chain * (^)(id, NSLayoutRelation))relatedTo;
      - (Chain * (^)(id))viewTo;
      - (Chain * (^)(dispatch_block_t))group;
      @end
      @implementation Chain
      - (Chain * (^)(id))equalTo {
          return ^id(id attribute) {
              return self.relatedTo(attribute, NSLayoutRelationEqual);
          };
      }
      - (Chain * (^)(CGFloat))offsetBy {
          return ^id(CGFloat offset) {
              self.offset = offset;
              return self;
          };
      }
      - (Chain * (^)(id, NSLayoutRelation))relatedTo {
          return ^id(id attribute, NSLayoutRelation relation) {
              self.target = attribute;
              return self;
          };
      }
      - (Chain * (^)(id))viewTo {
          return ^id(UIView *view) {
              self.target = view.superview;
              return self;
          };
      }
      - (Chain * (^)(dispatch_block_t))group {
          return ^id(dispatch_block_t group) {
              group();
              return self;
          };
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Chain.m": source],
      containing: [
        "(attribute: Any) -> Chain in",
        "let attribute: Any! = attribute",
        "(offset: CGFloat) -> Chain in",
        "(attribute: Any, relation: NSLayoutConstraint.Relation) -> Chain in",
        "let view: UIView! = view as? UIView",
        "(group: @escaping () -> Void) -> Chain in",
      ])
  }
}
