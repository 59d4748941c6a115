import EaselObjC
import Foundation
import Testing

/// Foundation members of Apple's Objective-C API that Linux's Foundation lacks under their
/// Swift names, so the name table left them out and clang stopped at them (`no known class
/// method for selector 'fileURLWithPath:'`): the façade declares them, and the translation
/// calls them (docs/coverage/objc-left-out-ranked.txt ranks what real code sends).
@Suite struct ObjCFoundationClassMethodTests {
  /// `+[NSURL fileURLWithPath:]` and its `isDirectory:`/`relativeToURL:` forms, the class
  /// factories beside `-initFileURLWithPath:` (HappyMovie's `CommonDefine.h` macro).
  @Test func fileURLFactoriesTranslate() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Paths.m": """
        #import <UIKit/UIKit.h>
        @interface Paths : NSObject
        + (NSString *)describe:(NSString *)path;
        @end
        @implementation Paths
        + (NSString *)describe:(NSString *)path {
            NSURL *file = [NSURL fileURLWithPath:path];
            NSURL *folder = [NSURL fileURLWithPath:@"/tmp" isDirectory:YES];
            NSURL *inFolder = [NSURL fileURLWithPath:@"a.png" relativeToURL:folder];
            NSURL *both = [NSURL fileURLWithPath:@"b" isDirectory:NO relativeToURL:folder];
            return [NSString stringWithFormat:@"%@ %@ %@", file.path, inFolder.absoluteString, both.lastPathComponent];
        }
        @end
        """
      ],
      containing: [
        "NSURL.fileURL(withPath: path)", "NSURL.fileURL(withPath: \"/tmp\", isDirectory: true)",
        "NSURL.fileURL(withPath: \"a.png\", relativeTo: folder)",
        "NSURL.fileURL(withPath: \"b\", isDirectory: false, relativeTo: folder)",
      ])
  }

  /// `-[NSData getBytes:]`, which copies all of the data.
  @Test func getBytesTranslates() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Header.m": """
        #import <UIKit/UIKit.h>
        @interface Header : NSObject
        + (uint32_t)magic:(NSData *)data;
        @end
        @implementation Header
        + (uint32_t)magic:(NSData *)data {
            uint32_t value = 0;
            uint16_t half = 0;
            if (data.length == sizeof(value)) [data getBytes:&value];
            [data getBytes:&half length:sizeof(half)];
            return value + half;
        }
        @end
        """
      ], containing: ["as NSData", "getBytes(&value)", "getBytes(&half, length: "])
  }

  /// `-stringByAddingPercentEscapesUsingEncoding:` and
  /// `-stringByReplacingPercentEscapesUsingEncoding:` (deprecated, still sent).
  @Test func percentEscapesTranslate() throws {
    try ObjCTestSupport.expectTranslation(
      [
        "Link.m": """
        #import <UIKit/UIKit.h>
        @interface Link : NSObject
        + (NSURL *)link:(NSString *)query;
        @end
        @implementation Link
        + (NSURL *)link:(NSString *)query {
            NSString *escaped = [query stringByAddingPercentEscapesUsingEncoding:NSUTF8StringEncoding];
            NSString *path = [@"a%20" stringByAppendingString:query];
            NSString *plain = [path stringByReplacingPercentEscapesUsingEncoding:NSUTF8StringEncoding];
            return [NSURL URLWithString:[NSString stringWithFormat:@"https://example.com/%@?q=%@", plain, escaped]];
        }
        @end
        """
      ],
      containing: [
        "addingPercentEscapes(using: String.Encoding.utf8)", "replacingPercentEscapes(",
      ])
  }
}
