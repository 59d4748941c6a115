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
}
