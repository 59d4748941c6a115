import EaselDocument
import EaselTestSupport
import Foundation

/// The fixtures beside these tests (`Fixtures/`).
enum Fixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// A fixture by its file name.
  static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
}

/// Parses a string as a document at path `t.xib`.
func parse(_ text: String, path: String = "t.xib") throws -> IBDocument {
  try IBDocument.parse(Data(text.utf8), path: path)
}

/// Wraps body XML in a minimal xib document.
func xib(_ objects: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
      <objects>
  \(objects)
      </objects>
  </document>

  """
}

/// The error thrown by parsing `text`, or `nil` if it parsed.
func parseError(_ text: String) -> DocumentError? {
  parseError(Array(text.utf8))
}

/// The error thrown by parsing `bytes`, or `nil` if it parsed.
func parseError(_ bytes: [UInt8]) -> DocumentError? {
  do {
    _ = try IBDocument(bytes: bytes, path: "t.xib")
    return nil
  } catch {
    return error
  }
}

/// The byte ranges where two byte strings differ: the common prefix and suffix removed.
func changedRegion(_ a: [UInt8], _ b: [UInt8]) -> (old: String, new: String) {
  var prefix = 0
  while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
  var suffix = 0
  while suffix < a.count - prefix && suffix < b.count - prefix
    && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
  {
    suffix += 1
  }
  return (
    String(decoding: a[prefix..<(a.count - suffix)], as: UTF8.self),
    String(decoding: b[prefix..<(b.count - suffix)], as: UTF8.self)
  )
}
