import Foundation
import Testing

@testable import EaselObjC

/// A message to an untyped object (`id`) whose selector is a property's accessor is the
/// property in Swift, a method's a call: `[[rows objectAtIndex:i] count]`, where a class of the
/// module declares `@property (readonly) NSUInteger count` and implements its getter, is
/// `.count`, not `.count()` ("cannot call value of non-function type 'Int'", Anandsan's
/// UICustomDatePicker, a spent draw's); a property the module synthesizes is the module's
/// (`[column setTitle:…]`), before a façade class's of the same name. The façade's properties
/// and methods were already so.
@Suite struct ObjCUntypedReceiverPropertyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Column : NSObject
    @property (nonatomic, readonly) NSUInteger count;
    @property (nonatomic, copy) NSString *title;
    - (NSString *)titleForRow:(NSUInteger)row;
    - (void)reset;
    @end

    @implementation Column
    - (NSUInteger)count { return 3; }
    - (NSString *)titleForRow:(NSUInteger)row { return [NSString stringWithFormat:@"%lu", row]; }
    - (void)reset { self.title = nil; }
    @end

    IB_DESIGNABLE
    @interface Columns : UIView
    @property (nonatomic, strong) NSArray *columns;
    @property (nonatomic, strong) NSArray *views;
    @end

    @implementation Columns
    - (NSInteger)rowsIn:(NSInteger)component {
        id column = [self.columns objectAtIndex:component];
        [column setTitle:[column titleForRow:0]];
        [column reset];
        return [[self.columns objectAtIndex:component] count] + [[column title] length];
    }
    - (void)layoutSubviews {
        [super layoutSubviews];
        id first = self.views.firstObject;
        [first setHidden:[first isHidden]];
        [first setNeedsLayout];
    }
    @end
    """

  @Test func aPropertyAccessorSentToAnUntypedObjectIsTheProperty() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Columns.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "(self.columns?[objcIndex: component, sent: .objectAtIndex] as? Column)?.count", "(column as? Column)?.title = ",
      "(column as? Column)?.title(forRow: 0)", "(column as? Column)?.reset()",
      "?.isHidden = ", "as? UIView { easelObject.setNeedsLayout() }",
      "as? CALayer { easelObject.setNeedsLayout() }",
    ] {
      #expect(swift.contains(expected), "\(expected)\n\(swift)")
    }
    #expect(!swift.contains(".count()"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
