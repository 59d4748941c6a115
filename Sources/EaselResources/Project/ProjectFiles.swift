import EaselProject
import Foundation

/// Walks a project folder the way Xcode's indexer sees it: build products, dependency
/// folders and hidden folders are not part of the project.
public enum ProjectFiles {
  /// Every file or folder under `root` matching `predicate`; a matching folder is not
  /// descended into. Hidden files are skipped; test folders and playgrounds are searched
  /// (they hold documents and resources too).
  public static func find(under root: URL, where predicate: (URL) -> Bool) -> [URL] {
    ProjectWalk(
      skipsTestFolders: false, skipsPlaygrounds: false, skipsHiddenFiles: true,
      skipsSymbolicLinks: false
    ).find(under: root, where: predicate)
  }

  /// The project's nib files by name (`Cell.xib` → `Cell`), as the bundle's compiled
  /// `Cell.nib` would be found. `Cell~ipad.xib` is the iPad variant of `Cell`: the iPhone's
  /// (plain) one wins.
  public static func nibs(under root: URL) -> [String: URL] {
    var found: [String: URL] = [:]
    for url in find(under: root, where: { $0.pathExtension == "xib" }) {
      let name = url.deletingPathExtension().lastPathComponent
      let base = name.split(separator: "~").first.map(String.init) ?? name
      if found[base] == nil || base == name { found[base] = url }
    }
    return found
  }

  /// The project a document belongs to: the nearest enclosing folder holding an
  /// `.xcodeproj`, `.xcworkspace`, `Package.swift` or `.git`, else the document's folder.
  public static func projectRoot(containing document: URL) -> URL {
    ProjectLayout.locate(document: document).root
  }
}
