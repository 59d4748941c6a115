import EaselDiagnostics
import Foundation

/// A local Swift package an Xcode project uses: its products are what the targets'
/// `XCSwiftPackageProductDependency`s name.
public struct LocalPackageReference: Hashable, Sendable {
  /// How the project refers to the package.
  public enum Kind: String, Hashable, Sendable {
    /// An `XCLocalSwiftPackageReference` of the project's `packageReferences` (Xcode 15 and
    /// later), found by its `relativePath`.
    case packageReference
    /// A file reference to the package's folder in the project's groups (Xcode 11 to 14).
    case folderReference
    /// An `XCRemoteSwiftPackageReference` to the repository the project itself is in (an
    /// example app using its own library by URL), taken from the checkout: Xcode would fetch
    /// the repository, which offline is the checkout at hand.
    case enclosingRepository
  }

  /// The package's folder, absolute; it holds a `Package.swift`.
  public var folder: URL
  /// How the project refers to it.
  public var kind: Kind
  /// Where the project file defines the reference.
  public var location: SourceLocation

  /// Creates a reference.
  public init(folder: URL, kind: Kind, location: SourceLocation) {
    self.folder = folder
    self.kind = kind
    self.location = location
  }
}

/// Finding the local packages of a project file.
extension ObjectGraph {
  /// The local packages the project refers to, package references first, each folder once.
  /// A package reference whose folder is missing or holds no `Package.swift` is reported to
  /// `diagnostics` (id `project-missing-package`, at the reference) and left out; a folder
  /// reference counts only when its folder holds a `Package.swift`.
  func localPackages(diagnostics: DiagnosticLog) -> [LocalPackageReference] {
    var out: [LocalPackageReference] = []
    // `relativePath` is relative to the folder holding the `.xcodeproj`.
    let base = project.deletingLastPathComponent()
    for id in projectObject["packageReferences"]?.strings ?? [] {
      guard let object = objects[id], object["isa"]?.string == "XCLocalSwiftPackageReference"
      else { continue }
      let location = locator.location(of: id)
      guard let relative = object["relativePath"]?.string ?? object["path"]?.string,
        !relative.isEmpty
      else {
        diagnostics.report(
          Diagnostic(
            .warning, "a local Swift package reference has no relativePath; it is left out",
            id: "project-missing-package", at: location))
        continue
      }
      let folder = Self.join(base, relative)
      let manifest = folder.appendingPathComponent("Package.swift")
      guard ProjectWalk.isFile(manifest) else {
        let why =
          ProjectWalk.isFolder(folder)
          ? "\(folder.path) has no Package.swift" : "\(folder.path) does not exist"
        diagnostics.report(
          Diagnostic(
            .warning,
            "the local Swift package '\(relative)' cannot be read: \(why); its products are "
              + "left out",
            id: "project-missing-package", at: location))
        continue
      }
      if !out.contains(where: { $0.folder == folder }) {
        out.append(
          LocalPackageReference(folder: folder, kind: .packageReference, location: location))
      }
    }
    for id in projectObject["packageReferences"]?.strings ?? [] {
      guard let object = objects[id], object["isa"]?.string == "XCRemoteSwiftPackageReference",
        let url = object["repositoryURL"]?.string,
        let folder = enclosingPackage(named: Self.repositoryName(url), from: base),
        !out.contains(where: { $0.folder == folder })
      else { continue }
      let location = locator.location(of: id)
      diagnostics.report(
        Diagnostic(
          .note,
          "the remote Swift package \(url) is the repository this project is in: its products "
            + "are taken from \(folder.path), where Xcode would fetch it",
          id: "project-enclosing-package", at: location))
      out.append(LocalPackageReference(folder: folder, kind: .enclosingRepository, location: location))
    }
    for id in objects.keys.sorted() {
      guard let object = objects[id], object["isa"]?.string == "PBXFileReference" else {
        continue
      }
      let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string
      guard type == "wrapper" || type == "folder", let folder = path(of: id),
        !out.contains(where: { $0.folder == folder }),
        ProjectWalk.isFile(folder.appendingPathComponent("Package.swift"))
      else { continue }
      out.append(
        LocalPackageReference(
          folder: folder, kind: .folderReference, location: locator.location(of: id)))
    }
    return out
  }

  /// The repository name a package URL ends in (`https://github.com/o/Kit.git` → `Kit`).
  static func repositoryName(_ url: String) -> String {
    var last = url.split(separator: "/").last.map(String.init) ?? url
    if last.lowercased().hasSuffix(".git") { last = String(last.dropLast(4)) }
    return last
  }

  /// The folder of a `Package.swift` named `name` (case-insensitively) at or above `start`, up
  /// to the repository's root (the folder holding `.git`): the package of the repository the
  /// project is in.
  func enclosingPackage(named name: String, from start: URL) -> URL? {
    var folder = start.standardizedFileURL
    for _ in 0..<8 {
      let manifest = folder.appendingPathComponent("Package.swift")
      if ProjectWalk.isFile(manifest), let package = try? PackageManifest.load(manifest),
        package.name?.lowercased() == name.lowercased()
      {
        return folder
      }
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
        return nil
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
    return nil
  }
}
