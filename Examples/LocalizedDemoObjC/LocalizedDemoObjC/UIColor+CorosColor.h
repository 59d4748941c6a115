#import <UIKit/UIKit.h>

@interface UIColor (CorosColor)
  
+ (UIColor *)clearClr;
+ (UIColor *)whiteClr;
+ (UIColor *)blackClr;
+ (UIColor *)blueClr;
+ (UIColor *)redClr;

@end
