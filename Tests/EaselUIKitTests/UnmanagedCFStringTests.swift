import Foundation
import Testing

@testable import EaselUIKit

/// A Core Foundation string taken out of the `Unmanaged` a creating function returns is a
/// `CFString`, as on iOS (Alamofire's `MultipartFormData.mimeType(forPathExtension:)` passes
/// `UTTypeCreatePreferredIdentifierForTag(…)?.takeRetainedValue()` to
/// `UTTypeCopyPreferredTagWithClass`, then casts the tag `as String`).
@Suite struct UnmanagedCFStringTests {
  /// A function of the façade's shape: a created string, `Unmanaged<CFString>` on iOS.
  func copyTag(_ tag: CFString, _ suffix: CFString) -> Unmanaged<NSString>? {
    Unmanaged.passRetained(NSString(string: tag + suffix))
  }

  @Test func theValueTakenIsACFString() throws {
    let id = try #require(copyTag("public", ".png")?.takeRetainedValue())
    let mime = try #require(copyTag(id, "/type")?.takeRetainedValue())
    #expect(mime as String == "public.png/type")
    #expect(copyTag("a", "b")?.takeUnretainedValue() == "ab")
  }

  @Test func anNSStringIsTakenWhereTheContextAsksForOne() throws {
    let object: NSString = try #require(copyTag("a", "b")?.takeRetainedValue())
    #expect(object.length == 2)
  }
}
