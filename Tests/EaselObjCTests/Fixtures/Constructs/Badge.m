#import "Badge.h"

static const CGFloat kPadding = 4.5;
static NSInteger gCreated = 0;

static CGFloat clampedWidth(CGFloat width, CGFloat limit) {
    if (width > limit) {
        return limit;
    }
    return width < 0 ? 0 : width;
}

@implementation Badge
@synthesize title = _title;

+ (instancetype)badgeWithTitle:(NSString *)title {
    return [[self alloc] initWithTitle:title style:BadgeStyleRound];
}

- (instancetype)initWithTitle:(NSString *)title style:(BadgeStyle)style {
    self = [super initWithFrame:CGRectMake(0, 0, 40, 20)];
    if (self) {
        _title = [title copy];
        _style = style;
        gCreated += 1;
    }
    return self;
}

- (NSArray<NSString *> *)labels {
    NSMutableArray *unused = nil;
    (void)unused;
    return @[self.title, @"badge", [NSString stringWithFormat:@"%ld", (long)gCreated]];
}

- (NSString *)describeCount:(NSInteger)count {
    NSString *text;
    switch (self.style) {
        case BadgeStyleRound:
            text = @"round";
            break;
        case BadgeStyleSquare:
        case BadgeStylePill:
            text = @"square";
            break;
        default:
            text = @"other";
            break;
    }
    NSDictionary *info = @{@"count": @(count), @"style": @(self.style), @"title": self.title};
    if (info[@"title"] == nil || [self.title isEqualToString:@""]) {
        return [text stringByAppendingString:@"!"];
    }
    NSArray<NSString *> *parts = [self.title componentsSeparatedByString:@" "];
    if (parts.count > 1 && [parts objectAtIndex:0].length > 0) {
        text = [parts.firstObject uppercaseString];
    }
    return [NSString stringWithFormat:@"%@ %ld", text, (long)count];
}

- (CGFloat)widthForCount:(int)count scale:(float)scale {
    CGFloat width = kPadding * 2;
    int digits = 1;
    int rest = count;
    while (rest >= 10) {
        rest /= 10;
        digits++;
    }
    do {
        width += 7.5 * scale;
        digits--;
    } while (digits > 0);
    int skipped = 0;
    for (int i = 0; i < count; i++) {
        if (i % 2 == 0) continue;
        skipped++;
    }
    CGFloat half = 1 / 2;
    width += half * skipped;
    for (NSString *label in self.labels) {
        if (label.length == 0) continue;
        width += 1;
    }
    width = self.isHighlighted ? width * 1.1 : width;
    width -= (CGFloat)count / 100.0;
    return clampedWidth(width, CGRectGetWidth(self.bounds) > 0 ? CGRectGetWidth(self.bounds) : 200);
}

- (void)moveToPoint:(CGPoint)point {
    CGRect frame = self.frame;
    frame.origin = point;
    frame.size.width = [self widthForCount:3 scale:1.0f];
    self.frame = frame;
    if (self.handler) {
        self.handler(3, YES);
    }
    self.handler = ^(NSInteger count, BOOL animated) {
        NSLog(@"moved %ld %d", (long)count, animated);
    };
    Badge *other = [Badge badgeWithTitle:@"x"];
    [other configureWithColor:[UIColor redColor]];
    self.anchor = other;
    self.highlighted = !self.highlighted;
    if ([self respondsToSelector:@selector(describeCount:)] && !self.anchor.hidden) {
        [self performSelector:@selector(setNeedsDisplay)];
    }
}

- (void)awakeFromNib {
    [super awakeFromNib];
    UIFont *font = [UIFont boldSystemFontOfSize:12];
    (void)font;
    CGRect bounds = self.bounds;
    [self insetRect:&bounds by:2];
    self.layer.borderWidth = bounds.size.width > 0 ? 1 : 0;
}

- (void)drawRect:(CGRect)rect {
    CGContextRef ctx = UIGraphicsGetCurrentContext();
    CGContextSetLineCap(ctx, kCGLineCapRound);
    NSDictionary *attributes = @{NSFontAttributeName: [UIFont systemFontOfSize:11],
                                 NSForegroundColorAttributeName: [UIColor whiteColor]};
    CGSize size = [self.title sizeWithAttributes:attributes];
    CGFloat scale = [UIScreen mainScreen].scale;
    CGRect textRect = CGRectMake((rect.size.width - size.width) / 2, 0, size.width * scale / scale, size.height);
    [self.title drawInRect:textRect withAttributes:attributes];
    UIImage *icon = [UIImage imageNamed:@"badge-icon"];
    [icon drawInRect:CGRectInset(rect, 2, 2)];
}

- (void)insetRect:(CGRect *)rect by:(CGFloat)amount {
    rect->origin.x += amount;
    *rect = CGRectInset(*rect, amount, 0);
}

- (void)configureWithColor:(UIColor *)color {
    self.backgroundColor = [color colorWithAlphaComponent:0.5];
    self.layer.cornerRadius = self.style == BadgeStylePill ? 10 : 2;
    self.layer.borderColor = color.CGColor;
}

@end
