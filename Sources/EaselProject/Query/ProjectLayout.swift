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
  /// The folders whose dependencies (`Pods/`, `Podfile`, `Carthage/Checkouts`, SwiftPM
  /// checkouts) belong to the project: ``root``, or for a repository read whole
  /// (``locate(sources:)``), each folder below it that holds a project.
  public var projectFolders: [URL]

  /// Creates a layout from its parts; `projectFolders` defaults to `[root]`.
  public init(
    root: URL, xcodeProjects: [URL], workspaces: [URL], packageManifest: URL?,
    projectFolders: [URL]? = nil
  ) {
    self.root = root
    self.xcodeProjects = xcodeProjects
    self.workspaces = workspaces
    self.packageManifest = packageManifest
    self.projectFolders = projectFolders ?? [root]
  }

  /// Whether the layout names any project file.
  public var holdsProject: Bool {
    !xcodeProjects.isEmpty || !workspaces.isEmpty || packageManifest != nil
  }

  /// The project around `document` (a storyboard, a xib, or any file of the project). With
  /// no marker above it, the document's own folder is the root and it holds no project.
  public static func locate(document: URL) -> ProjectLayout {
    let fm = FileManager.default
    let start = document.standardizedFileURL.deletingLastPathComponent()
    var folder = start
    while true {
      let names = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      let projects = names.filter { isProject(named: $0, in: folder) }
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

  /// The project a folder of sources stands for (`--sources DIR`, `easel designables DIR`),
  /// so that a repository's root behaves as its project: the projects of the outermost
  /// folders below it that hold an `.xcodeproj` or `.xcworkspace` (at most `depth` levels
  /// down; dependencies, build products, tests and hidden folders are not entered), read
  /// together with the folder's own project when it holds one (`.xcodeproj`, `.xcworkspace`
  /// or `Package.swift`): a class belongs to the targets that compile it, whichever project
  /// holds them, as a library's example app below its root compiles its own views. With no
  /// project of its own and none below but packages, a folder holding only packages counts
  /// when it is the only one. Nil when the folder is inside a bigger project, or no project
  /// is found.
  public static func locate(sources folder: URL, depth: Int = 4) -> ProjectLayout? {
    let folder = folder.standardizedFileURL
    let own = locate(document: folder.appendingPathComponent("easel-root"))
    guard own.root.path == folder.path else { return nil }

    let found = projectFolders(under: folder, depth: depth)
    let xcode = found.filter { !$0.packageOnly }.map(\.folder)
    let onlyPackages = !own.holdsProject && xcode.isEmpty && found.count == 1
    let chosen = onlyPackages ? found.map(\.folder) : xcode
    let layouts =
      (own.holdsProject ? [own] : [])
      + chosen.map { locate(document: $0.appendingPathComponent("easel-root")) }
    guard let first = layouts.first else { return nil }
    if layouts.count == 1 { return first }
    var merged = ProjectLayout(
      root: folder, xcodeProjects: [], workspaces: [], packageManifest: own.packageManifest,
      projectFolders: layouts.map(\.root))
    for layout in layouts {
      merged.xcodeProjects += layout.xcodeProjects.filter { !merged.xcodeProjects.contains($0) }
      merged.workspaces += layout.workspaces.filter { !merged.workspaces.contains($0) }
    }
    return merged
  }

  /// The outermost folders below `folder` holding an `.xcodeproj`, `.xcworkspace` or
  /// `Package.swift`, sorted by path; `packageOnly` when a folder holds only the manifest.
  static func projectFolders(under folder: URL, depth: Int) -> [(folder: URL, packageOnly: Bool)] {
    let fm = FileManager.default
    let walk = ProjectWalk()
    var found: [(folder: URL, packageOnly: Bool)] = []
    var level: [URL] = [folder]
    for _ in 0..<depth {
      var next: [URL] = []
      for parent in level {
        let names = ((try? fm.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
        for name in names where walk.enters(folderNamed: name) && !isBundle(folderNamed: name) {
          let child = parent.appendingPathComponent(name)
          guard ProjectWalk.isFolder(child),
            (try? fm.destinationOfSymbolicLink(atPath: child.path)) == nil
          else { continue }
          let inside = (try? fm.contentsOfDirectory(atPath: child.path)) ?? []
          let xcode = inside.contains {
            isProject(named: $0, in: child) || $0.hasSuffix(".xcworkspace")
          }
          if xcode || inside.contains("Package.swift") {
            found.append((child, !xcode))
          } else {
            next.append(child)
          }
        }
      }
      level = next
    }
    return found.sorted { $0.folder.path < $1.folder.path }
  }

  /// Whether `name` in `folder` is an Xcode project Xcode can open: an `.xcodeproj` holding
  /// its `project.pbxproj`. One holding only `xcuserdata` (a checkout that committed a
  /// user's state and not the project) is no project, and the folder holding it no
  /// project's folder: its files are those of the project that compiles them.
  static func isProject(named name: String, in folder: URL) -> Bool {
    name.hasSuffix(".xcodeproj")
      && ProjectWalk.isFile(
        folder.appendingPathComponent(name).appendingPathComponent("project.pbxproj"))
  }

  /// Extensions of the folders Xcode treats as one file (bundles, packages, catalogs,
  /// localizations): no project lies inside one.
  static let bundleExtensions: Set<String> = [
    "app", "appex", "bundle", "framework", "xcframework", "xctest", "plugin", "kext", "dsym",
    "xcassets", "xcstickers", "scnassets", "spriteatlas", "atlas", "lproj", "xcdatamodeld",
    "xcdatamodel", "xcmappingmodel", "momd", "storyboardc", "nib", "playground",
    "xcplaygroundpage", "docc", "xcarchive", "xcresult", "xcappdata", "mlmodelc", "mlpackage",
    "rcproject", "reality", "car", "imageset", "colorset", "appiconset",
  ]

  /// Whether a folder named `name` is a bundle by its extension. Other folders with a dot in
  /// their name (`4.界面优化`, `Chapter 2.1`, `v1.0`) are ordinary folders.
  static func isBundle(folderNamed name: String) -> Bool {
    let dot = name.lastIndex(of: ".")
    guard let dot, dot != name.startIndex else { return false }
    return bundleExtensions.contains(name[name.index(after: dot)...].lowercased())
  }
}
