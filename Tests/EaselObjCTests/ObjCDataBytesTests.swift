import Foundation
import Testing

@testable import EaselObjC

/// `-[NSData bytes]` of a value the translation holds as Swift's `Data` (which has no `bytes`),
/// and the `const void *` it gives cast to a typed pointer (`(UTF32Char *)`, dropping `const`).
/// jverdi/JVFloatLabeledTextField's NSString+TextDirectionality.m (a spent draw's) reads a
/// string's UTF-32 code points so.
@Suite struct ObjCDataBytesTests {
  static let source = """
    #import <Foundation/Foundation.h>
    @interface NSString (FirstCodePoint)
    - (UInt32)firstCodePoint;
    - (uint8_t)firstByteOf:(NSData *)data;
    @end
    @implementation NSString (FirstCodePoint)
    - (UInt32)firstCodePoint {
        NSData *data = [self dataUsingEncoding:NSUTF32LittleEndianStringEncoding];
        UTF32Char *chars = (UTF32Char *)[data bytes];
        return self.length > 0 ? chars[0] : 0;
    }
    - (uint8_t)firstByteOf:(NSData *)data {
        const uint8_t *bytes = data.bytes;
        return data.length > 0 ? bytes[0] : 0;
    }
    @end
    """

  @Test func dataBytesAreTheFacadesCopyCastToTheTypeCTakes() throws {
    try ObjCTestSupport.expectTranslation(
      ["NSString+FirstCodePoint.m": Self.source],
      containing: [
        "(ObjCDataBytes.bytes(of: data)?.assumingMemoryBound(to: UInt32.self)).map {"
          + " UnsafeMutablePointer(mutating: $0) }",
        "ObjCDataBytes.bytes(of: data)?.assumingMemoryBound(to: UInt8.self)",
      ])
  }
}
