import Foundation

/// The project `easel serve` designs: its folder, its storyboards and xibs, and the one
/// rule for paths the page names — inside the folder, or refused.
public struct ProjectFolder: Sendable {
  /// The project folder, symbolic links resolved.
  public let root: URL

  /// The project at `root`.
  public init(root: URL) {
    self.root = root.resolvingSymlinksInPath().standardizedFileURL
  }

  /// The storyboards and xibs under the folder, as paths relative to it, sorted; hidden
  /// folders, build products and folders reached through symbolic links are skipped.
  public func documents() -> [String] {
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey],
        options: [.skipsHiddenFiles, .skipsPackageDescendants])
    else { return [] }
    var found: [String] = []
    for case let url as URL in walker {
      let name = url.lastPathComponent
      if [".build", "build", "DerivedData", "Pods"].contains(name) {
        walker.skipDescendants()
        continue
      }
      let ext = url.pathExtension
      guard ext == "storyboard" || ext == "xib", let relative = try? self.relative(url) else {
        continue
      }
      found.append(relative)
    }
    return found.sorted()
  }

  /// The file a page-given relative path names; throws unless it lies inside the folder
  /// once `..`, percent-encoding and symbolic links are taken into account.
  public func resolve(_ relative: String) throws(PathError) -> URL {
    let decoded = relative.removingPercentEncoding ?? relative
    guard !decoded.isEmpty, !decoded.hasPrefix("/"), !decoded.contains("\0"),
      !decoded.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }),
      decoded == relative || !decoded.contains("%")
    else { throw PathError(path: relative) }
    let url = root.appendingPathComponent(decoded).resolvingSymlinksInPath().standardizedFileURL
    _ = try self.relative(url)
    return url
  }

  /// `url`'s path relative to the folder; throws when it is outside.
  func relative(_ url: URL) throws(PathError) -> String {
    let path = url.resolvingSymlinksInPath().standardizedFileURL.path
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    guard path.hasPrefix(prefix) else { throw PathError(path: url.path) }
    return String(path.dropFirst(prefix.count))
  }
}

/// A path outside the project, refused.
public struct PathError: Error, CustomStringConvertible {
  public var path: String
  public var description: String { "'\(path)' is not a document inside the project" }
}
