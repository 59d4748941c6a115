#pragma once
#import <Foundation/Foundation.h>
#pragma clang assume_nonnull begin
@interface CALayer : NSObject
@property CGFloat cornerRadius;
@property CGFloat borderWidth;
@property (nullable) CGColorRef borderColor;
@property BOOL masksToBounds;
+ (instancetype)layer;
- (void)addSublayer:(CALayer *)layer;
@end
typedef struct CGPath *CGPathRef;
@interface CAShapeLayer : CALayer
@property (nullable) CGPathRef path;
@property (nullable) CGColorRef fillColor;
@property CGFloat lineWidth;
@end
#pragma clang assume_nonnull end
