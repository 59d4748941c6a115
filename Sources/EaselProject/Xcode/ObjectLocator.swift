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
    let lines = LineIndex(bytes)
    for lineStart in lines.lineStarts {
      // The line's first non-blank byte: is this the definition?
      var index = lineStart
      while index < bytes.count, bytes[index] == 0x09 || bytes[index] == 0x20 { index += 1 }
      let end = index + needle.count
      if end < bytes.count, bytes[index..<end].elementsEqual(needle),
        bytes[end] == 0x20 || bytes[end] == 0x3D
      {
        return lines.location(of: index, in: file)
      }
    }
    return start
  }
}
