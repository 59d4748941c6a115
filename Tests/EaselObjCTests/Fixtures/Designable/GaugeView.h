#import <UIKit/UIKit.h>

IB_DESIGNABLE
@interface GaugeView : UIView

@property (nonatomic) IBInspectable CGFloat cornerRadius;
@property (nonatomic, strong) IBInspectable UIColor *fillColor;
@property (nonatomic) IBInspectable BOOL showsBorder;
@property (nonatomic) IBInspectable NSInteger segments;
@property (nonatomic, readonly) NSInteger drawCount;

- (void)resetWithSegments:(NSInteger)segments;

@end
