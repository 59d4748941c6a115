#import <UIKit/UIKit.h>

IB_DESIGNABLE
@interface StarRatingView : UIControl
@property (nonatomic) IBInspectable NSUInteger maximumValue;
@property (nonatomic) IBInspectable CGFloat value;
@property (nonatomic) IBInspectable CGFloat spacing;
@property (nonatomic, strong) IBInspectable UIColor *starColor;
@property (nonatomic) IBInspectable BOOL allowsHalfStars;
@end
