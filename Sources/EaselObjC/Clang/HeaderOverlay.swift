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
  /// is YAML); nil when they hold none. A file of `replacements` (by standardized path, any
  /// extension) is read from its replacement under its own name (`ModuleImports`).
  static func text(folders: [URL], replacements: [String: URL] = [:]) -> String? {
    let fm = FileManager.default
    var roots: [[String: Any]] = []
    var seen: Set<String> = []
    var pending = replacements
    func entry(_ name: String, in path: String) -> [String: Any] {
      guard let copy = pending.removeValue(forKey: path + "/" + name) else {
        return ["type": "file", "name": name, "external-contents": path + "/" + name]
      }
      return [
        "type": "file", "name": name, "external-contents": copy.path,
        "use-external-name": false,
      ]
    }
    for folder in folders {
      let path = folder.standardizedFileURL.path
      guard seen.insert(path).inserted,
        let names = try? fm.contentsOfDirectory(atPath: path)
      else { continue }
      let headers = names.filter { $0.lowercased().hasSuffix(".h") }
      let counts = Dictionary(grouping: headers, by: { $0.lowercased() })
      var unique = headers.filter { counts[$0.lowercased()]?.count == 1 }
      // Replaced files that are not headers (a `.m`, a `.pch`), or share a name by case.
      unique += names.filter { !unique.contains($0) && pending[path + "/" + $0] != nil }
      guard !unique.isEmpty else { continue }
      roots.append([
        "type": "directory", "name": path,
        "contents": unique.sorted().map { entry($0, in: path) },
      ])
    }
    // Replaced files outside every folder: their folders, case-sensitive as found.
    let rest = Dictionary(grouping: pending.keys.sorted()) {
      URL(fileURLWithPath: $0).deletingLastPathComponent().path
    }
    for (folder, paths) in rest.sorted(by: { $0.key < $1.key }) {
      roots.append([
        "type": "directory", "name": folder,
        "contents": paths.map { entry(URL(fileURLWithPath: $0).lastPathComponent, in: folder) },
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
  static func write(folders: [URL], replacements: [String: URL] = [:], into directory: URL)
    -> URL?
  {
    guard let text = text(folders: folders, replacements: replacements) else { return nil }
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
