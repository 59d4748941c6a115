import EaselObjC
import Foundation
import Testing

/// Categories on the Foundation classes whose values are Swift values in translation
/// (`NSString *` is `String`, `NSArray *` `[Any]`, `NSDictionary *` `[AnyHashable: Any]`):
/// their methods extend the value types, so that they reach those values; `self` in them is
/// the value. With the collection messages such categories send: `allKeys`/`allValues`,
/// `mutableCopy`, `sortedArrayUsingSelector:`, `characterIsMember:`, and
/// `conformsToProtocol:` asked of a protocol named by `@protocol(…)`.
@Suite struct ObjCValueCategoryTests {
  static let header = """
    #import <UIKit/UIKit.h>
    @protocol Deep <NSObject>
    - (NSInteger)depth;
    @end
    @interface NSArray (Deep)
    - (NSInteger)deepCount;
    @end
    @interface NSDictionary (Deep)
    - (NSInteger)deepCount;
    @end
    @interface NSString (Checks)
    @property (nonatomic, readonly) BOOL isBlank;
    - (NSString *)trimmed;
    + (NSString *)greeting;
    @end
    """
  static let categories = """
    #import "Categories.h"
    @implementation NSArray (Deep)
    - (NSInteger)deepCount {
      NSInteger n = 0;
      for (id x in self) {
        if ([x isKindOfClass:[NSArray class]]) n += [x deepCount];
        else if ([x isKindOfClass:[NSDictionary class]]) n += [(NSDictionary *)x deepCount];
        else n += 1;
      }
      return n;
    }
    @end
    @implementation NSDictionary (Deep)
    - (NSInteger)deepCount { return [[self allValues] deepCount] + [[self allKeys] count] * 0; }
    @end
    @implementation NSString (Checks)
    - (BOOL)isBlank { return [[self trimmed] length] == 0; }
    - (NSString *)trimmed {
      return [self stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceCharacterSet]];
    }
    + (NSString *)greeting { return @"hi"; }
    @end
    """
  static let view = """
    #import "Categories.h"
    @interface Counter : UILabel
    @property (nonatomic, strong) NSArray *items;
    @property (nonatomic, strong) NSArray<NSString *> *names;
    @end
    @implementation Counter
    - (void)layoutSubviews {
      [super layoutSubviews];
      NSInteger c = [self.items deepCount] + [self.names deepCount];
      NSString *t = [@" a " trimmed];
      BOOL blank = self.text.isBlank;
      NSString *g = [NSString greeting];
      BOOL space = [[NSCharacterSet whitespaceCharacterSet] characterIsMember:[t characterAtIndex:0]];
      NSMutableArray *m = [self.items mutableCopy];
      NSArray *sorted = [self.names sortedArrayUsingSelector:@selector(caseInsensitiveCompare:)];
      BOOL coding = [self conformsToProtocol:@protocol(NSCoding)];
      BOOL deep = [UILabel conformsToProtocol:@protocol(Deep)];
      self.text = [NSString stringWithFormat:@"%ld %@ %d %@ %d %lu %lu %d %d", (long)c, t, blank, g,
                   space, (unsigned long)m.count, (unsigned long)sorted.count, coding, deep];
    }
    @end
    """

