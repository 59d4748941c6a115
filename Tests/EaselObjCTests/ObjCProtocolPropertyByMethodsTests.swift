import Foundation
import Testing

@testable import EaselObjC

/// A protocol's property is satisfied in Objective-C by methods with its getter's and setter's
/// selectors: BMASliders' `BMALabeledRangeSlider` adopts `BMARangeSlider`, whose `@property
/// (readonly, getter=isOverflow) BOOL overflow` it implements as `- (BOOL)isOverflow`, and
/// reads it as `self.overflow`. Swift's conformance wants a property, as the importer gives it.
@Suite struct ObjCProtocolPropertyByMethodsTests {
  @Test func methodsImplementingAProtocolsPropertyAreItsAccessors() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      [
        "Slider.m": """
        #import <UIKit/UIKit.h>
        @protocol Ranged <NSObject>
        @property (nonatomic, readonly, getter=isOverflow) BOOL overflow;
        @property (nonatomic) CGFloat step;
        @optional
        @property (nonatomic, readonly) NSString *caption;
        @end
        @protocol LabeledRanged <Ranged>
        @end
        @interface Slider : UIControl <LabeledRanged>
        @end
        @implementation Slider {
          CGFloat _stepValue;
        }
        - (BOOL)isOverflow { return _stepValue > 10; }
        - (CGFloat)step { return _stepValue; }
        - (void)setStep:(CGFloat)step { _stepValue = step; }
        - (NSString *)caption { return self.overflow ? @"over" : @"in"; }
        - (BOOL)check { return [self isOverflow] && self.step > 1 && [self caption].length > 0; }
        @end
        @interface Wide : Slider
        @end
        @implementation Wide
        - (BOOL)isOverflow { return [super isOverflow] || self.step > 100; }
        @end
        """
      ],
      containing: [
        "@objc(overflow) var isOverflow: Bool {",
        "@objc var step: CGFloat {",
        "@objc var caption: String! {",
        "@objc(overflow) override var isOverflow: Bool {",
      ])
    #expect(!swift.contains("func isOverflow()"))
  }

  /// A protocol's property the class `@synthesize`s (MzCustomViewLayout's `CRFontIconFactory`,
  /// `@synthesize padded = _padded;` of `getter=isPadded`), set through another object.
  @Test func aSynthesizedProtocolPropertyIsSetByItsSwiftName() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Icon.m": """
        #import <UIKit/UIKit.h>
        @protocol Icon
        @property (nonatomic, assign, getter=isPadded) BOOL padded;
        @end
        @interface Factory : NSObject <Icon>
        @end
        @implementation Factory
        @synthesize padded = _padded;
        @end
        @interface IconView : UIView <Icon>
        @property (nonatomic) Factory *factory;
        @end
        @implementation IconView
        - (BOOL)isPadded { return self.factory.padded; }
        - (void)setPadded:(BOOL)padded { self.factory.padded = padded; }
        @end
        """
      ],
      containing: [
        "@objc(padded) var isPadded: Bool {",
        "self.factory?.isPadded = padded",
      ])
  }
}
