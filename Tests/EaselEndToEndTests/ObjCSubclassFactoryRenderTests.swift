import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// `[Wide buttonWithType:]`, where Wide's superclass overrides `+buttonWithType:` with
/// `[super buttonWithType:]`: UIButton's factory makes the class the message went to, so
/// the button is a Wide and draws as one (red). It was the superclass's (drawn clear).
@Suite struct ObjCSubclassFactoryRenderTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Shelf : UIView
    @end
    """

  static let implementation = """
    #import "Shelf.h"

    @interface Resizable : UIButton
    @end
    @implementation Resizable
    + (instancetype)buttonWithType:(UIButtonType)buttonType {
        Resizable *button = [super buttonWithType:buttonType];
        button.frame = CGRectMake(0, 0, 20, 20);
        return button;
    }
    @end

    @interface Wide : Resizable
    @end
    @implementation Wide
    - (void)layoutSubviews {
        [super layoutSubviews];
        self.backgroundColor = [UIColor redColor];
    }
    @end

    @implementation Shelf
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) { [self addSubview:[Wide buttonWithType:UIButtonTypeCustom]]; }
        return self;
    }
    - (instancetype)initWithCoder:(NSCoder *)coder {
        self = [super initWithCoder:coder];
        if (self) { [self addSubview:[Wide buttonWithType:UIButtonTypeCustom]]; }
        return self;
    }
    @end
    """

  @Test func theFactoryMakesTheReceivingSubclass() throws {
    let (run, picture) = try ObjCOneViewXib.render(
      "Shelf", header: Self.header, implementation: Self.implementation, width: 40, height: 20)
    #expect(run.status == 0, "\(run.stderr)")
    let image = try #require(picture)
    let button = image.pixel(x: 10, y: 10)
    #expect(button.red > 0.95 && button.green < 0.05 && button.blue < 0.05, "\(button)")
    let outside = image.pixel(x: 30, y: 10)
    #expect(outside.red > 0.95 && outside.green > 0.95 && outside.blue > 0.95, "\(outside)")
  }
}
