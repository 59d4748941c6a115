import EaselDiagnostics
import Foundation

/// The local Swift packages of a project: those its Xcode projects and workspaces refer to,
/// and the local packages those depend on.
extension ProjectContext {
  /// Reads the packages in `folders` and, transitively, their `.package(path:)`
  /// dependencies, each once, at most 64. A manifest that cannot be read, and a
  /// `.package(path:)` folder without a `Package.swift`, are reported to `log`.
  static func loadLocalPackages(_ folders: [URL], log: DiagnosticLog) -> [PackageManifest] {
    var queue = folders
    var seen: Set<String> = []
    var loaded: [PackageManifest] = []
    while !queue.isEmpty && loaded.count < 64 {
      let folder = queue.removeFirst().standardizedFileURL
      guard seen.insert(folder.resolvingSymlinksInPath().path).inserted else { continue }
      let manifest: PackageManifest
      do {
        manifest = try PackageManifest.load(folder)
      } catch let error as ProjectFileError {
        log.report(error.diagnostic)
        continue
      } catch {
        continue
      }
      loaded.append(manifest)
      for dependency in manifest.localDependencies {
        let folder = ObjectGraph.join(manifest.root, dependency.path)
        if ProjectWalk.isFile(folder.appendingPathComponent("Package.swift")) {
          queue.append(folder)
        } else if !dependency.isURL {
          log.report(
            Diagnostic(
              .warning,
              "the local package '\(dependency.path)' cannot be read: \(folder.path) has no "
                + "Package.swift; its products are left out",
              id: "project-missing-package", at: manifest.location(of: dependency.path)))
        }
      }
    }
    return loaded
  }

  /// The source targets of the local package product `name` (every target it lists), with
  /// their package; nil when no local package has that product.
  func localProduct(_ name: String) -> (PackageManifest, [PackageTarget])? {
    for manifest in localPackages {
      guard let names = manifest.products[name] else { continue }
      let targets = names.compactMap(manifest.target(named:)).filter(\.isSourceTarget)
      if !targets.isEmpty { return (manifest, targets) }
    }
    return nil
  }
}

extension PackageManifest {
  /// Where the manifest first spells the string literal `literal`, else its first line.
  func location(of literal: String) -> SourceLocation {
    let start = SourceLocation(file: url.path, line: 1, column: 1)
    guard let text = try? String(contentsOf: url, encoding: .utf8),
      let range = text.range(of: "\"\(literal)\"")
    else { return start }
    let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    return LineIndex(text).location(of: offset, in: url.path)
  }
}
