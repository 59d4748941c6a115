import EaselProject
import Foundation

/// The agent's bundle, holding the project's resources as the app's bundle would.
///
/// On Linux, `Bundle.main` — and `Bundle(for:)` of any class the agent links — is the folder
/// holding the executable, and a resource is a file in it. Xcode copies a target's resources
/// into its bundle, and designables load them by name: a font registered from
/// `Bundle(for: Self.self).url(forResource: "FontAwesome", withExtension: "otf")`, an
/// animation's JSON, a resource bundle (`Icons.bundle`). So the agent's folder gets a
/// symbolic link to each resource, named as the bundle names it (its file name: Xcode
/// flattens groups). Documents and asset catalogues are left out: Xcode compiles those, and
/// Easel reads them from the project itself.
enum AgentBundle {
  /// File extensions of resources Xcode copies as they are (lower-case).
  static let copiedExtensions: Set<String> = [
    "ttf", "otf", "ttc", "json", "plist", "txt", "csv", "xml", "html", "htm", "css", "js", "md",
    "rtf", "png", "jpg", "jpeg", "gif", "webp", "heic", "pdf", "svg", "mp3", "wav", "caf", "m4a",
    "aac", "aiff", "mp4", "mov", "m4v", "bundle",
  ]
  /// Names the agent's folder holds itself.
  static let reserved: Set<String> = ["agent", "notes.json"]
  /// At most this many resources are looked for in a module's folder.
  static let folderLimit = 2000

  /// The resources of `module`: its target's Resources phase when the project lists one;
  /// otherwise (a pod or package read as a folder, a folder of sources) the files with a
  /// resource's extension in the folder holding its Swift files.
  static func resources(of module: ModuleSources) -> [URL] {
    if !module.resourceFiles.isEmpty || !module.resourceBundles.isEmpty {
      return module.resourceFiles.filter { isCopied($0) || isFolderReference($0) }
    }
    guard let folder = commonFolder(of: module.swiftFiles) else { return [] }
    let found = ProjectWalk().find(under: folder) { url in
      url.pathExtension == "bundle" || (isCopied(url) && !isDirectory(url))
    }
    return Array(found.prefix(folderLimit))
  }

  /// The resource bundles of `module` (`Kit.bundle` → its files), those files Xcode copies.
  static func bundles(of module: ModuleSources) -> [String: [URL]] {
    module.resourceBundles.mapValues { $0.filter { isCopied($0) || isFolderReference($0) } }
  }

  /// Links the modules' resources into `folder`, and each resource bundle as a folder of its
  /// name holding links to its files, as Xcode copies a bundle target's product into the
  /// framework's bundle: `Bundle(for:).url(forResource: "Kit", withExtension: "bundle")`
  /// finds it, and a file in it is not found at the top.
  static func link(_ modules: [ModulePlan], into folder: URL) {
    link(modules.flatMap(\.resources), into: folder)
    for module in modules {
      for (name, files) in module.resourceBundles.sorted(by: { $0.key < $1.key }) {
        guard !reserved.contains(name), !name.contains("/") else { continue }
        let bundle = folder.appendingPathComponent(name)
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: bundle.path)) != nil {
          continue
        }
        try? FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        link(files, into: bundle)
      }
    }
  }

  /// Links each resource into `folder` by its file name; the first of two with one name wins,
  /// and a name already there is left alone. Failures are ignored: a resource that cannot be
  /// linked is one the designable does not find, as when a project forgets to copy it.
  static func link(_ resources: [URL], into folder: URL) {
    let fm = FileManager.default
    var taken = reserved
    for resource in resources {
      let name = resource.lastPathComponent
      guard taken.insert(name).inserted else { continue }
      let link = folder.appendingPathComponent(name)
      if (try? fm.destinationOfSymbolicLink(atPath: link.path)) != nil
        || fm.fileExists(atPath: link.path)
      {
        continue
      }
      try? fm.createSymbolicLink(atPath: link.path, withDestinationPath: resource.path)
    }
  }

  static func isCopied(_ url: URL) -> Bool {
    copiedExtensions.contains(url.pathExtension.lowercased())
  }

  /// A folder the Resources phase lists that is neither compiled by Xcode nor localized:
  /// a folder reference, copied whole.
  static func isFolderReference(_ url: URL) -> Bool {
    let compiled: Set<String> = ["xcassets", "lproj", "storyboard", "xib", "scnassets"]
    return isDirectory(url) && !compiled.contains(url.pathExtension.lowercased())
  }

  static func isDirectory(_ url: URL) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
  }

  /// The deepest folder holding all of `files`.
  static func commonFolder(of files: [URL]) -> URL? {
    guard let first = files.first else { return nil }
    var common = first.deletingLastPathComponent().standardizedFileURL.pathComponents
    for file in files.dropFirst() {
      let parts = file.deletingLastPathComponent().standardizedFileURL.pathComponents
      var n = 0
      while n < min(common.count, parts.count) && common[n] == parts[n] { n += 1 }
      common = Array(common.prefix(n))
    }
    guard common.count > 1 else { return nil }
    return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"), isDirectory: true)
  }
}
