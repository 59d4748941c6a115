#import <UIKit/UIKit.h>

/// The demo's only screen: everything on it is set up in Main.storyboard.
@interface ViewController : UIViewController

@end
