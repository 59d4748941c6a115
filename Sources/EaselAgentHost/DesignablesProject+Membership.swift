import EaselDiagnostics
import EaselInspect
import EaselProject
import Foundation

// Which files Xcode compiles: a target compiles the files its Sources phase lists, never a
// file because it sits in the project's folder.

extension DesignablesProject {
  /// The Swift files of `files` that Xcode never compiles though a project holds them: under
  /// the folder of one of the context's Xcode projects, yet in no target's Sources phase
  /// (test targets' counted), no package target's, no pod's, and no podspec's beside the
  /// projects (the repository's own pod, which its demo app takes through CocoaPods). A file
  /// removed from its target stays in the folder, often beside the copy the target compiles
  /// (Aite/DynamicViews' `DynamicView.swift`, spent); Xcode builds neither it nor its classes.
  static func strayFiles(_ files: [URL], context: ProjectContext) -> Set<String> {
    let folders = context.projects.map { $0.url.deletingLastPathComponent().path + "/" }
    guard !folders.isEmpty else { return [] }
    let modules = context.allModules()
    var compiled = Set(modules.flatMap(\.swiftFiles).map(identity))
    compiled.formUnion(context.targets.flatMap(\.swiftFiles).map(identity))
    var podFolders: [String] = []
    let log = DiagnosticLog()
    for folder in Set(context.projects.map { $0.url.deletingLastPathComponent() }) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names where name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json") {
        let url = folder.appendingPathComponent(name)
        guard let spec = try? Podspec.load(url, diagnostics: log) else {
          podFolders.append(folder.path + "/")
          continue
        }
        let listed = spec.swiftFiles(requested: [])
        // A podspec whose sources Easel cannot tell: nothing under it is called stray.
        if listed.isEmpty { podFolders.append(folder.path + "/") }
        compiled.formUnion(listed.map(identity))
      }
    }
    return Set(
      files.filter { file in
        guard file.pathExtension == "swift" else { return false }
        let path = file.standardizedFileURL.path
        return folders.contains { path.hasPrefix($0) }
          && !podFolders.contains { path.hasPrefix($0) }
          && !compiled.contains(identity(file))
      }.map(\.path))
  }

  /// The `@IBDesignable` Swift classes declared in `strayFiles`, in file order, each with the
  /// Xcode project whose folder holds it: listed as not built, never built.
  public var strayDesignables: [(scannedClass: ScannedClass, project: URL)] {
    scan.classes.filter { c in
      c.language == .swift && c.isDesignable && strayFiles.contains(c.location.file)
    }.sorted {
      ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line)
    }.compactMap { c in project(holding: c.location.file).map { (c, $0) } }
  }

  /// The Objective-C files (implementations and headers) some target of the context's
  /// projects compiles, by identity: a folder's other Objective-C is no target's.
  func compiledObjectiveCFiles() -> Set<String> {
    Set(
      (context?.allModules() ?? []).flatMap {
        $0.objectiveC.implementations + $0.objectiveC.headers
      }.map(Self.identity))
  }

  /// Each `@interface` of a designable Objective-C class in a file no target compiles, of a
  /// class that a file some target compiles declares too (JMMarkSlider's drop-in
  /// `Classes/JMMarkSlider.h` beside the app's own copy), with that one: Xcode builds the
  /// target's copy and never the other, and so does Easel (`plannedModules`), listing the
  /// class once, at the copy kept.
  public var leftOutObjectiveCCopies: [(leftOut: ScannedClass, kept: ScannedClass)] {
    guard context != nil else { return [] }
    let compiled = compiledObjectiveCFiles()
    let objc = scan.classes.filter { $0.language == .objectiveC && isDesignable($0.name) }
    func isCompiled(_ c: ScannedClass) -> Bool {
      compiled.contains(Self.identity(URL(fileURLWithPath: c.location.file)))
    }
    var seen: Set<String> = []
    return objc.filter { !isCompiled($0) }.sorted {
      ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line)
    }.compactMap { c in
      let folder = URL(fileURLWithPath: c.location.file).deletingLastPathComponent().path
      guard seen.insert(folder + "|" + c.name).inserted,
        let kept = objc.first(where: { $0.name == c.name && isCompiled($0) })
      else { return nil }
      return (c, kept)
    }
  }

  /// The note at a left-out copy's `@interface` (`leftOutObjectiveCCopies`), naming both.
  public func leftOutCopyNote(_ leftOut: ScannedClass, kept: ScannedClass) -> Diagnostic {
    Diagnostic(
      .note,
      "\(leftOut.name) is declared here too, in a file no target of "
        + "\(projectsHolding(leftOut.location.file)) compiles: Xcode builds the copy its target "
        + "compiles, \(shownPath(kept.location.file)):\(kept.location.line), and so does Easel; "
        + "this one is left out", id: "designable-copy-not-in-target", at: leftOut.location)
  }

  /// Why Xcode builds no class of `file`: no target of `project` (one project, or the
  /// repository's projects named together) lists it. Said the same way by `easel render` and
  /// `easel designables`, after "X is @IBDesignable but" or "its implementation".
  public static func notInTarget(file: String, project: String) -> String {
    "its file \(file) is in no target of \(project) (no target's Sources phase lists it), so "
      + "Xcode does not build it either"
  }

  /// `path` relative to the project's root when under it, as notes name files.
  public func shownPath(_ path: String) -> String {
    let base = root.standardizedFileURL.path + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  /// The Xcode project whose folder holds `path`, else the repository's projects together
  /// ("any of A.xcodeproj, B.xcodeproj"), as a note names them.
  public func projectsHolding(_ path: String) -> String {
    if let holder = project(holding: path) { return shownPath(holder.path) }
    let all = (context?.projects ?? []).map { shownPath($0.url.path) }.sorted()
    switch all.count {
    case 0: return "any Xcode project (the repository has none)"
    case 1: return all[0]
    default: return "any of the repository's Xcode projects (\(all.joined(separator: ", ")))"
    }
  }

  /// The Xcode project whose folder holds `path` (the innermost), as the report names it.
  func project(holding path: String) -> URL? {
    (context?.projects ?? []).map(\.url).filter {
      path.hasPrefix($0.deletingLastPathComponent().path + "/")
    }.max { $0.path.count < $1.path.count }
  }
}
