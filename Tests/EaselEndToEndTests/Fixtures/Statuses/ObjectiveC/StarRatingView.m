#import "StarRatingView.h"

@implementation StarRatingView

- (void)drawRect:(CGRect)rect {
    [[UIColor orangeColor] setFill];
    UIRectFill(CGRectInset(rect, 4, 4));
}

@end
