import Foundation

/// One walk's record of a project folder, searched as often as needed without reading the
/// folders again: the finders of a project's images, catalogs, fonts and nibs each take what
/// they want from the same listing.
public struct ProjectListing: Sendable {
  /// An entry the walk met, and the entry of the folder it is in (`nil` for the root's own).
  struct Entry: Sendable {
    var url: URL
    var parent: Int?
  }

  /// The folder listed.
  public let root: URL
  /// Every entry the walk met, each after its folder: folders the walk does not enter are
  /// listed, their contents are not.
  let entries: [Entry]

  /// Lists everything under `root` that `walk` enters.
  public init(root: URL, walk: ProjectWalk) {
    self.root = root
    var entries: [Entry] = []
    let fm = FileManager.default
    var stack: [(url: URL, index: Int?)] = [(root, nil)]
    while let (folder, folderIndex) = stack.popLast() {
      guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { continue }
      for name in names {
        if walk.skipsHiddenFiles && name.hasPrefix(".") { continue }
        let url = folder.appendingPathComponent(name)
        entries.append(Entry(url: url, parent: folderIndex))
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue,
          walk.enters(folderNamed: name)
        else { continue }
        if walk.skipsSymbolicLinks, (try? fm.destinationOfSymbolicLink(atPath: url.path)) != nil {
          continue
        }
        stack.append((url, entries.count - 1))
      }
    }
    self.entries = entries
  }

  /// What `ProjectWalk.find(under:where:)` would find under `root`: every entry for which
  /// `predicate` holds, sorted by path, none inside a folder that matched.
  public func find(where predicate: (URL) -> Bool) -> [URL] {
    // An entry is hidden when its folder matched or was itself hidden; folders come before
    // their contents, so one pass in listing order settles each.
    var hidden = [Bool](repeating: false, count: entries.count)
    var found: [URL] = []
    for (index, entry) in entries.enumerated() {
      if let parent = entry.parent, hidden[parent] {
        hidden[index] = true
        continue
      }
      if predicate(entry.url) {
        found.append(entry.url)
        hidden[index] = true
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}
