import Foundation
import Testing

@testable import EaselObjC

/// A C string literal kept as `const void *` (`const void *kKey = "com.example.key";`, an
/// associated object's key): it has static storage, as a `const char *` one already had, its
/// address given as a raw pointer. MosheBerman/MBCalendarKit (draw 40): "cannot convert value
/// of type 'String' to specified type 'UnsafeRawPointer'".
@Suite struct ObjCRawPointerCStringTests {
  @Test func aCStringLiteralKeptAsAVoidPointerHasStaticStorage() throws {
    let source = """
      #import <UIKit/UIKit.h>
      #import <objc/runtime.h>
      const void *kAnimatesKey = "com.example.animates";

      @interface Grid : UIView
      @property (nonatomic) BOOL animates;
      @end
      @implementation Grid
      - (BOOL)animates {
          const void *local = "local";
          id value = objc_getAssociatedObject(self, local);
          return [objc_getAssociatedObject(self, kAnimatesKey) boolValue] || value != nil;
      }
      - (void)setAnimates:(BOOL)animates {
          objc_setAssociatedObject(self, kAnimatesKey, @(animates), OBJC_ASSOCIATION_RETAIN_NONATOMIC);
      }
      @end
      """
    let t = try ObjCTestSupport.translateAgainstFacade(["Grid.m": source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = t.sources.map(\.swift).joined()
    #expect(swift.contains("UnsafeRawPointer(strdup(\"com.example.animates\")!)"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
  }
}
