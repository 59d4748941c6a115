import Foundation
import Testing

@testable import EaselObjC

/// `(__bridge CFURLRef)url` of an `NSURL *`, which Swift has as the value `URL`: the façade's
/// `CFURL` (`NSURL`, toll-free bridged on iOS), bridged with `as`, and given to a Core Graphics
/// function that takes none as nil as C's NULL is. CRFontIconLoader (a spent draw's) loads its
/// icon font so and failed ("cannot convert value of type 'URL?' to expected argument type
/// 'CFURL'").
@Suite struct ObjCBridgedURLTests {
  @Test func aURLIsGivenAsCoreFoundationsURL() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "IconLoader.m": """
        #import <UIKit/UIKit.h>
        #import <CoreText/CoreText.h>

        @interface IconLoader : NSObject
        - (CTFontRef)fontNamed:(NSString *)name;
        @end
        @implementation IconLoader
        - (CTFontRef)fontNamed:(NSString *)name {
            NSURL *url = [[NSBundle mainBundle] URLForResource:name withExtension:@"ttf"];
            CGDataProviderRef provider = CGDataProviderCreateWithURL((__bridge CFURLRef)url);
            CGFontRef cgFont = CGFontCreateWithDataProvider(provider);
            CTFontRef font = CTFontCreateWithGraphicsFont(cgFont, 0, NULL, NULL);
            CFRelease(cgFont);
            CFRelease(provider);
            return font;
        }
        @end
        """
      ], containing: ["as NSURL?)"])
  }
}
