// EaselProject — "build what Xcode builds".
//
// Answers which files Xcode compiles for a storyboard, as which modules, with which settings,
// by reading `project.pbxproj` (and the `.xcconfig`s it names), `contents.xcworkspacedata`,
// `Package.swift` (the root's and local packages'), and without a Pods project the `Podfile`
// and its `:path` pods' podspecs — never running anything. Depends only on EaselDiagnostics.
//
//   let context = ProjectContext.open(document: storyboard)  // ProjectLayout.locate + load
//   context.diagnostics              // malformed project files (located), missing files
//   let targets = context.targets(containing: storyboard)    // else the app targets
//   for target in targets {
//     let log = DiagnosticLog()
//     let plan = context.modules(for: target, diagnostics: log)
//     // dependencies first, `target` last, each once, never a test target; each module has
//     // name, origin, productType, swiftFiles (absolute, existing), settings
//     // (swiftVersion, compilationConditions, bridgingHeader, deploymentTarget) and
//     // dependencies (module names). `log` says which dependencies were not found and
//     // where Easel looked.
//   }
//   context.lookUp(module: "Alamofire")       // .found(ModuleSources) / .notFound(searched:)
//   context.moduleSources(named: "Alamofire")  // the same, as an optional
//
// Without an Xcode project, a package's targets: `packageTargets(containing:)` and
// `modules(forPackageTarget:diagnostics:)`. A folder given as sources (a repository's root
// too): `ProjectLayout.locate(sources:)`. `ProjectWalk` is the one folder walk the source
// and resource finders share. Parsing alone: `PropertyListParser`, `XcodeProject.load`,
// `XcodeWorkspace.load`, `PackageManifest.load`, `Podfile.load`, `Podspec.load`.

import EaselDiagnostics
import Foundation

/// A project as Xcode sees it: its projects (the app's, and CocoaPods' `Pods.xcodeproj`), its
/// package manifest, and the modules Xcode would build for a document.
public struct ProjectContext: Sendable {
  /// Where the project is.
  public var layout: ProjectLayout
  /// The project's own Xcode projects (from the root, its workspaces, and the projects their
  /// targets depend on), without `Pods.xcodeproj`.
  public var projects: [XcodeProject]
  /// CocoaPods' projects (`Pods/Pods.xcodeproj`), whose targets are the pods: one beside each
  /// Podfile of the root (a repository of several apps has one per app), in the order found.
  public var podsProjects: [XcodeProject] = []
  /// The first of ``podsProjects``.
  public var podsProject: XcodeProject? { podsProjects.first }
  /// The `Podfile` beside the project (or its workspace), read when there is no Pods
  /// project.
  public var podfile: Podfile?
  /// The Podfile's `:path` pods, and those named without one that the repository itself
  /// holds, read from their podspecs when there is no Pods project.
  public var developmentPods: [DevelopmentPod]
  /// The root's `Package.swift`, read as text.
  public var package: PackageManifest?
  /// The local Swift packages the projects use: their `XCLocalSwiftPackageReference`s and
  /// folder references to packages, the workspaces' package folders, and the local packages
  /// those depend on (`.package(path:)`).
  public var localPackages: [PackageManifest]
  /// Problems met while reading: malformed or unreadable project files, missing files.
  public var diagnostics: [Diagnostic]

  /// The context of the project around `document`.
  public static func open(document: URL) -> ProjectContext {
    ProjectContext(layout: .locate(document: document))
  }

