import Foundation
import Testing

@testable import EaselObjC

/// A class of a framework class Swift imports with generic parameters (`@interface
/// ImageCache : NSCache`, as AFNetworking's AFImageCache is) names its superclass specialized,
/// each parameter as `AnyObject`, the bound Swift gives an Objective-C type parameter: Swift
/// requires the arguments ("reference to generic type 'NSCache' requires arguments in <...>",
/// msaps/Searchr's AFNetworking pod, a spent draw's). Foundation's collections, which Swift
/// imports without their generics, stay as they are.
@Suite struct ObjCGenericSuperclassTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface ImageCache : NSCache
    - (UIImage *)cachedImageForNumber:(NSNumber *)number;
    - (void)cacheImage:(UIImage *)image forNumber:(NSNumber *)number;
    @end
    @implementation ImageCache
    - (UIImage *)cachedImageForNumber:(NSNumber *)number {
        return [self objectForKey:number];
    }
    - (void)cacheImage:(UIImage *)image forNumber:(NSNumber *)number {
        if (image && number) {
            [self setObject:image forKey:number];
        }
    }
    @end

    @interface Names : NSMutableArray
    @end
    @implementation Names
    @end

    IB_DESIGNABLE
    @interface CachedImageView : UIImageView
    @property (nonatomic, strong) ImageCache *cache;
    @end
    @implementation CachedImageView
    - (void)layoutSubviews {
        [super layoutSubviews];
        if (!self.cache) { self.cache = [[ImageCache alloc] init]; }
        [self.cache cacheImage:[UIImage new] forNumber:@1];
        self.image = [self.cache cachedImageForNumber:@1];
    }
    @end
    """

  @Test func aGenericFrameworkSuperclassIsSpecialized() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["CachedImageView.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("class ImageCache: NSCache<AnyObject, AnyObject>"), "\(swift)")
    #expect(swift.contains("class Names: NSMutableArray"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
