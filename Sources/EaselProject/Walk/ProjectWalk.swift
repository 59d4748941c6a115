import Foundation

/// The one walk over a project folder that Easel's finders share: it sees the project as
/// Xcode's indexer does, without dependencies, build products, version control or
/// (optionally) tests and playgrounds.
public struct ProjectWalk: Sendable {
  /// Folder names never entered: dependencies, build products, version control.
  public static let skippedFolders: Set<String> = [
    "Pods", "Carthage", ".build", "DerivedData", ".git", "build", "node_modules", ".swiftpm",
  ]

  /// Whether folders whose name ends in `Tests` (`AppTests`, `AppUITests`) are skipped.
  public var skipsTestFolders: Bool
  /// Whether `*.playground` and `*.xcplaygroundpage` folders are skipped.
  public var skipsPlaygrounds: Bool
  /// Whether hidden files are skipped too (hidden folders always are).
  public var skipsHiddenFiles: Bool
  /// Whether symbolic links to folders are left unfollowed.
  public var skipsSymbolicLinks: Bool
  /// Extra folder names never entered.
  public var extraSkippedFolders: Set<String>

  /// A walk with the given skips; by default it skips everything a source search should.
  public init(
    skipsTestFolders: Bool = true, skipsPlaygrounds: Bool = true, skipsHiddenFiles: Bool = true,
    skipsSymbolicLinks: Bool = true, extraSkippedFolders: Set<String> = []
  ) {
    self.skipsTestFolders = skipsTestFolders
    self.skipsPlaygrounds = skipsPlaygrounds
    self.skipsHiddenFiles = skipsHiddenFiles
    self.skipsSymbolicLinks = skipsSymbolicLinks
    self.extraSkippedFolders = extraSkippedFolders
  }

  /// Whether the walk enters a folder named `name`.
  public func enters(folderNamed name: String) -> Bool {
    if name.hasPrefix(".") || Self.skippedFolders.contains(name)
      || extraSkippedFolders.contains(name)
    {
      return false
    }
    if skipsTestFolders && name.hasSuffix("Tests") { return false }
    if skipsPlaygrounds && (name.hasSuffix(".playground") || name.hasSuffix(".xcplaygroundpage")) {
      return false
    }
    return true
  }

  /// Every entry under `root` for which `predicate` holds, sorted by path; a matching folder
  /// is not entered. The predicate sees every entry the walk meets, links that lead nowhere
  /// included, and decides on its own whether files or folders match.
  public func find(under root: URL, where predicate: (URL) -> Bool) -> [URL] {
    ProjectListing(root: root, walk: self).find(where: predicate)
  }

  /// The files under `root` with one of `extensions` (lower-case, without the dot).
  public func files(under root: URL, extensions: Set<String>) -> [URL] {
    find(under: root) { url in
      extensions.contains(url.pathExtension.lowercased()) && Self.isFile(url)
    }
  }

  /// Whether `url` is an existing file, not a folder (a link to a file counts).
  public static func isFile(_ url: URL) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && !isDir.boolValue
  }

  /// Whether `url` is a folder (a symbolic link to one counts).
  public static func isFolder(_ url: URL) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
  }
}
