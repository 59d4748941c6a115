import Testing

/// A method its header declares nonnull (`NS_ASSUME_NONNULL_BEGIN`) whose body returns nil
/// anyway (clang only warns): Swift declares its result `T!`, which takes the nil and which
/// the module's callers use as the `T` the header promises.
@Suite struct ObjCNonnullReturningNilTests {
  static let header = """
    #import <UIKit/UIKit.h>
    NS_ASSUME_NONNULL_BEGIN
    @interface UIColor (Swatch)
    - (UIImage *)swatchOfSize:(CGSize)size;
    @end
    NS_ASSUME_NONNULL_END
    """
  static let category = """
    #import "UIColor+Swatch.h"
    @implementation UIColor (Swatch)
    - (UIImage *)swatchOfSize:(CGSize)size {
        UIGraphicsBeginImageContext(size);
        CGContextRef context = UIGraphicsGetCurrentContext();
        if (!context) {
            return nil;
        }
        CGContextSetFillColorWithColor(context, [self CGColor]);
        CGContextFillRect(context, CGRectMake(0, 0, size.width, size.height));
        UIImage *image = UIGraphicsGetImageFromCurrentImageContext();
        UIGraphicsEndImageContext();
        return image;
    }
    @end
    """
  static let view = """
    #import "UIColor+Swatch.h"
    @interface Swatch : UIImageView
    @end
    @implementation Swatch
    - (void)awakeFromNib {
        [super awakeFromNib];
        self.image = [[UIColor redColor] swatchOfSize:CGSizeMake(4, 4)];
    }
    @end
    """

  @Test func resultIsImplicitlyUnwrapped() throws {
    let t = try ObjCTestSupport.translateAgainstFacade([
      "UIColor+Swatch.h": Self.header, "UIColor+Swatch.m": Self.category, "Swatch.m": Self.view,
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let category = try #require(t.sources.first { $0.swift.contains("extension UIColor") }?.swift)
    #expect(category.contains("-> UIImage! {"), "\(category)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
