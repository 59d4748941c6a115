import EaselObjC
import Foundation
import Testing

/// `NS_ERROR_ENUM` and `CF_ERROR_ENUM` take what the SDK's take: a domain and a name
/// (`typedef NS_ERROR_ENUM(MyErrorDomain, MyError) { … };`), or a domain alone for an
/// anonymous enumeration, each an `NSInteger` (`CFIndex`) enumeration. The stub headers
/// defined them with three parameters (type, name, domain), so the forty-fifth draw's
/// SDWebImage pod (`SDWebImageError.h:18`, imported by UIView+WebCache.m and four more files)
/// stopped at "too few arguments provided to function-like macro invocation".
@Suite struct ObjCErrorEnumMacroTests {
  static let header = """
    #import <UIKit/UIKit.h>

    FOUNDATION_EXPORT NSErrorDomain const _Nonnull LoaderErrorDomain;
    typedef NS_ERROR_ENUM(LoaderErrorDomain, LoaderError) {
        LoaderErrorInvalidURL = 1000,
        LoaderErrorBadData = 1001,
    };
    NS_ERROR_ENUM(LoaderErrorDomain) {
        LoaderErrorCancelled = 2000,
    };
    typedef CF_ERROR_ENUM(LoaderErrorDomain, LoaderStreamError) {
        LoaderStreamErrorClosed = 3000,
    };

    @interface Loader : UIView
    - (NSInteger)codeFor:(BOOL)valid;
    @end
    """

  static let source = """
    #import "Loader.h"

    NSErrorDomain const LoaderErrorDomain = @"LoaderErrorDomain";

    @implementation Loader
    - (NSInteger)codeFor:(BOOL)valid {
        LoaderError code = valid ? LoaderErrorBadData : LoaderErrorInvalidURL;
        LoaderStreamError stream = LoaderStreamErrorClosed;
        return code + stream;
    }
    @end
    """

  /// The named and Core Foundation forms declare their enumerations; the anonymous form
  /// parses.
  @Test func errorEnumerationsOfADomain() throws {
    try ObjCTestSupport.expectTranslation(
      ["Loader.m": Self.source, "Loader.h": Self.header],
      containing: ["enum LoaderError: Int", "enum LoaderStreamError: Int"])
  }
}
