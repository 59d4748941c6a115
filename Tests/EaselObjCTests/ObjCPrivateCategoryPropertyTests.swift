import EaselObjC
import Foundation
import Testing

/// A property a named category of the module's own class declares, whose getter the
/// category's `@implementation` gives (material-components-ios' `MDCSlider (Private)`'s
/// `thumbTrack`, returning an instance variable a class extension declares): clang
/// synthesizes nothing for a category's property, so the class's translation has no
/// storage for it, and the category's extension declares it with its getter. Before, the
/// class's unit refused it ("property `thumbTrack` without a getter or storage") and
/// MDCSlider was Build failed.
@Suite struct ObjCPrivateCategoryPropertyTests {
  static let files = [
    "Slider.h": """
      #import <UIKit/UIKit.h>
      IB_DESIGNABLE
      @interface Slider : UIView
      @end
      """,
    "Slider+Private.h": """
      #import "Slider.h"
      @interface Slider (Private)
      @property (nonatomic, nonnull, readonly) UIView *track;
      @end
      """,
    "Slider.m": """
      #import "Slider.h"
      #import "Slider+Private.h"

      @interface Slider () {
        UIView *_track;
      }
      @end

      @implementation Slider
      - (instancetype)initWithFrame:(CGRect)frame {
          self = [super initWithFrame:frame];
          if (self) {
              _track = [[UIView alloc] initWithFrame:self.bounds];
              [self addSubview:_track];
          }
          return self;
      }
      - (void)layoutSubviews {
          [super layoutSubviews];
          self.track.frame = CGRectInset(self.bounds, 4, 4);
      }
      @end

      @implementation Slider (Private)
      - (UIView *)track {
          return _track;
      }
      @end
      """,
  ]

  @Test func theCategorysImplementationGivesThePropertyInItsExtension() throws {
    let swift = try ObjCTestSupport.expectTranslation(
      Self.files, containing: ["extension Slider {", "var track: UIView", "return self._track"])
    let extensionStart = try #require(swift.range(of: "extension Slider {"))
    #expect(swift[extensionStart.lowerBound...].contains("var track: UIView"))
    #expect(!swift[..<extensionStart.lowerBound].contains("var track: UIView"))
  }
}
