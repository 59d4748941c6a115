import Foundation

/// Walks a project folder the way Xcode's indexer sees it: build products, dependency
/// folders and hidden folders are not part of the project.
public enum ProjectFiles {
  /// Folder names never searched.
  public static let skippedFolders: Set<String> = [
    "Pods", "Carthage", ".build", "DerivedData", "build", "node_modules", ".git", ".swiftpm",
  ]

  /// Every file or folder under `root` matching `predicate`; a matching folder is not
  /// descended into.
  public static func find(under root: URL, where predicate: (URL) -> Bool) -> [URL] {
    var found: [URL] = []
    var stack = [root]
    let fm = FileManager.default
    while let folder = stack.popLast() {
      guard
        let entries = try? fm.contentsOfDirectory(
          at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
      else { continue }
      for entry in entries {
        if predicate(entry) {
          found.append(entry)
          continue
        }
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: entry.path, isDirectory: &isDir), isDir.boolValue,
          !skippedFolders.contains(entry.lastPathComponent)
        {
          stack.append(entry)
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The project a document belongs to: the nearest enclosing folder holding an
  /// `.xcodeproj`, `.xcworkspace`, `Package.swift` or `.git`, else the document's folder.
  public static func projectRoot(containing document: URL) -> URL {
    let fm = FileManager.default
    let start = document.standardizedFileURL.deletingLastPathComponent()
    var folder = start
    while true {
      let names = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
      if names.contains(where: {
        $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift"
          || $0 == ".git"
      }) {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return start }
      folder = parent
    }
  }
}
