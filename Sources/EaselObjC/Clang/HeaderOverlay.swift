import Foundation

/// The project's headers named case-insensitively, as a clang VFS overlay.
///
/// Xcode projects are written on macOS, whose file system ignores case: `#import
/// "myview.h"` finds `MyView.h` there (clang warns that the path is not portable) and
/// nowhere on Linux. The overlay lists each folder's headers under a case-insensitive root,
/// so that clang finds them as a Mac would; names that differ only by case in one folder are
/// left out (a Mac could not hold both).
enum HeaderOverlay {
  /// The overlay for the headers in `folders` (not their subfolders), as clang's YAML (JSON
  /// is YAML); nil when they hold none.
  static func text(folders: [URL]) -> String? {
    let fm = FileManager.default
    var roots: [[String: Any]] = []
    var seen: Set<String> = []
    for folder in folders {
      let path = folder.standardizedFileURL.path
      guard seen.insert(path).inserted,
        let names = try? fm.contentsOfDirectory(atPath: path)
      else { continue }
      let headers = names.filter { $0.lowercased().hasSuffix(".h") }
      let counts = Dictionary(grouping: headers, by: { $0.lowercased() })
      let unique = headers.filter { counts[$0.lowercased()]?.count == 1 }.sorted()
      guard !unique.isEmpty else { continue }
      roots.append([
        "type": "directory", "name": path,
        "contents": unique.map {
          ["type": "file", "name": $0, "external-contents": path + "/" + $0]
        },
      ])
    }
    guard !roots.isEmpty else { return nil }
    let overlay: [String: Any] = ["version": 0, "case-sensitive": "false", "roots": roots]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: overlay, options: [.sortedKeys, .withoutEscapingSlashes])
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Writes the overlay for `folders` into `directory` (named by its contents, so that
  /// translations running at once never share a file being written); nil when there is none.
  static func write(folders: [URL], into directory: URL) -> URL? {
    guard let text = text(folders: folders) else { return nil }
    let file = directory.appendingPathComponent(ObjCTranslator.fnv1a(text) + ".json")
    if FileManager.default.fileExists(atPath: file.path) { return file }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file, options: .atomic)
      return file
    } catch {
      return nil
    }
  }
}
