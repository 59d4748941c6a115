#import <UIKit/UIKit.h>
#import <UIKit/UITextField.h>
IB_DESIGNABLE
@interface ProbeView : UIView
@property (nonatomic) IBInspectable CGFloat radius;
@end
