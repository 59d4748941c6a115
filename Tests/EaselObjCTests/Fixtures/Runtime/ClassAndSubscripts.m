#import "ClassAndSubscripts.h"
@implementation ProbeView
- (instancetype)initWithFrame:(CGRect)frame {
  self = [super initWithFrame:frame];
  if (self) {
    NSMutableDictionary *d = [NSMutableDictionary dictionary];
    d[@"a"] = @1;
    NSMutableArray *a = [NSMutableArray array];
    [a addObject:@2];
    a[0] = @3;
    NSString *name = NSStringFromClass([self class]);
    NSString *other = NSStringFromClass(self.class);
    Class c = [ProbeView class];
    self.accessibilityLabel = [NSString stringWithFormat:@"%@ %@ %@ %@", name, other, d[@"a"], NSStringFromClass(c)];
  }
  return self;
}
- (void)drawRect:(CGRect)rect {
  [[UIColor redColor] setFill];
  UIRectFill(CGRectInset(self.bounds, self.radius, self.radius));
}
@end
