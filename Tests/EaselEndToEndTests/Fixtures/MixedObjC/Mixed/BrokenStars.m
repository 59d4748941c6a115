#import "BrokenStars.h"

@implementation BrokenStars

- (void)drawRect:(CGRect)rect {
    [[UIColor redColor] setFill];
    UIRectFill(rect);
    easel_missing_function(rect);
}

@end
