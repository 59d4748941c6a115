import Foundation

/// Where a document's project is: the nearest folder above it holding an `.xcodeproj`,
/// `.xcworkspace` or `Package.swift` (or `.git`), and what that folder holds.
public struct ProjectLayout: Hashable, Sendable {
  /// The project's root folder.
  public var root: URL
  /// The `.xcodeproj` folders in ``root``, sorted.
  public var xcodeProjects: [URL]
  /// The `.xcworkspace` folders in ``root`` and, above it up to the repository's root, those
  /// that list one of ``xcodeProjects`` (a framework and its demo app side by side).
  public var workspaces: [URL]
  /// `root/Package.swift`, if present.
  public var packageManifest: URL?

  /// Creates a layout from its parts.
  public init(root: URL, xcodeProjects: [URL], workspaces: [URL], packageManifest: URL?) {
    self.root = root
    self.xcodeProjects = xcodeProjects
    self.workspaces = workspaces
    self.packageManifest = packageManifest
  }

  /// The project around `document` (a storyboard, a xib, or any file of the project). With
  /// no marker above it, the document's own folder is the root and it holds no project.
  public static func locate(document: URL) -> ProjectLayout {
    let fm = FileManager.default
    let start = document.standardizedFileURL.deletingLastPathComponent()
    var folder = start
    while true {
      let names = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      let projects = names.filter { $0.hasSuffix(".xcodeproj") }
        .map { folder.appendingPathComponent($0) }
      let workspaces = names.filter { $0.hasSuffix(".xcworkspace") }
        .map { folder.appendingPathComponent($0) }
      let manifest = names.contains("Package.swift")
      if !projects.isEmpty || !workspaces.isEmpty || manifest || names.contains(".git") {
        var layout = ProjectLayout(
          root: folder, xcodeProjects: projects, workspaces: workspaces,
          packageManifest: manifest ? folder.appendingPathComponent("Package.swift") : nil)
        if !names.contains(".git") { layout.addEnclosingWorkspaces() }
        return layout
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path {
        return ProjectLayout(root: start, xcodeProjects: [], workspaces: [], packageManifest: nil)
      }
      folder = parent
    }
  }

  /// Adds the workspaces above ``root`` (up to the folder holding `.git`, at most four
  /// levels) that list one of this layout's projects.
  private mutating func addEnclosingWorkspaces() {
    let fm = FileManager.default
    let mine = Set(xcodeProjects.map(\.path))
    var folder = root
    for _ in 0..<4 {
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return }
      folder = parent
      let names = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      for name in names where name.hasSuffix(".xcworkspace") {
        let url = folder.appendingPathComponent(name)
        if let ws = try? XcodeWorkspace.load(url),
          ws.projects.contains(where: { mine.contains($0.path) })
        {
          workspaces.append(url)
        }
      }
      if names.contains(".git") { return }
    }
  }
}
