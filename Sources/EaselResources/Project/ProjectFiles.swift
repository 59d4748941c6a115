import EaselProject
import Foundation

/// Walks a project folder the way Xcode's indexer sees it: build products, dependency
/// folders and hidden folders are not part of the project.
public enum ProjectFiles {
  /// Every file or folder under `root` matching `predicate`; a matching folder is not
  /// descended into. Hidden files are skipped; test folders and playgrounds are searched
  /// (they hold documents and resources too).
  public static func find(under root: URL, where predicate: (URL) -> Bool) -> [URL] {
    walk.find(under: root, where: predicate)
  }

  /// Everything under `root` this walk sees, read once, for finders that share it.
  public static func listing(under root: URL) -> ProjectListing {
    ProjectListing(root: root, walk: walk)
  }

  /// The walk: hidden files skipped; test folders, playgrounds and linked folders entered.
  static let walk = ProjectWalk(
    skipsTestFolders: false, skipsPlaygrounds: false, skipsHiddenFiles: true,
    skipsSymbolicLinks: false)

  /// The project's nib files by name (`Cell.xib` → `Cell`), as the bundle's compiled
  /// `Cell.nib` would be found. `Cell~ipad.xib` is the iPad variant of `Cell`: the iPhone's
  /// (plain) one wins.
  public static func nibs(under root: URL) -> [String: URL] {
    nibs(in: listing(under: root))
  }

  /// The nib files of an already listed project, by name (`nibs(under:)`).
  public static func nibs(in listing: ProjectListing) -> [String: URL] {
    var found: [String: URL] = [:]
    for url in listing.find(where: { $0.pathExtension == "xib" }) {
      let name = url.deletingPathExtension().lastPathComponent
      let base = name.split(separator: "~").first.map(String.init) ?? name
      if found[base] == nil || base == name { found[base] = url }
    }
    return found
  }

  /// Folders under a project's root that hold its dependencies' checked-out sources, which
  /// the walk leaves out: CocoaPods' and Carthage's.
  static let dependencyFolders = ["Pods", "Carthage/Checkouts"]

  /// The nibs of the project's checked-out dependencies (`Pods/<pod>/…`,
  /// `Carthage/Checkouts/<name>/…`), by name as `nibs(in:)` gives them. A dependency's code
  /// loads its own nibs from its bundle (`Bundle(for: type(of: self))`), where they are on
  /// iOS and in Interface Builder's agent; the first folder's wins a name two hold.
  public static func dependencyNibs(under root: URL) -> [String: URL] {
    var found: [String: URL] = [:]
    for folder in dependencyFolders {
      let dir = root.appendingPathComponent(folder)
      guard FileManager.default.fileExists(atPath: dir.path) else { continue }
      found.merge(nibs(in: listing(under: dir))) { first, _ in first }
    }
    return found
  }

  /// The project a document belongs to: the nearest enclosing folder holding an
  /// `.xcodeproj`, `.xcworkspace`, `Package.swift` or `.git`, else the document's folder.
  public static func projectRoot(containing document: URL) -> URL {
    ProjectLayout.locate(document: document).root
  }
}
