import Foundation

/// The project's headers, and the SDK's, named case-insensitively, as a clang VFS overlay.
///
/// Xcode projects are written on macOS, whose file system ignores case: `#import
/// "myview.h"` finds `MyView.h` there (clang warns that the path is not portable), and so do
/// `#import "objc/Runtime.h"`, `<Foundation/foundation.h>` and `"views/MyView.h"` for the
/// folder `Views`; nowhere on Linux. The overlay lists each folder's headers, and its
/// subfolders' that hold headers, under a case-insensitive root, so that clang finds them as
/// a Mac would; names that differ only by case in one folder are left out (a Mac could not
/// hold both), as are hidden folders and Xcode's bundles (`.xcodeproj`, `.xcassets` …).
enum HeaderOverlay {
  /// The most headers one overlay lists: past it, deeper folders are left out (a search path
  /// at a large repository's root), and their headers are found by their exact names only.
  static let headerLimit = 40_000
  /// The most folders one overlay looks into, likewise.
  static let folderLimit = 8_000

  /// The overlay for the headers under `folders`, as clang's YAML (JSON is YAML); nil when
  /// they hold none. A file of `replacements` (by standardized path, any extension) is read
  /// from its replacement under its own name (`ModuleImports`).
  static func text(folders: [URL], replacements: [String: URL] = [:]) -> String? {
    let fm = FileManager.default
    var roots: [[String: Any]] = []
    var seen: Set<String> = []
    var pending = replacements
    var budget = headerLimit
    var folderBudget = folderLimit
    func entry(_ name: String, in path: String) -> [String: Any] {
      guard let copy = pending.removeValue(forKey: path + "/" + name) else {
        return ["type": "file", "name": name, "external-contents": path + "/" + name]
      }
      return [
        "type": "file", "name": name, "external-contents": copy.path,
        "use-external-name": false,
      ]
    }
    /// The entries of `path`'s headers and of its subfolders', breadth first so that the
    /// budget keeps the shallow ones.
    func contents(of path: String) -> [[String: Any]] {
      var folders: [(path: String, parent: Int?, name: String)] = [(path, nil, "")]
      var entries: [[[String: Any]]] = []
      var index = 0
      while index < folders.count {
        let folder = folders[index].path
        index += 1
        var found: [[String: Any]] = []
        defer { entries.append(found) }
        guard let names = try? fm.contentsOfDirectory(atPath: folder) else { continue }
        let counts = Dictionary(grouping: names, by: { $0.lowercased() })
        var files: [String] = []
        for name in names.sorted() where counts[name.lowercased()]?.count == 1 {
          let child = folder + "/" + name
          var isFolder: ObjCBool = false
          guard fm.fileExists(atPath: child, isDirectory: &isFolder) else { continue }
          if isFolder.boolValue {
            guard Self.mayHoldHeaders(name), budget > 0, folderBudget > 0,
              seen.insert(URL(fileURLWithPath: child).resolvingSymlinksInPath().path).inserted
            else { continue }
            folderBudget -= 1
            folders.append((child, index - 1, name))
          } else if name.lowercased().hasSuffix(".h") {
            files.append(name)
          }
        }
        budget -= files.count
        // Replaced files that are not headers (a `.m`, a `.pch`), or share a name by case.
        files += names.filter { !files.contains($0) && pending[folder + "/" + $0] != nil }
        found = files.sorted().map { entry($0, in: folder) }
      }
      // Each folder's entries, its subfolders' (the later ones) nested in it where they hold
      // any header.
      for k in stride(from: folders.count - 1, through: 1, by: -1) where !entries[k].isEmpty {
        guard let parent = folders[k].parent else { continue }
        entries[parent].append([
          "type": "directory", "name": folders[k].name, "contents": entries[k],
        ])
      }
      return entries.first ?? []
    }
    for folder in folders {
      let path = folder.standardizedFileURL.path
      guard seen.insert(folder.resolvingSymlinksInPath().path).inserted else { continue }
      let found = contents(of: path)
      guard !found.isEmpty else { continue }
      roots.append(["type": "directory", "name": path, "contents": found])
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

  /// Whether a folder named `name` may hold headers an `#import` names: not a hidden one, nor
  /// one of Xcode's bundles or a build's products.
  static func mayHoldHeaders(_ name: String) -> Bool {
    guard !name.hasPrefix(".") else { return false }
    let bundles = [
      ".xcodeproj", ".xcworkspace", ".xcassets", ".lproj", ".xcdatamodeld", ".bundle",
      ".playground", ".app", ".dSYM",
    ]
    return !bundles.contains { name.hasSuffix($0) }
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