  /// Reads every project file `layout` names. Unreadable files become diagnostics; what
  /// could be read is kept.
  public init(layout: ProjectLayout) {
    self.layout = layout
    let log = DiagnosticLog()
    var queue = layout.xcodeProjects
    var packageFolders: [URL] = []
    for url in layout.workspaces {
      do {
        let workspace = try XcodeWorkspace.load(url)
        queue += workspace.projects
        packageFolders += workspace.folders.filter {
          ProjectWalk.isFile($0.appendingPathComponent("Package.swift"))
        }
      } catch let error as ProjectFileError {
        log.report(error.diagnostic)
      } catch {}
    }
    for folder in layout.projectFolders {
      let pods = folder.appendingPathComponent("Pods/Pods.xcodeproj")
      if FileManager.default.fileExists(atPath: pods.path) { queue.append(pods) }
    }

    var loaded: [XcodeProject] = []
    var seen: Set<String> = []
    // Every project the layout and its workspaces name is read (a repository of a book's
    // examples holds 1,780, each its own app); those reached only as other projects'
    // dependencies, up to 64 in all.
    // A project linked in under another name (`_Pods.xcodeproj`) is the project it links
    // to, read once however many ways it is reached.
    let named = Set(queue.map { XcodeProject.realLocation(of: $0).path })
    while !queue.isEmpty {
      let url = XcodeProject.realLocation(of: queue.removeFirst())
      guard named.contains(url.path) || loaded.count < 64 else { continue }
      guard seen.insert(url.path).inserted else { continue }
      guard FileManager.default.fileExists(atPath: url.path) else {
        log.report(
          Diagnostic(
            .warning, "the project '\(url.path)' is listed but does not exist",
            id: "project-missing-file"))
        continue
      }
      do {
        let project = try XcodeProject.load(url, diagnostics: log)
        loaded.append(project)
        queue += project.targets.flatMap { $0.dependencies.map(\.project) }
      } catch let error as ProjectFileError {
        log.report(error.diagnostic)
      } catch {}
    }
    podsProjects = loaded.filter { $0.url.lastPathComponent == "Pods.xcodeproj" }
    projects = loaded.filter { $0.url.lastPathComponent != "Pods.xcodeproj" }
    packageFolders = projects.flatMap { $0.localPackages.map(\.folder) } + packageFolders
    localPackages = Self.loadLocalPackages(packageFolders, log: log)
    if podsProjects.isEmpty {
      let folders = layout.projectFolders + layout.workspaces.map { $0.deletingLastPathComponent() }
      (podfile, developmentPods) = Self.loadDevelopmentPods(
        in: folders, root: layout.root, log: log)
    } else {
      developmentPods = []
    }
    if let manifest = layout.packageManifest {
      do {
        package = try PackageManifest.load(manifest)
      } catch let error as ProjectFileError {
        log.report(error.diagnostic)
      } catch {}
    }
    for manifest in Self.packageManifests(localPackages, root: package) {
      for warning in manifest.unreadSettingWarnings() { log.report(warning) }
    }
    diagnostics = log.diagnostics
  }

  /// The local packages the projects name with the root's own package, each once.
  var packageManifests: [PackageManifest] { Self.packageManifests(localPackages, root: package) }

  /// The `local` packages with the `root`'s own, each once.
  static func packageManifests(_ local: [PackageManifest], root: PackageManifest?)
    -> [PackageManifest]
  {
    guard let root, !local.contains(where: { $0.url == root.url }) else { return local }
    return local + [root]
  }

  /// Every native target of the project's own Xcode projects.
  public var targets: [XcodeTarget] { projects.flatMap(\.targets) }

  /// The app targets (`com.apple.product-type.application`).
  public var applicationTargets: [XcodeTarget] {
    targets.filter { $0.productType.isApplication }
  }

  /// The targets whose resources hold `document` (a storyboard or xib, in a variant group or
  /// a synchronized folder too) — the project's own, else the pods' — and when none does,
  /// the app targets. Test targets are left out.
  public func targets(containing document: URL) -> [XcodeTarget] {
    let path = document.standardizedFileURL.resolvingSymlinksInPath().path
    let own = targets + podsProjects.flatMap(\.targets)
    let holding = own.filter { target in
      !target.productType.isTest
        && target.resourceFiles.contains { $0.resolvingSymlinksInPath().path == path }
    }
    return holding.isEmpty ? applicationTargets : holding
  }

