#import "GaugeView.h"

@interface GaugeView ()
@property (nonatomic) CGFloat inset;
@end

@implementation GaugeView {
    NSInteger _drawCount;
}

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        [self commonInit];
    }
    return self;
}

- (instancetype)initWithCoder:(NSCoder *)coder {
    if ((self = [super initWithCoder:coder])) {
        [self commonInit];
    }
    return self;
}

- (void)commonInit {
    _cornerRadius = 8;
    _fillColor = [UIColor colorWithRed:0.2 green:0.5 blue:0.9 alpha:1.0];
    _segments = 4;
    self.inset = 2.0;
}

- (void)setCornerRadius:(CGFloat)cornerRadius {
    _cornerRadius = cornerRadius;
    [self setNeedsDisplay];
}

- (void)setFillColor:(UIColor *)fillColor {
    _fillColor = fillColor;
    [self setNeedsDisplay];
}

- (void)setShowsBorder:(BOOL)showsBorder {
    _showsBorder = showsBorder;
    [self setNeedsDisplay];
}

- (void)setSegments:(NSInteger)segments {
    _segments = segments < 1 ? 1 : segments;
    [self setNeedsDisplay];
}

- (NSInteger)drawCount {
    return _drawCount;
}

- (void)resetWithSegments:(NSInteger)segments {
    self.segments = segments;
    _drawCount = 0;
}

- (void)drawRect:(CGRect)rect {
    [super drawRect:rect];
    CGContextRef ctx = UIGraphicsGetCurrentContext();
    CGRect bounds = CGRectInset(self.bounds, self.inset, self.inset);
    UIBezierPath *path = [UIBezierPath bezierPathWithRoundedRect:bounds
                                                    cornerRadius:self.cornerRadius];
    [self.fillColor setFill];
    [path fill];
    CGFloat width = CGRectGetWidth(bounds) / self.segments;
    for (NSInteger i = 1; i < self.segments; i++) {
        CGFloat x = CGRectGetMinX(bounds) + width * i;
        CGContextMoveToPoint(ctx, x, CGRectGetMinY(bounds));
        CGContextAddLineToPoint(ctx, x, CGRectGetMaxY(bounds));
    }
    CGContextSetStrokeColorWithColor(ctx, [UIColor whiteColor].CGColor);
    CGContextSetLineWidth(ctx, 1);
    CGContextStrokePath(ctx);
    if (self.showsBorder) {
        path.lineWidth = 2;
        [[UIColor blackColor] setStroke];
        [path stroke];
    }
    _drawCount += 1;
    CGRectInset(bounds, 1, 1);
    [[UIColor blackColor] set];
    UIRectFrame(bounds);
}

- (void)prepareForInterfaceBuilder {
    [super prepareForInterfaceBuilder];
    self.backgroundColor = [UIColor clearColor];
}

- (void)layoutSubviews {
    [super layoutSubviews];
    [self setNeedsDisplay];
}

@end
