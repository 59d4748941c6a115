#import "StarRatingView.h"

@implementation StarRatingView

- (instancetype)initWithFrame:(CGRect)frame {
    if (self = [super initWithFrame:frame]) {
        [self setup];
    }
    return self;
}

- (instancetype)initWithCoder:(NSCoder *)aDecoder {
    self = [super initWithCoder:aDecoder];
    if (self) {
        [self setup];
    }
    return self;
}

- (void)setup {
    _maximumValue = 5;
    _spacing = 5.f;
    _starColor = nil;
    self.backgroundColor = [UIColor clearColor];
}

- (void)dealloc {
    _starColor = nil;
}

- (void)setValue:(CGFloat)value {
    CGFloat clamped = MIN(MAX(value, 0), (CGFloat)_maximumValue);
    if (!self.allowsHalfStars) {
        clamped = floor(clamped);
    }
    if (_value != clamped) {
        _value = clamped;
        [self sendActionsForControlEvents:UIControlEventValueChanged];
    }
    [self setNeedsDisplay];
}

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    [self setNeedsDisplay];
}

- (UIColor *)tintColor {
    return [super tintColor] ?: [UIColor blueColor];
}

- (UIColor *)effectiveColor {
    return self.starColor ?: self.tintColor;
}

- (UIBezierPath *)starPathInRect:(CGRect)rect {
    UIBezierPath *path = [UIBezierPath bezierPath];
    CGPoint center = CGPointMake(CGRectGetMidX(rect), CGRectGetMidY(rect));
    CGFloat radius = MIN(CGRectGetWidth(rect), CGRectGetHeight(rect)) / 2;
    for (int i = 0; i < 10; i++) {
        CGFloat r = (i % 2 == 0) ? radius : radius * 0.4;
        CGFloat angle = M_PI * i / 5 - M_PI / 2;
        CGPoint point = CGPointMake(center.x + r * cos(angle), center.y + r * sin(angle));
        if (i == 0) {
            [path moveToPoint:point];
        } else {
            [path addLineToPoint:point];
        }
    }
    [path closePath];
    return path;
}

- (void)drawRect:(CGRect)rect {
    CGFloat side = CGRectGetHeight(self.bounds);
    UIColor *color = [self effectiveColor];
    for (NSUInteger idx = 0; idx < self.maximumValue; idx++) {
        CGRect frame = CGRectMake(idx * (side + self.spacing), 0, side, side);
        UIBezierPath *star = [self starPathInRect:frame];
        if (self.value >= idx + 1) {
            [color setFill];
            [star fill];
        } else {
            [[color colorWithAlphaComponent:0.25] setFill];
            [star fill];
        }
    }
}

- (CGSize)intrinsicContentSize {
    CGFloat height = 44.f;
    return CGSizeMake(self.maximumValue * height + (self.maximumValue - 1) * self.spacing, height);
}

- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
    UITouch *touch = [touches anyObject];
    CGPoint location = [touch locationInView:self];
    self.value = location.x / CGRectGetHeight(self.bounds);
}

- (void)tintColorDidChange {
    [super tintColorDidChange];
    [self setNeedsDisplay];
}

@end