  @Test func categoriesExtendTheValueTypes() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Categories.h": Self.header, "Categories.m": Self.categories, "Counter.m": Self.view,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    for expected in [
      "extension Array {", "extension Dictionary {", "extension String {",
      "static func greeting() -> String!", "(x as? [Any])?.deepCount()",
      "self.values.map { $0 as Any }.deepCount()", "self.keys.map { $0 as Any }.count",
      "self.items?.deepCount()", "self.names?.deepCount()", "self.text?.isBlank",
      "String.greeting()", "NSMutableArray(array: $0)", "__easelSortedArray($0, using: ",
      "Unicode.Scalar(", "(self is NSCoding)", "(UILabel.self is Deep.Type)",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    #expect(!swift.contains("class func greeting"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// More of what Foundation's collections and math.h give Objective-C that Swift spells
/// otherwise: `copy` and `isEqual:` of collection values, a dictionary given where Swift wants
/// `[String: Any]`, `INFINITY`, and a view's `actionForLayer:forKey:` override.
@Suite struct ObjCCollectionMessageTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #import <math.h>
    @interface Bars : UIView
    @property (nonatomic, strong) NSArray *values;
    @property (nonatomic, strong) NSDictionary *metrics;
    @property (nonatomic, strong) NSDictionary *views;
    @end
    @implementation Bars
    - (void)setValues:(NSArray *)values {
      if ([_values isEqual:values]) return;
      _values = [values copy];
      [self setNeedsLayout];
    }
    - (void)layoutSubviews {
      [super layoutSubviews];
      CGFloat smallest = INFINITY;
      for (NSNumber *n in self.values) smallest = MIN(smallest, n.doubleValue);
      if (self.views.count > 0) {
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a]|"
                                                                     options:0
                                                                     metrics:self.metrics
                                                                       views:self.views]];
      }
    }
    - (id<CAAction>)actionForLayer:(CALayer *)layer forKey:(NSString *)key {
      return [super actionForLayer:layer forKey:key];
    }
    @end
    """

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Bars.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      ".isEqual(values)", "Float.infinity", "override func action(for layer: CALayer",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// A category on `NSArray`, `NSDictionary`, `NSSet` or `NSString` reaches a receiver of the
/// mutable class too, as the mutable class inherits it in Objective-C: the category is the
/// Swift value type's extension, and the mutable object is sent it as that value.
@Suite struct ObjCMutableReceiverCategoryTests {
  @Test func mutableReceiversReachTheImmutableClassesCategories() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Lister.m": """
        #import <UIKit/UIKit.h>
        @interface NSArray (Safe)
        - (id)safeObjectAtIndex:(NSUInteger)index;
        @end
        @implementation NSArray (Safe)
        - (id)safeObjectAtIndex:(NSUInteger)index {
          return index < self.count ? self[index] : nil;
        }
        @end
        @interface NSDictionary (Size)
        - (NSUInteger)entries;
        @end
        @implementation NSDictionary (Size)
        - (NSUInteger)entries { return self.count; }
        @end
        @interface NSString (Trim)
        - (NSString *)trimmed;
        @end
        @implementation NSString (Trim)
        - (NSString *)trimmed {
          return [self stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceCharacterSet]];
        }
        @end
        @interface Lister : UIView
        @end
        @implementation Lister
        - (NSString *)list {
          NSMutableArray *items = [NSMutableArray array];
          [items addObject:@"a"];
          NSMutableDictionary *values = [NSMutableDictionary dictionary];
          values[@"k"] = @"v";
          NSMutableString *text = [NSMutableString stringWithString:@" a "];
          return [NSString stringWithFormat:@"%@%lu%@", [items safeObjectAtIndex:0],
                                            (unsigned long)[values entries], [text trimmed]];
        }
        @end
        """
      ],
      containing: [
        "(items as? [Any])?.safeObject(at: 0)",
        "(values as? [AnyHashable: Any])?.entries()",
        "(text as String).trimmed()",
      ])
  }
  /// A category on a class Swift's importer gives as a value type in every API (`NSDate *` is
  /// `Date`, `NSData *` `Data`, `NSURL *` `URL`): it extends the value type, and its class
  /// methods are `static` (the working part's LiveStoc: `+[NSDate dateWithString:format:]`).
  @Test func categoriesOnDateDataAndURLHaveStaticClassMethods() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface NSDate (Parsing)
      + (NSDate *)dateWithText:(NSString *)text;
      - (NSString *)text;
      @end
      @implementation NSDate (Parsing)
      + (NSDate *)dateWithText:(NSString *)text { return [NSDate date]; }
      - (NSString *)text { return @"now"; }
      @end
      @interface NSData (Parsing)
      + (NSData *)dataWithText:(NSString *)text;
      @end
      @implementation NSData (Parsing)
      + (NSData *)dataWithText:(NSString *)text { return [text dataUsingEncoding:NSUTF8StringEncoding]; }
      @end
      @interface NSURL (Parsing)
      + (NSURL *)linkWithText:(NSString *)text;
      @end
      @implementation NSURL (Parsing)
      + (NSURL *)linkWithText:(NSString *)text { return [NSURL URLWithString:text]; }
      @end
      IB_DESIGNABLE
      @interface Dated : UIView
      @end
      @implementation Dated
      - (void)drawRect:(CGRect)rect {
          NSString *t = [[NSDate dateWithText:@"a"] text];
          NSData *data = [NSData dataWithText:t];
          NSURL *link = [NSURL linkWithText:@"https://example.com"];
          if (data.length > 0 && link != nil) {
              [t drawAtPoint:CGPointZero withAttributes:nil];
          }
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["Dated.m": source],
      containing: [
        "extension Date {", "static func date(withText text: String!) -> Date!",
        "extension Data {", "extension URL {",
      ])
  }
}

/// A category on `NSString` measuring with the font-based methods iOS 7 deprecated
/// (`sizeWithFont:constrainedToSize:lineBreakMode:`, BTBadgeView's `NSString+BTUtils.m`): an
/// extension of `String`, which is not on the main actor, so the measuring it calls is not
/// isolated to it either, as the SDK's string measuring is not.
@Suite struct ObjCStringMeasuringCategoryTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @interface NSString (Fit)
    - (CGSize)fitSize:(CGSize)size font:(UIFont *)font;
    @end
    @implementation NSString (Fit)
    - (CGSize)fitSize:(CGSize)size font:(UIFont *)font {
      #pragma GCC diagnostic ignored "-Wdeprecated-declarations"
      CGSize wrapped = [self sizeWithFont:font constrainedToSize:size lineBreakMode:NSLineBreakByWordWrapping];
      CGSize line = [self sizeWithFont:font];
      return CGSizeMake(MAX(wrapped.width, line.width), wrapped.height);
    }
    @end
    """

  @Test func measuringFromAStringCategoryTypechecks() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["NSString+Fit.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    #expect(swift.contains("extension String {"), "\(swift)")
    #expect(swift.contains("ObjCStringDrawing.size("), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