  /// Every module of the project: its targets and its pods (development pods read from
  /// their podspecs included), then the source targets of its local packages and of the
  /// package at its root; tests left out.
  public func allModules() -> [ModuleSources] {
    let products = ProductIndex(self)
    let own = (targets + podsProjects.flatMap(\.targets)).filter { !$0.productType.isTest }.map {
      module(of: $0, products: products)
    }
    let packaged = packageManifests.flatMap { manifest in
      manifest.targets.filter(\.isSourceTarget).map {
        ModuleSources(package: manifest, target: $0)
      }
    }
    return own + developmentPods.map(\.module) + packaged
  }

  /// The module `target` compiles as.
  public func module(of target: XcodeTarget) -> ModuleSources {
    module(of: target, products: nil)
  }

  /// The module `target` compiles as, its linked products' targets found in `products`.
  func module(of target: XcodeTarget, products: ProductIndex?) -> ModuleSources {
    var module = ModuleSources(target: target, pod: isPod(target))
    module.dependencies =
      dependencyTargets(of: target, products: products).filter { !$0.productType.isTest }
      .map(\.moduleName) + developmentPods(for: target).map(\.module.name) + target.packageProducts
    if !module.objectiveC.isEmpty, let pods = podsProject(for: target) {
      // CocoaPods' header folders, which its xcconfigs name (`${PODS_ROOT}/Headers/Public`):
      // a pod's `#import <Pod/Header.h>` and an app's alike.
      module.objectiveC.headerSearchPaths = ObjCFiles.unique(
        module.objectiveC.headerSearchPaths
          + Self.podHeaderFolders(
            pods: pods.url.deletingLastPathComponent(), pod: isPod(target) ? target.name : nil))
    }
    return module
  }

  /// CocoaPods' header folders under `pods` (the `Pods` folder) that exist: `Headers/Public`,
  /// and for `pod` its own public and private folders.
  static func podHeaderFolders(pods: URL, pod: String?) -> [URL] {
    var folders = [pods.appendingPathComponent("Headers/Public")]
    if let pod {
      folders += [
        pods.appendingPathComponent("Headers/Public").appendingPathComponent(pod),
        pods.appendingPathComponent("Headers/Private").appendingPathComponent(pod),
      ]
    }
    return folders.filter(ProjectWalk.isFolder)
  }

  func isPod(_ target: XcodeTarget) -> Bool {
    podsProjects.contains { $0.url == target.project }
  }

  /// The Pods project that builds `target`'s pods: its own project for a pod; else the one
  /// whose Podfile's folder (the folder holding `Pods/`) holds the target's project, the
  /// nearest when several do, as `pod install` puts `Pods/` beside the Podfile and the
  /// workspace it makes, with the projects it names at or below that folder.
  func podsProject(for target: XcodeTarget) -> XcodeProject? {
    if let own = podsProjects.first(where: { $0.url == target.project }) { return own }
    let folder = target.project.standardizedFileURL.deletingLastPathComponent().path + "/"
    return podsProjects.filter { pods in
      folder.hasPrefix(Self.podfileFolder(of: pods).path + "/")
    }.max { Self.podfileFolder(of: $0).path.count < Self.podfileFolder(of: $1).path.count }
  }

  /// The folder holding `pods`' `Pods/` folder: the Podfile's.
  static func podfileFolder(of pods: XcodeProject) -> URL {
    pods.url.standardizedFileURL.deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The package targets whose folder holds `document`; tests left out.
  public func packageTargets(containing document: URL) -> [PackageTarget] {
    guard let package else { return [] }
    let path = document.standardizedFileURL.path
    return package.targets.filter {
      $0.isSourceTarget && path.hasPrefix(package.folder(of: $0).path + "/")
    }
  }

  /// Every project looked up by its `.xcodeproj` path.
  func project(at url: URL) -> XcodeProject? {
    let path = url.standardizedFileURL.path
    return (projects + podsProjects).first { $0.url.path == path }
  }
}
