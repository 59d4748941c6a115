import EaselProject
import Foundation

/// Folders never searched for sources: dependencies, build products, version control.
public let skippedSourceFolders: Set<String> = ProjectWalk.skippedFolders

/// The `.swift`, `.h`, `.m` and `.mm` files of a project folder, sorted by path.
///
/// Walks with ``ProjectWalk``: skips `skippedSourceFolders`, hidden folders, playgrounds,
/// and test targets — folders whose name ends in `Tests` (`AppTests`, `AppUITests`) — since
/// designables live in app and framework code. Skips package manifests (`Package.swift`,
/// `Package@swift-*.swift`), which are not app code. Symbolic links to folders are not
/// followed.
public func findSources(in directory: URL) -> [URL] {
  let extensions: Set<String> = ["swift", "h", "m", "mm"]
  let walk = ProjectWalk(skipsTestFolders: true, skipsPlaygrounds: true, skipsHiddenFiles: false)
  return walk.find(under: directory) { url in
    let name = url.lastPathComponent
    return extensions.contains(url.pathExtension.lowercased())
      && !(name == "Package.swift" || name.hasPrefix("Package@swift"))
      && ProjectWalk.isFile(url)
  }
}
