import Foundation
import Testing

@testable import EaselObjC

/// A subscript of an object typed `id` (`title[@"items"][row][@"name"]`, `[self dictionary][key]`):
/// Objective-C sends `objectForKeyedSubscript:` (`objectAtIndexedSubscript:`), which the
/// Foundation collection the object is answers; Swift's `Any` has no subscript, so the value is
/// read as that collection. LGFDropDown.m and MJExtension's MJDictionaryCache.m
/// (yangyaling/dashboard_totyu, a spent draw's) stopped at "value of type 'Any' has no
/// subscripts".
@Suite struct ObjCUntypedSubscriptTests {
  static let source = """
    #import <UIKit/UIKit.h>
    @interface Menu : UIView
    @end
    @implementation Menu
    - (id)store {
        return @{@"items": @[@{@"name": @"First"}]};
    }
    - (void)show:(id)title row:(NSInteger)row cell:(UITableViewCell *)cell {
        cell.textLabel.text = title[@"items"][row][@"name"];
        NSArray *items = [self store][@"items"];
        cell.tag = items.count;
    }
    @end
    """

  @Test func anUntypedObjectIsSubscriptedAsTheCollectionItIs() throws {
    try ObjCTestSupport.expectTranslation(
      ["Menu.m": Self.source],
      containing: ["(title as? [AnyHashable: Any])?[\"items\"]", "(self.store() as? [AnyHashable: Any])?[\"items\"]"])
  }
}
