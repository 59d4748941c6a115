#import <UIKit/UIKit.h>
// The C library by name: what Easel declares (time.h) and what it only names (arpa/inet.h).
#include <time.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include <stdint.h>
#import <UIKit/UITextField.h>
@import UIKit.UILabel;
@import UIKit.NSIndexPath_UIKitAdditions;

// An enumeration whose last value is the largest: the next one is never made.
typedef NS_ENUM(NSInteger, ProbeLimit) { ProbeLimitNone = 0, ProbeLimitAll = 0x7fffffffffffffff };
IB_DESIGNABLE
@interface ProbeView : UIView
@property (nonatomic) IBInspectable CGFloat radius;
@end
