#import <Foundation/Foundation.h>
@interface PodsDummy_Pods_ShowcaseApp : NSObject
@end
@implementation PodsDummy_Pods_ShowcaseApp
@end
