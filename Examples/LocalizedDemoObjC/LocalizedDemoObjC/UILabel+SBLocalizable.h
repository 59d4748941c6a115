#import <UIKit/UIKit.h>

@interface UILabel (SBLocalizable)

/**

 是否把当前text作为多语言的key

 */

@property (nonatomic, assign) IBInspectable BOOL textAsKey;

@end
