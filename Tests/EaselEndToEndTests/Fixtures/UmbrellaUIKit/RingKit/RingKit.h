#import <UIKit/UIKit.h>

FOUNDATION_EXPORT double RingKitVersionNumber;
