import Testing

/// `static void *Context = &Context;`, key-value observing's context idiom: a pointer unique
/// by its address, mutable as C declares it (`UnsafeMutableRawPointer`, which a method's
/// `(void *)context` parameter takes); `const void *` keys stay `UnsafeRawPointer`.
@Suite struct ObjCSelfAddressedContextTests {
  static let source = """
    #import <UIKit/UIKit.h>

    static void *TitleContext = &TitleContext;
    static const void *TagKey = &TagKey;

    @interface Observed : UIView
    @property (nonatomic, copy) NSString *title;
    @end

    @implementation Observed
    - (void)awakeFromNib {
        [super awakeFromNib];
        [self observe:@"title" context:TitleContext];
        objc_setAssociatedObject(self, TagKey, @"tag", OBJC_ASSOCIATION_RETAIN_NONATOMIC);
    }
    - (void)observe:(NSString *)keyPath context:(nullable void *)context {
        [self addObserver:self forKeyPath:keyPath options:NSKeyValueObservingOptionNew
                  context:context];
    }
    @end
    """

  @Test func contextIsMutableAsDeclared() throws {
    try ObjCTestSupport.expectTranslation(
      ["Observed.m": Self.source],
      containing: [
        "= UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)",
        "= UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))",
      ])
  }
}
