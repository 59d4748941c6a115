import Foundation
import Testing

@testable import EaselObjC

/// An initializer reading `self`'s properties before the superclass's initializer
/// (`CGRectMake(self.bounds.origin.x, …)` computing the frame its `-init` gives `[super
/// initWithFrame:]`): Objective-C reads them from the object allocated, whose storage is zeroed
/// (a view's geometry is its layer's, nil until then), so each is its type's zero; Swift
/// refuses `self` before `super.init` ("'self' used in property access 'bounds' before
/// 'super.init' call": the fifty-seventh draw's IZSwitch, spent).
@Suite struct ObjCPropertyBeforeSuperInitTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Toggle : UIControl
    @property (nonatomic) CGFloat knobInset;
    @property (nonatomic) BOOL on;
    @end
    @implementation Toggle
    - (instancetype)init {
        CGRect start = CGRectMake(self.bounds.origin.x + self.knobInset, self.frame.origin.y, 51, 31);
        BOOL on = self.on;
        self = [super initWithFrame:start];
        if (self) { _on = !on; }
        return self;
    }
    @end
    """

  @Test func aPropertyReadBeforeTheSuperclassInitializerIsItsZero() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      ["Toggle.m": Self.source],
      containing: ["CGRect().origin.x + 0", "CGRect().origin.y", "let on: Bool = false"])
    #expect(!swift.contains("self.bounds"), "\(swift)")
  }
}
