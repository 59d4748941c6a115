import EaselObjC
import Foundation
import Testing

/// An object cast to a subclass and taken back as its own class (`self.view = (UIControl *)
/// [self loadViewFromNib];` into a `UIView *` property, TailedButton): C's cast checks
/// nothing, so the object is stored as it is, where a checked downcast stored nil.
@Suite struct ObjCUncheckedCastTakenBackTests {
  @Test func theObjectIsStoredAsItIs() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @interface Holder : UIControl
      @property (strong, nonatomic) UIView *view;
      @property (strong, nonatomic) UIButton *button;
      @end
      @implementation Holder
      - (UIView *)loadView { return [[UIView alloc] init]; }
      - (void)setup {
          self.view = (UIControl *)[self loadView];
          UIView *other = ((UIButton *)[self loadView]);
          [self addSubview:other];
          self.button = (UIButton *)[self loadView];
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Holder.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("self.view = self.loadView()"), "\(swift)")
    #expect(!swift.contains("as? UIControl"), "\(swift)")
    #expect(swift.contains("let other: UIView? = self.loadView()"), "\(swift)")
    // Taken as the subclass it names, the cast stays Swift's checked one.
    #expect(swift.contains("as? UIButton"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
