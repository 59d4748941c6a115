#import <UIKit/UIKit.h>

// A designable whose implementation does not compile: it calls a function nobody declares.
IB_DESIGNABLE
@interface BrokenStars : UIView
@end
