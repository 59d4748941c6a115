#import <UIKit/UIKit.h>

// The Objective-C half of a mixed target: a filled square in an inspectable colour.
IB_DESIGNABLE
@interface StarView : UIView
@property (nonatomic, strong) IBInspectable UIColor *starColor;
@end
