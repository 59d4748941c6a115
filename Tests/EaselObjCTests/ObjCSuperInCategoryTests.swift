import Foundation
import Testing

@testable import EaselObjC

/// `super` in a category's method sends to the superclass of the category's class, as
/// Objective-C sends it: `[super setEnabled:]` in `UIButton (Activity)` is `UIControl`'s
/// setter. Of a framework class the superclass is the framework's; it was taken as unknown,
/// and the message went to `super` cast as an untyped receiver (`(super as? UIButton)?…`),
/// which Swift refuses ("'super' may be used only to access a superclass member").
/// dylanbui/objectivec-demo's UIButton+Activity.m (a spent draw's) failed so.
@Suite struct ObjCSuperInCategoryTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface UIButton (Activity)
    - (void)updateSpinner;
    @end

    @implementation UIButton (Activity)
    - (void)setEnabled:(BOOL)enabled {
        [super setEnabled:enabled];
        [self updateSpinner];
    }
    - (void)updateSpinner {
        BOOL enabled = [super isEnabled];
        [super setNeedsLayout];
        UIColor *color = [super backgroundColor];
        self.alpha = enabled && color != nil ? 1 : 0.5;
    }
    + (Class)spinnerLayerClass {
        return [super layerClass];
    }
    @end

    @interface Badge : UIView
    @end
    @implementation Badge
    @end
    @implementation Badge (Tint)
    - (void)tint {
        [super setNeedsLayout];
        UIColor *color = [super backgroundColor];
        [super setBackgroundColor:color];
    }
    @end
    """

  @Test func superInACategorySendsToTheClasssSuperclass() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["UIButton+Activity.m": Self.source])
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "super.isEnabled = enabled", "let enabled: Bool = super.isEnabled",
      "super.setNeedsLayout()", "super.backgroundColor", "return super.layerClass",
      "super.backgroundColor = color",
    ] {
      #expect(swift.contains(expected), "\(expected)\n\(swift)")
    }
    #expect(!swift.contains("super as?"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
