import EaselObjC
import Foundation
import Testing

/// ARC's implicit bridging of the SDK's audited Core Foundation functions: the SDK declares
/// them between `CF_IMPLICIT_BRIDGING_ENABLED` and `CF_IMPLICIT_BRIDGING_DISABLED` (`#pragma
/// clang arc_cf_code_audited begin` … `end`), where clang lets ARC code pass an object cast to
/// the Core Foundation type a parameter takes, and take a result the function neither creates
/// nor copies as an object. The stub headers declare the same functions audited, as the name
/// table records them (Backelite's BkVASPhoneView, draw 52, spent: "cast of Objective-C
/// pointer type 'NSData *' to C pointer type 'CFDataRef' requires a bridged cast" at
/// `CGDataProviderCreateWithCFData((CFDataRef)fontData)`, which Xcode's clang accepts).
@Suite struct ObjCImplicitBridgingTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface FontView : UIView
    @end
    @implementation FontView
    - (BOOL)loadFontFrom:(NSData *)fontData {
        CGDataProviderRef provider = CGDataProviderCreateWithCFData((CFDataRef)fontData);
        CGFontRef font = CGFontCreateWithDataProvider(provider);
        BOOL made = font != NULL;
        CFRelease(font);
        CFRelease(provider);
        return made;
    }
    @end
    """

  @Test func theTableRecordsWhichFunctionsAreAudited() throws {
    let table = ObjCNameTable.shared
    #expect(try #require(table.function("CGDataProviderCreateWithCFData")).isAudited)
    #expect(try #require(table.function("CGContextFillPath")).isAudited)
    // UIKit's functions are not in a Core Foundation audited region.
    #expect(try #require(table.function("UIGraphicsGetCurrentContext")).isAudited == false)
  }

  /// clang's status and errors for `source`, a file named `name`, parsed against fresh stubs.
  static func parse(_ source: String, named name: String) throws -> (Int32, String) {
    let folder = try ObjCStubHeadersTests.headers()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try Data(source.utf8).write(to: file)
    return try ObjCStubHeadersTests.parse([file], folder: folder)
  }

  @Test func anObjectCastForAnAuditedFunctionParses() throws {
    let (status, errors) = try Self.parse(
      """
      #import <UIKit/UIKit.h>
      CGDataProviderRef easelProvider(NSData *data) {
        return CGDataProviderCreateWithCFData((CFDataRef)data);
      }
      id easelSpace(CGColorRef color) {
        return (id)CGColorGetColorSpace(color);
      }

      """, named: "Bridging.m")
    #expect(status == 0, "\(errors)")
    #expect(!errors.contains("error:"), "\(errors)")
  }

  /// Outside an audited function's argument, ARC still wants a bridged cast, as on iOS.
  @Test func anObjectCastElsewhereStillWantsABridge() throws {
    let (status, errors) = try Self.parse(
      """
      #import <UIKit/UIKit.h>
      CFDataRef easelData(NSData *data) {
        CFDataRef held = (CFDataRef)data;
        return held;
      }

      """, named: "Unbridged.m")
    #expect(status != 0)
    #expect(errors.contains("Unbridged.m:3:") && errors.contains("bridged cast"), "\(errors)")
  }

  @Test func aFontLoadedFromDataTranslates() throws {
    try ObjCTestSupport.expectTranslation(
      ["FontView.m": Self.source], containing: ["CGDataProvider(data: "])
  }

  /// A Core Foundation object a function gives back through a pointer (`CFErrorRef *`), which
  /// Swift's importer takes as `UnsafeMutablePointer<Unmanaged<CFError>?>`, audited or not
  /// (BkVASPhoneView's next error: "cannot convert value of type 'CFError?' to expected
  /// argument type 'Unmanaged<CFError>?'").
  @Test func anErrorGivenBackThroughAPointerTranslates() throws {
    let source = """
      #import <UIKit/UIKit.h>
      #import <CoreText/CoreText.h>

      IB_DESIGNABLE
      @interface FontView : UIView
      @end
      @implementation FontView
      - (NSString *)registerFont:(CGFontRef)font {
          CFErrorRef error;
          if (!CTFontManagerRegisterGraphicsFont(font, &error)) {
              CFStringRef errorDescription = CFErrorCopyDescription(error);
              NSLog(@"Failed to load font: %@", errorDescription);
              CFRelease(errorDescription);
              return @"failed";
          }
          return @"registered";
      }
      @end
      """
    try ObjCTestSupport.expectTranslation(
      ["FontView.m": source], containing: ["ObjCUnmanagedOut.passing(&error, "])
  }
}
