#import <UIKit/UIKit.h>

// A star rating drawn in Objective-C, as many real designables are.
IB_DESIGNABLE
@interface StarRatingView : UIControl
@property (nonatomic) IBInspectable NSUInteger maximumValue;
@property (nonatomic) IBInspectable CGFloat value;
@end
