#import "EZStarRatingView.h"
#import <QuartzCore/QuartzCore.h>
#include <math.h>

@interface EZStarRatingView ()
@property (nonatomic, strong) CAShapeLayer *outlineLayer;
@property (nonatomic, strong) CAGradientLayer *glowLayer;
@property (nonatomic, strong) UILabel *captionLabel;
@end

@implementation EZStarRatingView {
    NSLayoutConstraint *_captionHeight;
}

@synthesize value = _value;

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        [self commonInit];
    }
    return self;
}

- (nullable instancetype)initWithCoder:(NSCoder *)coder {
    if ((self = [super initWithCoder:coder])) {
        [self commonInit];
    }
    return self;
}

- (void)commonInit {
    _maximumValue = 5;
    _spacing = 4.0;
    _starColor = [UIColor colorWithRed:1.0 green:0.8 blue:0.0 alpha:1.0];
    self.backgroundColor = [UIColor clearColor];
    self.contentMode = UIViewContentModeRedraw;
    self.opaque = NO;

    _outlineLayer = [CAShapeLayer layer];
    _outlineLayer.fillColor = nil;
    _outlineLayer.strokeColor = [UIColor darkGrayColor].CGColor;
    _outlineLayer.lineWidth = 1.0;
    _outlineLayer.lineCap = kCALineCapRound;
    [self.layer addSublayer:_outlineLayer];

    _glowLayer = [CAGradientLayer layer];
    _glowLayer.colors = @[(id)[UIColor whiteColor].CGColor, (id)[[UIColor yellowColor] colorWithAlphaComponent:0.2].CGColor];
    _glowLayer.startPoint = CGPointMake(0.5, 0.0);
    _glowLayer.endPoint = CGPointMake(0.5, 1.0);
    _glowLayer.opacity = 0.4f;
    [self.layer insertSublayer:_glowLayer atIndex:0];
    self.layer.cornerRadius = 6.0;
    self.layer.masksToBounds = YES;
    self.layer.borderWidth = 0.5;

    _captionLabel = [[UILabel alloc] initWithFrame:CGRectZero];
    _captionLabel.translatesAutoresizingMaskIntoConstraints = NO;
    _captionLabel.font = [UIFont systemFontOfSize:12.0 weight:UIFontWeightMedium];
    _captionLabel.textAlignment = NSTextAlignmentCenter;
    _captionLabel.textColor = [UIColor grayColor];
    [self addSubview:_captionLabel];
    _captionHeight = [NSLayoutConstraint constraintWithItem:_captionLabel
                                                  attribute:NSLayoutAttributeHeight
                                                  relatedBy:NSLayoutRelationEqual
                                                     toItem:nil
                                                  attribute:NSLayoutAttributeNotAnAttribute
                                                 multiplier:1.0
                                                   constant:16.0];
    [NSLayoutConstraint activateConstraints:@[
        [_captionLabel.leadingAnchor constraintEqualToAnchor:self.leadingAnchor],
        [_captionLabel.trailingAnchor constraintEqualToAnchor:self.trailingAnchor],
        [_captionLabel.bottomAnchor constraintEqualToAnchor:self.bottomAnchor],
        _captionHeight,
    ]];
}

- (void)setValue:(CGFloat)value {
    CGFloat clamped = MAX(0, MIN(value, (CGFloat)self.maximumValue));
    if (!self.allowsHalfStars) {
        clamped = roundf(clamped);
    }
    if (_value != clamped) {
        _value = clamped;
        [self setNeedsDisplay];
        [self sendActionsForControlEvents:UIControlEventValueChanged];
    }
}

- (CGFloat)value {
    return _value;
}

- (void)setCaption:(NSString *)caption {
    _caption = [caption copy];
    self.captionLabel.text = caption;
    self.captionLabel.hidden = (caption.length == 0);
}

- (void)setStarColor:(UIColor *)starColor {
    _starColor = starColor;
    [self setNeedsDisplay];
}

- (CGSize)intrinsicContentSize {
    CGFloat height = 44.0;
    return CGSizeMake(self.maximumValue * height + (self.maximumValue - 1) * self.spacing, height);
}

