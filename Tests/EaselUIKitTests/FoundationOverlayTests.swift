import Foundation
import Testing

@testable import EaselUIKit

/// What Apple's Foundation (its Objective-C API and its Swift overlay) declares and Linux's
/// lacks, as designables call it.
@MainActor
struct FoundationOverlayTests {
  /// `NSDictionary (NSFileAttributes)`: a file's attributes, bridged to `NSDictionary`, read
  /// the old way (UtilityKit's `FileUtility`: `(attributes as NSDictionary).fileSize()`).
  @Test func fileAttributesAreReadFromTheDictionary() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-attributes-\(UUID().uuidString)")
    try Data(repeating: 7, count: 1234).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    let dictionary = attributes as NSDictionary
    #expect(dictionary.fileSize() == 1234)
    #expect(dictionary.fileType() == FileAttributeType.typeRegular.rawValue)
    #expect(dictionary.fileModificationDate() != nil)
    #expect(dictionary.filePosixPermissions() != 0)
    #expect(!dictionary.fileIsImmutable())
    // Absent attributes read as the category's nil, 0 and false.
    let empty = NSDictionary()
    #expect(empty.fileSize() == 0)
    #expect(empty.fileCreationDate() == nil)
    #expect(empty.fileOwnerAccountID() == nil)
    #expect(!empty.fileExtensionHidden())
  }

  /// The overlay's initializers that take the Foundation object itself: a JSON object read
  /// `as! NSDictionary` copied into a mutable one (UtilityKit's `mutableDictionary()`).
  @Test func collectionsAreMadeFromFoundationObjects() throws {
    let json = try JSONSerialization.jsonObject(with: Data(#"{"a": 1, "b": "x"}"#.utf8))
    let dictionary = NSMutableDictionary(dictionary: json as! NSDictionary)
    dictionary["c"] = true
    #expect(dictionary.count == 3)
    #expect((dictionary["b"] as? String) == "x")
    #expect(NSDictionary(dictionary: dictionary).count == 3)
    #expect(NSString(string: NSString(string: "abc")).length == 3)
  }

  /// The classes whose no-argument initializer Apple's Foundation has (from `NSObject`) and
  /// Linux's hides behind a designated one: a hash built into `NSMutableString()` (nnyc's
  /// `String.md5()`), an attributed string built up from an empty one.
  @Test func emptyMutableStringsAreMadeWithoutArguments() {
    let hash = NSMutableString()
    for byte: UInt8 in [0x0f, 0xa0] { hash.appendFormat("%02x", byte) }
    #expect(hash as String == "0fa0")
    let text = NSMutableAttributedString()
    text.append(NSAttributedString(string: "ab"))
    #expect(text.length == 2)
    #expect(NSMutableString(capacity: 4).length == 0)
  }

  /// `+[NSURL fileURLWithPath:]` and its forms, as URL's initializers make them: a relative
  /// path from the current directory, a directory named as one (`/` at the end).
  @Test func fileURLsAreMadeByNSURLsClassMethods() throws {
    let folder = FileManager.default.temporaryDirectory
    #expect(NSURL.fileURL(withPath: "/tmp/a.png").path == "/tmp/a.png")
    #expect(NSURL.fileURL(withPath: "/tmp/a.png").isFileURL)
    #expect(NSURL.fileURL(withPath: folder.path).hasDirectoryPath)
    #expect(
      NSURL.fileURL(withPath: "a.png").path
        == FileManager.default.currentDirectoryPath + "/a.png")
    #expect(NSURL.fileURL(withPath: "/x/b", isDirectory: true).absoluteString == "file:///x/b/")
    let base = URL(fileURLWithPath: "/x/", isDirectory: true)
    #expect(NSURL.fileURL(withPath: "c.txt", relativeTo: base).path == "/x/c.txt")
    #expect(
      NSURL.fileURL(withPath: "d", isDirectory: true, relativeTo: base).absoluteString
        == "file:///x/d/")
  }

  /// `-[NSData getBytes:]`: all of the data, copied out.
  @Test func dataCopiesAllItsBytesOut() {
    let data = NSData(bytes: [UInt8]([1, 2, 3, 4]), length: 4)
    var bytes: [UInt8] = [0, 0, 0, 0]
    bytes.withUnsafeMutableBytes { data.getBytes($0.baseAddress!) }
    #expect(bytes == [1, 2, 3, 4])
  }

  /// The deprecated percent escapes: RFC 2396's reserved characters stay, `#`, `%`, a space
  /// and what is not ASCII are escaped (as UTF-8 bytes for UTF-8), and escapes are undone,
  /// a malformed one giving nil.
  @Test func percentEscapesAreAddedAndReplaced() {
    let text = "a b/c?d=1&e#f%g\u{e9}"
    #expect(
      text.addingPercentEscapes(using: .utf8) == "a%20b/c?d=1&e%23f%25g%C3%A9")
    #expect(
      NSString(string: text).addingPercentEscapes(using: String.Encoding.utf8.rawValue)
        == "a%20b/c?d=1&e%23f%25g%C3%A9")
    #expect("a%20b%C3%A9%2Fc+".replacingPercentEscapes(using: .utf8) == "a b\u{e9}/c+")
    #expect("%E9".replacingPercentEscapes(using: .isoLatin1) == "\u{e9}")
    #expect("%E9".replacingPercentEscapes(using: .utf8) == nil)
    #expect("100%".replacingPercentEscapes(using: .utf8) == nil)
    #expect(
      NSString(string: "x%41").replacingPercentEscapes(using: String.Encoding.utf8.rawValue)
        == "xA")
  }
}
