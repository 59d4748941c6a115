import Testing

/// A subclass that implements again the getter of a property its superclass in the module
/// declares overrides the property the superclass's translation declares (`override var`),
/// as Objective-C's runtime takes the subclass's accessor for the property.
@Suite struct ObjCInheritedPropertyAccessorTests {
  static let header = """
    #import <UIKit/UIKit.h>

    @interface Caption : UIView
    @property (nonatomic, readonly, nullable) NSString *textForValue;
    @property (nonatomic) NSInteger value;
    @end

    @interface PercentCaption : Caption
    @end
    """
  static let caption = """
    #import "Caption.h"

    @implementation Caption
    - (NSString *)textForValue { return [NSString stringWithFormat:@"%ld", (long)self.value]; }
    - (void)drawRect:(CGRect)rect {
        [self.textForValue drawAtPoint:CGPointZero withAttributes:nil];
    }
    @end
    """
  static let percent = """
    #import "Caption.h"

    @implementation PercentCaption
    - (NSString *)textForValue {
        NSString *plain = [super textForValue];
        return [plain stringByAppendingString:@"%"];
    }
    - (void)setValue:(NSInteger)value {
        [super setValue:MIN(value, 100)];
    }
    @end
    """

  @Test func subclassOverridesTheProperty() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "Caption.h": Self.header, "Caption.m": Self.caption, "PercentCaption.m": Self.percent,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let percent = try #require(
      t.sources.first { $0.swift.contains("class PercentCaption") }?.swift)
    #expect(percent.contains("override var textForValue: String? {"), "\(percent)")
    #expect(percent.contains("override var value: Int {"), "\(percent)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
