import EaselDiagnostics
import EaselDocument
import EaselInspect
import EaselProject
import EaselResources
import Foundation

/// What lint knows of one project: the classes and extensions its sources declare, the
/// outlets and methods they name, its images and colours, and UIKit's keys.
///
/// Built once per project root and shared by every document under it. Reading only: no
/// source is compiled and nothing is run, as Xcode's indexer reads a project.
public final class ProjectKnowledge: @unchecked Sendable {
  /// The project folder (`ProjectFiles.projectRoot(containing:)`).
  public let root: URL
  /// Whether any Swift or Objective-C source was found: without sources, keys that UIKit
  /// lacks cannot be told stale (an extension may add them) and are left unverified.
  public let hasSources: Bool
  /// The modules whose sources lint read: the project's targets, local packages and
  /// committed or development pods (`ProjectContext.allModules()`); empty when no project
  /// file was found. A class in any other module — a remote package's, a framework's, a pod
  /// not checked in — cannot be looked up here.
  public let readModules: Set<String>
  /// Class names the project's checked-in dependencies declare, which the build compiles or
  /// links but lint does not read as modules: committed pods (`Pods/`), Carthage's checkouts
  /// and built frameworks' headers (`Carthage/`), SwiftPM's checkouts (`.build/checkouts`,
  /// `SourcePackages/checkouts`). Only names: enough to know a class exists.
  public let dependencyClasses: Set<String>
  /// Classes by name (and by `@objc(Name)`).
  public let classes: [String: ScannedClass]
  /// Extensions and categories by extended type.
  public let extensions: [String: [ScannedExtension]]
  /// What key-value coding's accessor search finds beyond declared properties, by class
  /// name: `set<Key>:` methods and instance variables, from Swift and Objective-C classes,
  /// extensions and categories (`KeyValueAccessors`).
  public let accessors: [String: [KeyValueAccessors]]
  /// Outlet, action and method names the sources declare, by the type whose file or
  /// extension declares them (`SourceMembers`).
  public let members: SourceMembers
  /// The project's images as rendering finds them by name (`UIImage(named:)`'s lookup):
  /// asset-catalog image sets, then loose image files.
  public let images: ProjectImages
  /// Asset-catalog colour set names.
  public let colors: Set<String>
  /// Colours declared in code as `UIColor` class properties (Swift `class var`/`static let`,
  /// Objective-C `+ (UIColor *)name`): seed 002's palette.
  public let palette: Set<String>
  /// UIKit's keys: those Easel applies and those it knows of.
  public let uiKit: UIKitKeys
  /// Problems met while reading the project (unreadable asset catalogs, sources).
  public let diagnostics: [Diagnostic]

  /// Reads the project under `root`.
  public init(root: URL, uiKit: UIKitKeys) {
    self.root = root
    self.uiKit = uiKit
    let log = DiagnosticLog()
    let (sourceFiles, modules) = Self.sources(of: root)
    readModules = Set(modules.map(\.name))
    let scan = (try? ScanResult.scan(files: sourceFiles)) ?? ScanResult(files: [])
    hasSources = !sourceFiles.isEmpty
    var classes: [String: ScannedClass] = [:]
    for c in scan.classes {
      if classes[c.name] == nil { classes[c.name] = c }
      if let objc = c.objcName, classes[objc] == nil { classes[objc] = c }
    }
    self.classes = classes
    extensions = Dictionary(grouping: scan.extensions, by: \.extendedType)
    var accessors = Dictionary(
      grouping: scan.files.flatMap(\.keyValueAccessors), by: \.typeName)
    for c in scan.classes where c.language == .swift {
      if let found = KeyValueAccessors(
        swiftType: c.name, members: c.objcMembers, properties: c.properties, at: c.location)
      {
        for name in Set([c.name] + (c.objcName.map { [$0] } ?? [])) {
          accessors[name, default: []].append(found)
        }
      }
    }
    for e in scan.extensions where e.language == .swift {
      if let found = KeyValueAccessors(
        swiftType: e.extendedType, members: e.objcMembers, properties: [], at: e.location)
      {
        accessors[e.extendedType, default: []].append(found)
      }
    }
    self.accessors = accessors
    members = SourceMembers(files: sourceFiles, scan: scan)
    var palette = Set(
      scan.files.flatMap(\.symbols.extensionMembers).filter {
        $0.extendedType == "UIColor" && ["var", "let"].contains($0.kind)
      }.map(\.name))
    palette.formUnion(members.objectiveCColorMethods)
    self.palette = palette
    dependencyClasses = Self.dependencyClassNames(root: root)
    images = ProjectImages(root: root, diagnostics: log)
    colors = Set(images.catalog.colors.keys)
    diagnostics = log.diagnostics
  }

  /// The sources under `root` and, when `root` stands for a project (its own, or for a
  /// repository's root the projects below it: `ProjectLayout.locate(sources:)`), the Swift
  /// files its modules compile from elsewhere — a demo app's project that compiles the
  /// library's `../Sources`, a local package, a `:path` pod — as `easel render` builds it.
  static func sources(of root: URL) -> (files: [URL], modules: [ModuleSources]) {
    var files = findSources(in: root)
    guard let layout = ProjectLayout.locate(sources: root) else { return (files, []) }
    var known = Set(files.map(\.standardizedFileURL.path))
    let modules = ProjectContext(layout: layout).allModules()
    for module in modules {
      for file in module.swiftFiles where known.insert(file.standardizedFileURL.path).inserted {
        files.append(file)
      }
    }
    return (files, modules)
  }

  /// The folders under a project root where checked-in dependencies live.
  static let dependencyFolders = [
    "Pods", "Carthage", ".build/checkouts", "SourcePackages/checkouts",
  ]

  /// The class names declared in the Swift files and Objective-C headers of `root`'s
  /// dependency folders: `class Name`, `@objc(Name)`, `@interface Name :`.
  static func dependencyClassNames(root: URL) -> Set<String> {
    let patterns = [
      #"\bclass\s+([A-Za-z_][A-Za-z0-9_]*)"#, #"@objc\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)"#,
      #"@interface\s+([A-Za-z_][A-Za-z0-9_]*)\s*:"#,
    ].compactMap { try? NSRegularExpression(pattern: $0) }
    var names: Set<String> = []
    for folder in dependencyFolders {
      let url = root.appendingPathComponent(folder)
      guard
        let files = FileManager.default.enumerator(
          at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
      else { continue }
      for case let file as URL in files where ["swift", "h"].contains(file.pathExtension) {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        let range = NSRange(text.startIndex..., in: text)
        for regex in patterns {
          for match in regex.matches(in: text, range: range) {
            if let r = Range(match.range(at: 1), in: text) { names.insert(String(text[r])) }
          }
        }
      }
    }
    return names
  }

  /// Whether a document's `image="…"` name resolves, asked of the lookup rendering uses
  /// (`ProjectImages.file(named:scale:dark:)`), so that lint and render agree: `photo.jpg`
  /// names the set `photo`, `name.txt` does not.
  public func hasImage(named name: String) -> Bool {
    images.file(named: name, scale: 2, dark: false) != nil
  }
}
