#import "UIColor+CorosColor.h"

// The palette of seed 002's UIColor (CorosColor): each colour is a class method, so that
// UIView (BackgroundColor) finds it by name with NSSelectorFromString. The colours are
// Examples/LocalizedDemo's (UIColor+CorosColor.swift).
@implementation UIColor (CorosColor)

+ (UIColor *)clearClr {
    return [UIColor clearColor];
}

+ (UIColor *)whiteClr {
    return [UIColor whiteColor];
}

+ (UIColor *)blackClr {
    return [UIColor colorWithRed:0.11 green:0.11 blue:0.12 alpha:1];
}

+ (UIColor *)blueClr {
    return [UIColor colorWithRed:0.0 green:0.48 blue:1.0 alpha:1];
}

+ (UIColor *)redClr {
    return [UIColor colorWithRed:1.0 green:0.23 blue:0.19 alpha:1];
}

@end
