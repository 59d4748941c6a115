import Foundation
import Testing

@testable import EaselObjC

/// A property whose setter method takes a wider object than the property holds (Masonry's
/// `MASViewAttribute *secondViewAttribute` set by `-setSecondViewAttribute:(id)`, which takes
/// a view, an `NSValue` or an attribute): Objective-C's `self.secondViewAttribute = x` sends
/// the setter `x` as written, and reading keeps the property's type. The translation cast the
/// value to the property's class first (`x as? MASViewAttribute`), nil for a view or a number,
/// and the constraint silently lost its view and its constant.
@Suite struct ObjCWiderSetterTests {
  @Test func anAssignmentReachesASetterTakingAWiderObjectWithTheValueAsWritten() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Attribute : NSObject
      @property (nonatomic, weak) UIView *view;
      @end
      @implementation Attribute
      @end

      @interface Constraint : NSObject
      @property (nonatomic, strong, readonly) Attribute *second;
      @property (nonatomic) CGFloat constant;
      - (void)equalTo:(id)attribute;
      @end

      @interface Constraint ()
      @property (nonatomic, strong, readwrite) Attribute *second;
      @end

      @implementation Constraint
      - (void)setSecond:(id)second {
          if ([second isKindOfClass:NSNumber.class]) {
              self.constant = [second doubleValue];
          } else if ([second isKindOfClass:UIView.class]) {
              Attribute *attribute = [Attribute new];
              attribute.view = second;
              _second = attribute;
          } else {
              _second = second;
          }
      }
      - (void)equalTo:(id)attribute {
          self.second = attribute;
          [self setSecond:attribute];
          Constraint *other = self;
          other.second = attribute;
      }
      - (UIView *)secondView {
          return self.second.view;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Constraint.m": source],
      containing: [
        "set { self.__easelSet_second(newValue) }",
        "func __easelSet_second(_ secondValue: Any!) {",
        "self.__easelSet_second(attribute)",
        "other.__easelSet_second(attribute)",
        "self.__easelSet_second(attribute)\n    self.__easelSet_second(attribute)",
        // `_second = second;` keeps the object as it is, so a message only `Attribute`
        // declares is checked to be one (`FileTranslator+UncheckedObjects`).
        "self._second = ObjCUncheckedObject.stored(second, as: Attribute.self, within: "
          + "NSObject.self)",
        "return ObjCUncheckedObject.receiver(self.second, answering: \"view\", declaredBy: "
          + "Attribute.self)?.view",
      ])
  }
}
