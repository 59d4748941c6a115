#import "UIView+BackgroundColor.h"
#import <objc/runtime.h>


@implementation UIView (BackgroundColor)

- (nullable NSString *)bgColorName {
    return objc_getAssociatedObject(self, @selector(bgColorName));
}

- (void)setBgColorName:(NSString *)bgColorName {
    if (!bgColorName || bgColorName.length == 0) {
        return;
    }
    UIColor *color;
    SEL sel = NSSelectorFromString(bgColorName);
    if ([UIColor respondsToSelector:sel]) {
        color = [UIColor performSelector:sel];
    }
    if (!color) {
        return;
    }
    self.backgroundColor = color;
    
    objc_setAssociatedObject(self,
                             @selector(bgColorName),
                             bgColorName,
                             OBJC_ASSOCIATION_COPY_NONATOMIC);
}


@end
