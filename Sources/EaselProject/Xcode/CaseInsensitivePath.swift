import Foundation

/// Finding a project's file whose reference spells it in another case than the disk does.
///
/// A Mac's startup volume is case-insensitive by default (APFS and HFS+ as installed), so
/// Xcode builds a target whose `TimelineTableViewCell.swift` is `TimeLineTableViewCell.swift`
/// on disk, and nobody notices; on Linux the reference names no file. Such a reference is
/// resolved as the Mac resolves it: each component that does not exist as spelled is matched
/// against its folder's entries ignoring case, and only when exactly one matches.
enum CaseInsensitivePath {
  /// `url` itself when it exists, else the one existing path that equals it ignoring the case
  /// of the components that differ, else nil.
  static func existing(_ url: URL) -> URL? {
    let fm = FileManager.default
    if fm.fileExists(atPath: url.path) { return url }
    let components = url.standardizedFileURL.pathComponents
    guard components.first == "/" else { return nil }
    var path = "/"
    for component in components.dropFirst() {
      let exact = (path as NSString).appendingPathComponent(component)
      if fm.fileExists(atPath: exact) {
        path = exact
        continue
      }
      let lowered = component.lowercased()
      guard let names = try? fm.contentsOfDirectory(atPath: path) else { return nil }
      let matches = names.filter { $0.lowercased() == lowered }
      guard matches.count == 1, let name = matches.first else { return nil }
      path = (path as NSString).appendingPathComponent(name)
    }
    return URL(fileURLWithPath: path)
  }
}
