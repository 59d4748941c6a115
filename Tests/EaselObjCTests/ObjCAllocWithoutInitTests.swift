import Foundation
import Testing

@testable import EaselObjC

/// `[X alloc]` whose object no `init…` makes (`[[NoDataLabel alloc] Show:@"…" SuperView:v]`,
/// an instance method run on an object only allocated): Swift makes no object without an
/// initializer, so it is `X()`, with a located warning that its initializer ran. Before, it
/// was an `objc-untranslated` error failing the class (yangyaling/dashboard_totyu's
/// ColorSelectionCV, a spent draw's).
@Suite struct ObjCAllocWithoutInitTests {
  @Test func anObjectOnlyAllocatedIsMadeByItsPlainInitializer() throws {
    let source = """
      #import <UIKit/UIKit.h>

      @interface Hint : UILabel
      - (BOOL)show:(NSString *)title inView:(UIView *)view;
      @end

      @implementation Hint
      - (BOOL)show:(NSString *)title inView:(UIView *)view {
          Hint *label = [[Hint alloc] initWithFrame:view.bounds];
          label.text = title;
          [view addSubview:label];
          return YES;
      }
      @end

      @interface Panel : UIView
      @end

      @implementation Panel
      - (void)layoutSubviews {
          [super layoutSubviews];
          [[Hint alloc] show:@"No data" inView:self];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Panel.m": source])
    #expect(t.diagnostics.map(\.id) == ["objc-alloc-without-init"], "\(t.diagnostics)")
    #expect(t.diagnostics.first?.location?.line == 22, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty)
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("Hint().show("), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
