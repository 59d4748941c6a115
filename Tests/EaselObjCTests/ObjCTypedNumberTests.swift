import EaselObjC
import Foundation
import Testing

/// Numbers C keeps in typedefs Swift wraps in structs (`UILayoutPriority`, `UIFontWeight`,
/// `UIWindowLevel`: told from the table by their constants being the struct's members),
/// numbers into enumerations of another width, and `&=`/`|=` on a `BOOL`.
@Suite struct ObjCTypedNumberTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @interface Pin : UIView
    @end
    @implementation Pin
    - (BOOL)pin:(id)spec relation:(id)relation priority:(id)priority {
      BOOL result = YES;
      result &= [spec isKindOfClass:[NSString class]];
      result |= self.hidden;
      NSLayoutConstraint *c = [self.widthAnchor constraintEqualToConstant:10];
      if ([priority isKindOfClass:[NSNumber class]]) c.priority = ((NSNumber *)priority).intValue;
      c.priority = 750;
      c.priority = UILayoutPriorityDefaultHigh - 1;
      c.priority += 1;
      if (c.priority < UILayoutPriorityRequired) { c.active = YES; }
      UIFont *font = [UIFont systemFontOfSize:12 weight:UIFontWeightBold];
      CGFloat weight = UIFontWeightLight;
      NSLayoutRelation r = NSLayoutRelationEqual;
      if ([relation isKindOfClass:[NSNumber class]]) r = ((NSNumber *)relation).intValue;
      float p = c.priority;
      UILayoutPriority low = 250;
      c.priority = low;
      return result && r == NSLayoutRelationEqual && p > 0 && font && weight < 0;
    }
    @end
    """

  @Test func typedNumbersConvertAsSwiftWrapsThem() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Pin.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "result = result && (", "result = result || (",
      "c.priority = UILayoutPriority(rawValue: Float(",
      "c.priority = UILayoutPriority(rawValue: 750)",
      "UILayoutPriority(rawValue: UILayoutPriority.defaultHigh.rawValue - 1)",
      "c.priority = UILayoutPriority(rawValue: c.priority.rawValue + 1)",
      "let p: Float = c.priority.rawValue",
      "let low: UILayoutPriority = UILayoutPriority(rawValue: 250)", "c.priority = low",
      "NSLayoutConstraint.Relation.RawValue(truncatingIfNeeded: ",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  /// A typed number's zero (an ivar's initial value, a message to nil's result) is the
  /// struct of raw value 0: Swift's `UILayoutPriority` has no `init()` (Masonry's
  /// `MASViewConstraint`, a spent draw's: "missing argument for parameter 'rawValue' in
  /// call").
  @Test func aTypedNumbersZeroIsItsStructOfRawValueZero() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Pin : UIView
      @property (nonatomic, assign) UILayoutPriority layoutPriority;
      @property (nonatomic, weak) NSLayoutConstraint *constraint;
      @end
      @implementation Pin
      - (BOOL)samePriorityAs:(NSLayoutConstraint *)other {
          return other.priority == self.constraint.priority;
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Pin.m": source],
      containing: [
        "var _layoutPriority: UILayoutPriority = UILayoutPriority(rawValue: 0)",
        "?? UILayoutPriority(rawValue: 0)",
      ])
  }
}

/// `x = x;`, which C allows and Swift refuses: nothing for a local, the setter run again for
/// a property.
@Suite struct ObjCSelfAssignmentTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @interface Tint : UIView
    @end
    @implementation Tint
    - (void)layoutSubviews {
      [super layoutSubviews];
      UIColor *color = self.tintColor;
      color = color;
      self.backgroundColor = self.backgroundColor;
      self.tintColor = color;
    }
    @end
    """

  @Test func selfAssignmentsCompile() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Tint.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("_ = color"), "\(swift)")
    #expect(swift.contains("self.backgroundColor = { self.backgroundColor }()"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
