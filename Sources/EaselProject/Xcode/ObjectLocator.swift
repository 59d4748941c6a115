import EaselDiagnostics
import Foundation

/// Finds where an object of a `project.pbxproj` is defined — the line that starts with its
/// id — so that a warning about it points there. The parser keeps no locations; warnings
/// are few, so each one searches the text.
struct ObjectLocator {
  /// The file's path, for the location.
  let file: String
  /// The file's bytes, if known.
  let text: Data?

  /// The location of the definition of object `id`: the first line whose first word is the
  /// id; line 1 when the text is unknown or the id is not found.
  func location(of id: String) -> SourceLocation {
    let start = SourceLocation(file: file, line: 1, column: 1)
    guard let text, !id.isEmpty else { return start }
    let bytes = [UInt8](text)
    let needle = Array(id.utf8)
    var line = 1
    var lineStart = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
        index += 1
        continue
      }
      // At the first non-blank byte of a line: is this the definition?
      if index == lineStart || bytes[lineStart..<index].allSatisfy({ $0 == 0x09 || $0 == 0x20 }),
        bytes[index] != 0x09 && bytes[index] != 0x20
      {
        let end = index + needle.count
        if end < bytes.count, Array(bytes[index..<end]) == needle,
          bytes[end] == 0x20 || bytes[end] == 0x3D
        {
          return SourceLocation(file: file, line: line, column: index - lineStart + 1)
        }
        // Skip the rest of the line.
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        continue
      }
      index += 1
    }
    return start
  }
}
