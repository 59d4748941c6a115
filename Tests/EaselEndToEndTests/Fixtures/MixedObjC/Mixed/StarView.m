#import "StarView.h"
#import "StarStyle.h"

@implementation StarView

- (void)drawRect:(CGRect)rect {
    [(self.starColor ?: [UIColor orangeColor]) setFill];
    UIRectFill(CGRectInset(rect, STAR_INSET, STAR_INSET));
}

@end
