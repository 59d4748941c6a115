#import <UIKit/UIKit.h>

typedef NS_ENUM(NSInteger, BadgeStyle) {
    BadgeStyleRound,
    BadgeStyleSquare,
    BadgeStylePill = 5,
};

typedef void (^BadgeHandler)(NSInteger count, BOOL animated);

@interface Badge : UIView
@property (nonatomic) BadgeStyle style;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy, nullable) BadgeHandler handler;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic, weak) UIView *anchor;
@property (nonatomic, readonly) NSArray<NSString *> *labels;
+ (instancetype)badgeWithTitle:(NSString *)title;
- (instancetype)initWithTitle:(NSString *)title style:(BadgeStyle)style;
- (NSString *)describeCount:(NSInteger)count;
- (CGFloat)widthForCount:(int)count scale:(float)scale;
- (void)moveToPoint:(CGPoint)point;
- (void)configureWithColor:(UIColor *)color NS_SWIFT_NAME(configure(tint:));
@end
