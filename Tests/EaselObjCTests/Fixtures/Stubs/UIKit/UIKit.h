#pragma once
#import <Foundation/Foundation.h>
#import <QuartzCore/QuartzCore.h>
typedef enum UIViewContentMode : NSInteger {
  UIViewContentModeScaleToFill,
  UIViewContentModeScaleAspectFit,
  UIViewContentModeRedraw = 3,
} UIViewContentMode;
typedef enum UIControlEvents : NSUInteger {
  UIControlEventTouchUpInside = 1 << 6,
  UIControlEventValueChanged = 1 << 12,
} UIControlEvents;
#pragma clang assume_nonnull begin
@interface UIColor : NSObject
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
@property (class, readonly) UIColor *clearColor;
@property (class, readonly) UIColor *whiteColor;
@property (class, readonly) UIColor *blackColor;
@property (class, readonly) UIColor *blueColor;
@property (class, readonly) UIColor *redColor;
@property (readonly) CGColorRef CGColor;
- (void)set;
- (void)setFill;
- (void)setStroke;
@end
@interface UIImage : NSObject
+ (nullable UIImage *)imageNamed:(NSString *)name;
- (void)drawInRect:(CGRect)rect;
@end
@interface UIScreen : NSObject
@property (class, nonatomic, readonly) UIScreen *mainScreen;
@property (nonatomic, readonly) CGFloat scale;
@end
typedef NSString *NSAttributedStringKey;
extern NSAttributedStringKey const NSFontAttributeName;
extern NSAttributedStringKey const NSForegroundColorAttributeName;
@interface NSString (UIKitDrawing)
- (void)drawInRect:(CGRect)rect withAttributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs;
- (CGSize)sizeWithAttributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs;
@end
@interface UIFont : NSObject
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize;
@end
@interface UIBezierPath : NSObject
+ (instancetype)bezierPathWithRect:(CGRect)rect;
+ (instancetype)bezierPathWithOvalInRect:(CGRect)rect;
+ (instancetype)bezierPathWithRoundedRect:(CGRect)rect cornerRadius:(CGFloat)cornerRadius;
@property (nonatomic) CGFloat lineWidth;
@property (nonatomic, readonly) CGPathRef CGPath;
- (void)fill;
- (void)stroke;
- (void)moveToPoint:(CGPoint)point;
- (void)addLineToPoint:(CGPoint)point;
- (void)closePath;
+ (instancetype)bezierPath;
@end
@class UIView;
@interface UIEvent : NSObject
@end
@interface UITouch : NSObject
- (CGPoint)locationInView:(nullable UIView *)view;
@end
@interface UIResponder : NSObject
- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;
- (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;
@end
@interface UIView : UIResponder
- (instancetype)initWithFrame:(CGRect)frame;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic, readonly, strong) CALayer *layer;
@property (nullable, nonatomic, copy) UIColor *backgroundColor;
@property (nonatomic) CGFloat alpha;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic) UIViewContentMode contentMode;
@property (nonatomic, readonly, copy) NSArray<__kindof UIView *> *subviews;
- (void)addSubview:(UIView *)view;
- (void)setNeedsDisplay;
- (void)setNeedsLayout;
- (void)layoutSubviews;
- (void)drawRect:(CGRect)rect;
+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
- (void)tintColorDidChange;
@property (nonatomic, readonly) CGSize intrinsicContentSize;
- (void)invalidateIntrinsicContentSize;
@property (null_resettable, nonatomic, strong) UIColor *tintColor;
/// Declared to clang here but absent from the Swift façade: what a stale stub would do.
- (void)methodTheFacadeLacks;
@end
@interface UIControl : UIView
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents;
@end
@interface UILabel : UIView
@property (nullable, nonatomic, copy) NSString *text;
@property (null_resettable, nonatomic, strong) UIFont *font;
@property (null_resettable, nonatomic, strong) UIColor *textColor;
@end
CGContextRef _Nullable UIGraphicsGetCurrentContext(void);
void UIRectFrame(CGRect rect);
void UIRectFill(CGRect rect);
typedef struct dispatch_queue_s *dispatch_queue_t;
dispatch_queue_t dispatch_get_main_queue(void);
void dispatch_async(dispatch_queue_t queue, void (^block)(void));
#pragma clang assume_nonnull end
