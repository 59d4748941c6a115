import Foundation
import Testing

@testable import EaselObjC

/// `-[NSObject awakeAfterUsingCoder:]` (Foundation's `NSCoderMethods`), which a view overrides
/// to give nib loading another object in its place, translates to an override of the façade's
/// `awakeAfter(using:)`, its `super` call included. mutech/aka-ios-beacon's editor control
/// views override it; the name table lacked it, so clang rejected `[super
/// awakeAfterUsingCoder:]` ("no visible @interface … declares the selector").
@Suite struct ObjCAwakeAfterUsingCoderTests {
  @Test func aViewOverridesAwakeAfterUsingCoder() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "EditorView.m": """
        #import <UIKit/UIKit.h>

        @interface EditorView : UIView
        @property (nonatomic) BOOL awoken;
        @end
        @implementation EditorView
        - (id)awakeAfterUsingCoder:(NSCoder *)aDecoder {
            id result = [super awakeAfterUsingCoder:aDecoder];
            self.awoken = YES;
            return result;
        }
        @end
        """
      ],
      containing: [
        "override func awakeAfter(using aDecoder: NSCoder",
        "super.awakeAfter(using: aDecoder)",
      ])
  }
}

/// An override declaring `instancetype` where NSObject declares `- (nullable id)
/// awakeAfterUsingCoder:` returns the framework's `Any?`, which Swift's override cannot narrow
/// (badoo/BMASliders' `BMASliderReusableXibControl`: "method does not override any method from
/// its superclass").
@Suite struct ObjCNarrowedOverrideResultTests {
  @Test func anInstancetypeOverrideOfAnIdResultReturnsTheFrameworksType() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Reusable.m": """
        #import <UIKit/UIKit.h>
        @interface Reusable : UIControl
        @end
        @implementation Reusable
        - (instancetype)awakeAfterUsingCoder:(NSCoder *)aDecoder {
            if ([self.subviews count] > 0) {
                return self;
            }
            UIView *loaded = [[[NSBundle mainBundle] loadNibNamed:@"Reusable" owner:nil options:nil] firstObject];
            loaded.frame = self.frame;
            return (id)loaded;
        }
        @end
        """
      ], containing: ["override func awakeAfter(using aDecoder: NSCoder) -> Any?"])
  }
}
