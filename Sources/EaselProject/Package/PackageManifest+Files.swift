import Foundation

/// The folders and Swift files of a package's targets, found with SwiftPM's rules.
extension PackageManifest {
  /// The folder of `target`: its `path`, else the first of SwiftPM's defaults that exists
  /// (`Sources`, `Source`, `src`, `srcs`; tests look in `Tests` first).
  public func folder(of target: PackageTarget) -> URL {
    if let path = target.path { return ObjectGraph.join(root, path) }
    let parents =
      target.kind == .testTarget
      ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
    for parent in parents {
      let url = root.appendingPathComponent(parent).appendingPathComponent(target.name)
      if ProjectWalk.isFolder(url) { return url }
    }
    return root.appendingPathComponent(parents[0]).appendingPathComponent(target.name)
  }

  /// The Swift files of `target`: under its folder (hidden entries skipped, symbolic links to
  /// folders not followed), restricted to `sources` when given, without `exclude`.
  public func swiftFiles(of target: PackageTarget) -> [URL] {
    files(of: target, extensions: ["swift"])
  }

  /// The files of `target` with these extensions (lower-case): under its folder, restricted
  /// to `sources` when given (headers are never restricted: SwiftPM finds them anywhere in
  /// the target), without `exclude`.
  func files(of target: PackageTarget, extensions: Set<String>) -> [URL] {
    let folder = folder(of: target)
    let walk = ProjectWalk(
      skipsTestFolders: false, skipsPlaygrounds: false, skipsHiddenFiles: true,
      skipsSymbolicLinks: true)
    let prefix = folder.path + "/"
    return walk.files(under: folder, extensions: extensions).filter { url in
      let relative = String(url.path.dropFirst(prefix.count))
      let isHeader = url.pathExtension.lowercased() == "h"
      let inSources =
        isHeader || (target.sources.map { $0.contains { Self.covers($0, relative) } } ?? true)
      return inSources && !target.exclude.contains { Self.covers($0, relative) }
    }
  }

  /// Whether the relative path `entry` names `relative` or a folder above it.
  static func covers(_ entry: String, _ relative: String) -> Bool {
    var e = entry
    while e.hasPrefix("./") { e.removeFirst(2) }
    while e.hasSuffix("/") { e.removeLast() }
    return e.isEmpty || e == "." || relative == e || relative.hasPrefix(e + "/")
  }

  /// The targets SwiftPM 3 inferred for a manifest without any: each folder of the first
  /// of `Sources`, `Source`, `src`, `srcs` that exists, or that folder itself, named after
  /// the package, when it holds Swift files directly.
  func inferredTargets() -> [PackageTarget] {
    let fm = FileManager.default
    for parent in ["Sources", "Source", "src", "srcs"] {
      let folder = root.appendingPathComponent(parent)
      guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { continue }
      let direct = names.contains { $0.hasSuffix(".swift") }
      if direct, let name {
        return [
          PackageTarget(
            name: name, kind: .target, path: parent, exclude: [], sources: nil, dependencies: [],
            defines: [])
        ]
      }
      return names.sorted().filter {
        !$0.hasPrefix(".") && ProjectWalk.isFolder(folder.appendingPathComponent($0))
      }.map {
        PackageTarget(
          name: $0, kind: .target, path: "\(parent)/\($0)", exclude: [], sources: nil,
          dependencies: [], defines: [])
      }
    }
    return []
  }
}
