import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// `[[RoundBadge alloc] init]`, whose class's superclass's `-init` sends `[super init]`:
/// UIView's `-init` sends `-initWithFrame:` to the object, so RoundBadge's override (red)
/// runs, and Badge's for `[[Badge alloc] init]` (blue), before the rest of `-init` (the
/// frame). Both were left clear: the translation ran UIView's `init(frame:)` itself.
@Suite struct ObjCSuperInitDispatchRenderTests {
  static let header = """
    #import <UIKit/UIKit.h>
    IB_DESIGNABLE
    @interface Canvas : UIView
    @end
    """

  static let implementation = """
    #import "Canvas.h"

    @interface Badge : UIView
    @end
    @implementation Badge
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) { self.backgroundColor = [UIColor blueColor]; }
        return self;
    }
    - (instancetype)init {
        self = [super init];
        if (self) { self.frame = CGRectMake(0, 0, 20, 20); }
        return self;
    }
    @end

    @interface RoundBadge : Badge
    @end
    @implementation RoundBadge
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) { self.backgroundColor = [UIColor redColor]; }
        return self;
    }
    @end

    @implementation Canvas
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) { [self addBadges]; }
        return self;
    }
    - (instancetype)initWithCoder:(NSCoder *)coder {
        self = [super initWithCoder:coder];
        if (self) { [self addBadges]; }
        return self;
    }
    - (void)addBadges {
        [self addSubview:[[Badge alloc] init]];
        UIView *round = [[RoundBadge alloc] init];
        round.center = CGPointMake(50, 10);
        [self addSubview:round];
    }
    @end
    """

  @Test func superInitRunsTheObjectsOwnInitWithFrame() throws {
    let (run, picture) = try ObjCOneViewXib.render(
      "Canvas", header: Self.header, implementation: Self.implementation, width: 80, height: 20)
    #expect(run.status == 0, "\(run.stderr)")
    let image = try #require(picture)
    let badge = image.pixel(x: 10, y: 10)
    #expect(badge.blue > 0.95 && badge.red < 0.05 && badge.green < 0.05, "\(badge)")
    let round = image.pixel(x: 50, y: 10)
    #expect(round.red > 0.95 && round.green < 0.05 && round.blue < 0.05, "\(round)")
    let outside = image.pixel(x: 75, y: 10)
    #expect(outside.red > 0.95 && outside.green > 0.95 && outside.blue > 0.95, "\(outside)")
  }
}
