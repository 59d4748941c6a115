import Foundation

/// Folders never searched for sources: dependencies, build products, version control.
public let skippedSourceFolders: Set<String> = [
  "Pods", "Carthage", ".build", "DerivedData", ".git", "build", "node_modules",
]

/// The `.swift`, `.h`, `.m` and `.mm` files of a project folder, sorted by path.
///
/// Skips `skippedSourceFolders`, hidden folders, and test targets — folders whose name ends
/// in `Tests` (`AppTests`, `AppUITests`) — since designables live in app and framework
/// code. Skips package manifests (`Package.swift`, `Package@swift-*.swift`), which are
/// not app code. Symbolic links to folders are not followed.
public func findSources(in directory: URL) -> [URL] {
  let extensions: Set<String> = ["swift", "h", "m", "mm"]
  var found: [URL] = []
  let fm = FileManager.default
  var stack = [directory]
  while let dir = stack.popLast() {
    guard let names = try? fm.contentsOfDirectory(atPath: dir.path) else { continue }
    for name in names {
      let url = dir.appendingPathComponent(name)
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: url.path, isDirectory: &isDir) else { continue }
      if isDir.boolValue {
        let isLink = (try? fm.destinationOfSymbolicLink(atPath: url.path)) != nil
        if name.hasPrefix(".") || skippedSourceFolders.contains(name) || name.hasSuffix("Tests")
          || isLink
        {
          continue
        }
        stack.append(url)
      } else if extensions.contains(url.pathExtension.lowercased()),
        !(name == "Package.swift" || name.hasPrefix("Package@swift"))
      {
        found.append(url)
      }
    }
  }
  return found.sorted { $0.path < $1.path }
}
