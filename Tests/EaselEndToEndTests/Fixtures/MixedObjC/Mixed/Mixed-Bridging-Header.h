// What the target's Swift sees of its Objective-C.
#import "StarView.h"
