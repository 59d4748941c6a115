#import "UIColor+CorosColor.h"

// The palette the seed's UIColor (CorosColor) category names; the seed does not show its
// implementation, so these are the plain colours its names say.
@implementation UIColor (CorosColor)

+ (UIColor *)clearClr { return [UIColor clearColor]; }
+ (UIColor *)whiteClr { return [UIColor whiteColor]; }
+ (UIColor *)blackClr { return [UIColor colorWithWhite:0.0 alpha:1.0]; }
+ (UIColor *)blueClr { return [UIColor colorWithRed:0.0 green:0.48 blue:1.0 alpha:1.0]; }
+ (UIColor *)redClr { return [UIColor colorWithRed:1.0 green:0.23 blue:0.19 alpha:1.0]; }

@end
