#pragma once
#include <objc/objc.h>
typedef double CGFloat;
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;
typedef struct CGContext *CGContextRef;
typedef struct CGColor *CGColorRef;
#define M_PI 3.14159265358979323846264338327950288
double sin(double);
double cos(double);
double floor(double);
double ceil(double);
double fabs(double);
// The SDK's MIN and MAX are statement-expression macros; the stubs declare them as
// functions so that translation sees calls.
CGFloat MIN(CGFloat a, CGFloat b);
CGFloat MAX(CGFloat a, CGFloat b);
typedef enum CGLineCap : int { kCGLineCapButt, kCGLineCapRound, kCGLineCapSquare } CGLineCap;
#pragma clang assume_nonnull begin
extern const CGRect CGRectZero;
void CGContextSetLineCap(CGContextRef _Nullable c, CGLineCap cap);
CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height);
CGPoint CGPointMake(CGFloat x, CGFloat y);
CGSize CGSizeMake(CGFloat width, CGFloat height);
CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy);
CGFloat CGRectGetWidth(CGRect rect);
CGFloat CGRectGetHeight(CGRect rect);
CGFloat CGRectGetMidX(CGRect rect);
CGFloat CGRectGetMidY(CGRect rect);
CGFloat CGRectGetMinX(CGRect rect);
CGFloat CGRectGetMaxX(CGRect rect);
CGFloat CGRectGetMinY(CGRect rect);
CGFloat CGRectGetMaxY(CGRect rect);
void CGContextSetFillColorWithColor(CGContextRef _Nullable c, CGColorRef _Nullable color);
void CGContextSetStrokeColorWithColor(CGContextRef _Nullable c, CGColorRef _Nullable color);
void CGContextSetLineWidth(CGContextRef _Nullable c, CGFloat width);
void CGContextFillRect(CGContextRef _Nullable c, CGRect rect);
void CGContextStrokeRect(CGContextRef _Nullable c, CGRect rect);
void CGContextFillEllipseInRect(CGContextRef _Nullable c, CGRect rect);
void CGContextStrokeEllipseInRect(CGContextRef _Nullable c, CGRect rect);
void CGContextMoveToPoint(CGContextRef _Nullable c, CGFloat x, CGFloat y);
void CGContextAddLineToPoint(CGContextRef _Nullable c, CGFloat x, CGFloat y);
void CGContextStrokePath(CGContextRef _Nullable c);
void CGContextSaveGState(CGContextRef _Nullable c);
void CGContextRestoreGState(CGContextRef _Nullable c);
#pragma clang assume_nonnull end
