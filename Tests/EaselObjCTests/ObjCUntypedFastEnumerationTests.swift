import Foundation
import Testing

@testable import EaselObjC

/// Fast enumeration of a value typed `id` (`id operations = dict[key]; for (id<Op> op in
/// operations)`), which Swift cannot loop over: what Foundation's collection visits.
/// SDWebImage's UIView+WebCacheOperation.m (yangyaling/dashboard_totyu, a spent draw's)
/// stopped at "for-in loop requires 'Any' to conform to 'Sequence'".
@Suite struct ObjCUntypedFastEnumerationTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @protocol Operation <NSObject>
    - (void)cancel;
    @end
    @interface Loader : NSObject
    @end
    @implementation Loader
    - (void)cancelAll:(NSDictionary *)operations forKey:(NSString *)key {
        id found = operations[key];
        if ([found isKindOfClass:[NSArray class]]) {
            for (id<Operation> operation in found) {
                [operation cancel];
            }
        }
    }
    @end
    """

  @Test func anUntypedCollectionIsEnumeratedAsFoundationEnumeratesIt() throws {
    try ObjCTestSupport.expectTranslation(
      ["Loader.m": Self.source],
      containing: ["in ObjCFastEnumeration.elements(of: found)"])
  }
}
