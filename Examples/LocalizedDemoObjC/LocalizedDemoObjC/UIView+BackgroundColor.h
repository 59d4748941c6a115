#import <UIKit/UIKit.h>

@interface UIView (BackgroundColor)

/**
 背景颜色名称
 */
@property (nullable, nonatomic, strong) IBInspectable NSString *bgColorName;

@end
