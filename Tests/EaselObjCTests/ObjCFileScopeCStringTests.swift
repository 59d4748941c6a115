import Foundation
import Testing

@testable import EaselObjC

/// A C string literal kept in a file-scope variable (`static const char *kIdentifier =
/// "kIdentifier";`, an associated object's key) has static storage, as C gives it and as a
/// local's already had: a Swift string literal converts to a pointer only as an argument.
/// reference/BDToolKit's NSObject+Identifier.m (a spent draw's) declares its key so.
@Suite struct ObjCFileScopeCStringTests {
  static let source = """
    #import <UIKit/UIKit.h>
    #import <objc/runtime.h>
    static const char *kIdentifier = "kIdentifier";
    @interface NSObject (Identifier)
    @property (nonatomic, strong) NSString *identifier;
    @end
    @implementation NSObject (Identifier)
    - (NSString *)identifier {
        return objc_getAssociatedObject(self, kIdentifier);
    }
    - (void)setIdentifier:(NSString *)identifier {
        objc_setAssociatedObject(self, kIdentifier, identifier, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
    }
    @end
    """

  @Test func aFileScopeCStringLiteralHasStaticStorage() throws {
    try ObjCTestSupport.expectTranslation(
      ["NSObject+Identifier.m": Self.source],
      containing: ["kIdentifier: UnsafePointer<CChar>! = UnsafePointer<CChar>(strdup(\"kIdentifier\")!)"])
  }
}