- (void)layoutSubviews {
    [super layoutSubviews];
    self.glowLayer.frame = self.bounds;
    self.outlineLayer.frame = self.bounds;
    UIBezierPath *outline = [UIBezierPath bezierPathWithRoundedRect:CGRectInset(self.bounds, 1, 1)
                                                       cornerRadius:6.0];
    self.outlineLayer.path = outline.CGPath;
}

- (UIBezierPath *)starPathInRect:(CGRect)rect {
    UIBezierPath *path = [UIBezierPath bezierPath];
    CGPoint center = CGPointMake(CGRectGetMidX(rect), CGRectGetMidY(rect));
    CGFloat outer = MIN(CGRectGetWidth(rect), CGRectGetHeight(rect)) / 2.0;
    CGFloat inner = outer * 0.4;
    for (NSInteger i = 0; i < 10; i++) {
        CGFloat radius = (i % 2 == 0) ? outer : inner;
        CGFloat angle = (CGFloat)(M_PI / 5.0 * i - M_PI_2);
        CGPoint point = CGPointMake(center.x + radius * cos(angle), center.y + radius * sin(angle));
        if (i == 0) {
            [path moveToPoint:point];
        } else {
            [path addLineToPoint:point];
        }
    }
    [path closePath];
    path.lineWidth = 1.0;
    path.lineJoinStyle = kCGLineJoinRound;
    return path;
}

- (void)drawRect:(CGRect)rect {
    [super drawRect:rect];
    CGContextRef context = UIGraphicsGetCurrentContext();
    CGContextSaveGState(context);
    CGFloat side = CGRectGetHeight(self.bounds) - 16.0;
    for (NSUInteger i = 0; i < self.maximumValue; i++) {
        CGRect starRect = CGRectMake(i * (side + self.spacing), 0, side, side);
        UIBezierPath *star = [self starPathInRect:CGRectInset(starRect, 2, 2)];
        UIColor *empty = self.emptyColor ?: [UIColor colorWithWhite:0.85 alpha:1.0];
        [empty setFill];
        [star fill];
        CGFloat fraction = MAX(0, MIN(1, self.value - i));
        if (fraction > 0) {
            CGContextSaveGState(context);
            CGContextClipToRect(context, CGRectMake(CGRectGetMinX(starRect), 0, side * fraction, side));
            [self.starColor setFill];
            [star fill];
            CGContextRestoreGState(context);
        }
        if (self.style == EZStarStyleOutlined) {
            CGContextSetStrokeColorWithColor(context, self.starColor.CGColor);
            CGContextSetLineWidth(context, 1.0);
            CGContextAddPath(context, star.CGPath);
            CGContextStrokePath(context);
        }
    }
    CGContextMoveToPoint(context, 0, side + 1);
    CGContextAddLineToPoint(context, CGRectGetWidth(rect), side + 1);
    CGContextSetStrokeColorWithColor(context, [UIColor lightGrayColor].CGColor);
    CGContextStrokePath(context);
    CGContextRestoreGState(context);

    NSString *label = [NSString stringWithFormat:@"%.1f / %lu", self.value, (unsigned long)self.maximumValue];
    NSMutableParagraphStyle *paragraph = [[NSMutableParagraphStyle alloc] init];
    paragraph.alignment = NSTextAlignmentRight;
    NSDictionary<NSAttributedStringKey, id> *attributes = @{
        NSFontAttributeName: [UIFont boldSystemFontOfSize:10],
        NSForegroundColorAttributeName: [UIColor blackColor],
        NSParagraphStyleAttributeName: paragraph,
    };
    CGSize size = [label sizeWithAttributes:attributes];
    [label drawInRect:CGRectMake(CGRectGetMaxX(self.bounds) - size.width - 2, 2, size.width, size.height)
       withAttributes:attributes];
}

- (void)prepareForInterfaceBuilder {
    [super prepareForInterfaceBuilder];
    if (self.caption == nil) {
        self.caption = [NSString stringWithFormat:@"%@ stars", @(self.maximumValue)];
    }
}

- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(nullable UIEvent *)event {
    CGPoint location = [touch locationInView:self];
    self.value = location.x / CGRectGetWidth(self.bounds) * self.maximumValue;
    return YES;
}

@end
