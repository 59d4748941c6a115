import EaselObjC
import Foundation
import Testing

/// Core Foundation's collections created as Objective-C creates them, with the standard
/// callbacks (`&kCFTypeDictionaryKeyCallBacks`, which clang did not know: "use of undeclared
/// identifier"): a dictionary of attributes over C arrays of keys and values (as GPUImage's
/// framebuffer and Core Text code make one, spent draws'), and the mutable kinds.
@Suite struct ObjCCoreFoundationCreationTests {
  static let source = """
    #import <UIKit/UIKit.h>

    @interface Attributes : UIView
    @end
    @implementation Attributes
    - (void)layoutSubviews {
        [super layoutSubviews];
        const void *keys[] = { (__bridge const void *)@"name" };
        const void *values[] = { (__bridge const void *)self.backgroundColor };
        CFDictionaryRef attributes = CFDictionaryCreate(kCFAllocatorDefault, keys, values, 1,
            &kCFTypeDictionaryKeyCallBacks, &kCFTypeDictionaryValueCallBacks);
        CFMutableDictionaryRef options = CFDictionaryCreateMutable(kCFAllocatorDefault, 0,
            &kCFTypeDictionaryKeyCallBacks, &kCFTypeDictionaryValueCallBacks);
        CFMutableArrayRef list = CFArrayCreateMutable(NULL, 0, &kCFTypeArrayCallBacks);
        CFRelease(attributes);
        CFRelease(options);
        CFRelease(list);
    }
    @end
    """

  @Test func collectionsCreatedWithTheStandardCallbacksTranslate() throws {
    try ObjCTestSupport.expectTranslation(
      ["Attributes.m": Self.source],
      containing: [
        "&kCFTypeDictionaryKeyCallBacks, &kCFTypeDictionaryValueCallBacks",
        "&kCFTypeArrayCallBacks",
      ])
  }
}
