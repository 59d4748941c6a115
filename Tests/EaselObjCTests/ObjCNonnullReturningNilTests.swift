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

  /// A nonnull property's getter returning nil (a radio button's group: `- (NSArray *)
  /// otherButtons { … return nil; }` under `NS_ASSUME_NONNULL`): the property's Swift type
  /// cannot take it, and Swift's bridging reads a nil collection or string as the empty value.
  @Test func aNonnullCollectionPropertyGetterReturningNilReturnsTheEmptyValue() throws {
    let header = """
      #import <UIKit/UIKit.h>
      NS_ASSUME_NONNULL_BEGIN
      @interface Radio : UIButton
      @property (nonatomic) NSArray<Radio *> *others;
      @property (nonatomic) NSDictionary<NSString *, Radio *> *byName;
      @property (nonatomic, copy) NSString *groupName;
      @end
      NS_ASSUME_NONNULL_END
      """
    let body = """
      #import "Radio.h"
      @implementation Radio
      - (NSArray *)others { return nil; }
      - (NSDictionary *)byName { return nil; }
      - (NSString *)groupName { return nil; }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Radio.h": header, "Radio.m": body])
    let swift = t.sources.map(\.swift).joined(separator: "\n")
    #expect(swift.contains("return []"), "\(swift)")
    #expect(swift.contains("return [:]"), "\(swift)")
    #expect(swift.contains("return \"\""), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
