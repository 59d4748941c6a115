#pragma once
#import <Foundation/Foundation.h>
#pragma clang assume_nonnull begin
@interface CALayer : NSObject
@property CGFloat cornerRadius;
@property CGFloat borderWidth;
@property (nullable) CGColorRef borderColor;
@property BOOL masksToBounds;
@end
#pragma clang assume_nonnull end
