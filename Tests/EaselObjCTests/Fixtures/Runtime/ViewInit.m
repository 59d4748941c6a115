#import <UIKit/UIKit.h>

// A view's own -init: UIView's init() is a convenience initializer in Swift, so this one is
// designated and its [super init] is init(frame: .zero).
@interface DashedLabel : UILabel
@property (strong, nonatomic) CAShapeLayer *border;
@end

@implementation DashedLabel
- (instancetype)init {
  self = [super init];
  if (self) { [self setup]; }
  return self;
}
- (instancetype)initWithCoder:(NSCoder *)coder {
  self = [super initWithCoder:coder];
  if (self) { [self setup]; }
  return self;
}
- (void)setup {
  _border = [CAShapeLayer layer];
  [self.layer addSublayer:_border];
  // A member of a struct a message returns (clang's MaterializeTemporaryExpr).
  UITextField *field = [[UITextField alloc]
      initWithFrame:CGRectMake(10, 10, self.frame.size.width - 20, self.frame.size.height - 20)];
  [self addSubview:field];
}
@end
