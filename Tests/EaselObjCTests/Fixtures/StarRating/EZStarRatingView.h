#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, EZStarStyle) {
    EZStarStyleFilled,
    EZStarStyleOutlined,
};

IB_DESIGNABLE
@interface EZStarRatingView : UIControl

@property (nonatomic) IBInspectable NSUInteger maximumValue;
@property (nonatomic) IBInspectable CGFloat value;
@property (nonatomic) IBInspectable CGFloat spacing;
@property (nonatomic, strong) IBInspectable UIColor *starColor;
@property (nonatomic, strong, nullable) IBInspectable UIColor *emptyColor;
@property (nonatomic, copy, nullable) IBInspectable NSString *caption;
@property (nonatomic, assign) IBInspectable BOOL allowsHalfStars;
@property (nonatomic) EZStarStyle style;

- (UIBezierPath *)starPathInRect:(CGRect)rect;

@end

NS_ASSUME_NONNULL_END
