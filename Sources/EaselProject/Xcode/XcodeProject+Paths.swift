import Foundation

/// Resolving file references through the group tree, and Xcode 16's synchronized folders.
extension ObjectGraph {
  /// The absolute path of a file reference or group, or nil when it is not a file of the
  /// project (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR` and other build locations).
  func path(of id: String) -> URL? { path(of: id, depth: 0) }

  private func path(of id: String, depth: Int) -> URL? {
    guard depth < 128, let object = objects[id] else { return nil }
    let path = object["path"]?.string
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<absolute>":
      return path.map { URL(fileURLWithPath: $0).standardizedFileURL }
    case "SOURCE_ROOT":
      return Self.join(sourceRoot, path)
    case "<group>":
      var base = sourceRoot
      if let parent = parents[id] {
        guard let b = self.path(of: parent, depth: depth + 1) else { return nil }
        base = b
      }
      return Self.join(base, path)
    default:
      return nil
    }
  }

  static func join(_ base: URL, _ path: String?) -> URL {
    guard let path, !path.isEmpty else { return base }
    if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
    return base.appendingPathComponent(path).standardizedFileURL
  }

  /// The files a target gets from synchronized folders: every file of the folders it lists
  /// except its membership exceptions, plus the exceptions other folders grant it.
  func synchronizedFiles(targetID: String, target: [String: PropertyListValue])
    -> (sources: [URL], resources: [URL])
  {
    var files: [URL] = []
    let own = target["fileSystemSynchronizedGroups"]?.strings ?? []
    for groupID in own {
      guard let folder = path(of: groupID) else { continue }
      let excluded = membershipExceptions(group: groupID, target: targetID)
      for (relative, url) in Self.walk(folder) where !Self.matches(relative, excluded) {
        files.append(url)
      }
    }
    let ownSet = Set(own)
    for (groupID, group) in objects
    where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" && !ownSet.contains(groupID)
    {
      let granted = membershipExceptions(group: groupID, target: targetID)
      guard !granted.isEmpty, let folder = path(of: groupID) else { continue }
      for (relative, url) in Self.walk(folder) where Self.matches(relative, granted) {
        files.append(url)
      }
    }
    var sources: [URL] = []
    var resources: [URL] = []
    for url in files {
      if Self.compiledExtensions.contains(url.pathExtension.lowercased()) {
        sources.append(url)
      } else if !Self.unbundledExtensions.contains(url.pathExtension.lowercased()) {
        resources.append(url)
      }
    }
    return (sources, resources)
  }

  /// Extensions Xcode compiles rather than copies.
  static let compiledExtensions: Set<String> = [
    "swift", "m", "mm", "c", "cc", "cpp", "metal", "intentdefinition",
  ]
  /// Extensions of files that are neither compiled nor copied by default.
  static let unbundledExtensions: Set<String> = [
    "h", "hpp", "plist", "entitlements", "xcconfig", "md", "modulemap",
  ]

  /// The relative paths listed by the exception sets of `group` that name `target`.
  func membershipExceptions(group: String, target: String) -> [String] {
    var out: [String] = []
    for setID in objects[group]?["exceptions"]?.strings ?? [] {
      guard let set = objects[setID],
        set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
        set["target"]?.string == target
      else { continue }
      out += set["membershipExceptions"]?.strings ?? []
    }
    return out
  }

  /// Whether `relative` is one of `paths` or inside one of them.
  static func matches(_ relative: String, _ paths: [String]) -> Bool {
    paths.contains { relative == $0 || relative.hasPrefix($0 + "/") }
  }

  /// The files under a synchronized folder, with their paths relative to it. A folder with an
  /// extension other than `.lproj` (`Assets.xcassets`, `Model.xcdatamodeld`) is one item, as
  /// Xcode treats it; hidden files are skipped.
  static func walk(_ folder: URL) -> [(String, URL)] {
    var out: [(String, URL)] = []
    var stack: [(String, URL)] = [("", folder)]
    let fm = FileManager.default
    while let (prefix, dir) = stack.popLast() {
      guard let names = try? fm.contentsOfDirectory(atPath: dir.path) else { continue }
      for name in names.sorted() where !name.hasPrefix(".") {
        let url = dir.appendingPathComponent(name)
        let relative = prefix.isEmpty ? name : prefix + "/" + name
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: url.path, isDirectory: &isDir) else { continue }
        let ext = url.pathExtension
        if isDir.boolValue && (ext.isEmpty || ext == "lproj") {
          stack.append((relative, url))
        } else {
          out.append((relative, url))
        }
      }
    }
    return out.sorted { $0.0 < $1.0 }
  }
}
