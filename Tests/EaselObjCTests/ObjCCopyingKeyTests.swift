import Foundation
import Testing

@testable import EaselObjC

/// Keys and set elements Swift cannot hash as they are typed: an `id<NSCopying>` key (an
/// `NSDictionary<id<NSCopying>, id>`, as Swift's importer gives it, is `[AnyHashable: Any]`)
/// subscripts a dictionary as `AnyHashable`, a string given for `id<NSCopying>` is the
/// `NSString` Objective-C passes, and a set of classes (`[NSSet setWithObjects:[NSURL class],
/// …]`) holds the Foundation classes themselves and is enumerated and asked about subclasses
/// as Foundation answers. MJExtension's MJDictionaryCache.m and MJFoundation.m (in
/// yangyaling/dashboard_totyu, a spent draw's) stopped at "type 'any NSCopying' cannot
/// conform to 'Hashable'".
@Suite struct ObjCCopyingKeyTests {
  static let source = """
    #import <UIKit/UIKit.h>

    static NSMutableDictionary<id<NSCopying>, id> *store_;
    static NSSet *foundationClasses_;

    @interface Cache : NSObject
    + (id)objectForKey:(id<NSCopying>)key;
    + (void)setObject:(id)object forKey:(id<NSCopying>)key;
    + (BOOL)isClassFromFoundation:(Class)c;
    @end
    @implementation Cache
    + (id)objectForKey:(id<NSCopying>)key {
        NSDictionary<id<NSCopying>, id> *all = store_;
        return all[key];
    }
    + (void)setObject:(id)object forKey:(id<NSCopying>)key {
        if (store_ == nil) store_ = [NSMutableDictionary dictionary];
        store_[key] = object;
    }
    + (BOOL)isClassFromFoundation:(Class)c {
        if (foundationClasses_ == nil) {
            foundationClasses_ = [NSSet setWithObjects:[NSURL class], [NSDate class],
                                  [NSString class], [NSArray class], nil];
        }
        __block BOOL result = NO;
        [foundationClasses_ enumerateObjectsUsingBlock:^(Class foundationClass, BOOL *stop) {
            if ([c isSubclassOfClass:foundationClass]) {
                result = YES;
                *stop = YES;
            }
        }];
        return result;
    }
    + (void)remember:(NSString *)code {
        if ([Cache objectForKey:code] == nil) [Cache setObject:@1 forKey:code];
    }
    @end
    """

  @Test func copyingKeysAndSetsOfClassesTranslate() throws {
    try ObjCTestSupport.expectTranslation(
      ["Cache.m": Self.source],
      containing: [
        "[AnyHashable: Any]", "as! AnyHashable", "NSURL.self, NSDate.self",
        "isSubclass(of: foundationClass)",
      ])
  }
}

