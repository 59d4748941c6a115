import EaselDiagnostics
import Foundation

/// A pod the Podfile takes from a folder (`pod 'MyKit', :path => '../MyKit'`), read from its
/// podspec: there is no Pods project to hold it (`pod install` has not run, or `Pods/` is not
/// checked in).
public struct DevelopmentPod: Hashable, Sendable {
  /// The pod's module: its Swift files for the subspecs the Podfile asks for.
  public var module: ModuleSources
  /// The podspec read.
  public var podspec: URL
  /// The Podfile's lines that name it.
  public var declarations: [Podfile.Pod]
}

/// The Podfile's development pods, when there is no Pods project.
extension ProjectContext {
  /// Reads the first Podfile of `folders` and the podspecs of its `:path` pods. A podspec
  /// that is missing or cannot be read is reported to `log` at the pod's `:path`, and the
  /// pod left out. A pod without `:path` that the repository itself holds (`<Pod>.podspec`
  /// beside the Podfile or in a folder above it, up to `root`: `pod lib create`'s layout,
  /// whose example app takes the pod by name) is read from that podspec, with a note: the
  /// released pod `pod install` would fetch is that repository's, and its sources are here.
  static func loadDevelopmentPods(in folders: [URL], root: URL, log: DiagnosticLog) -> (
    Podfile?, [DevelopmentPod]
  ) {
    guard
      let url = folders.map({ $0.appendingPathComponent("Podfile") }).first(
        where: ProjectWalk.isFile)
    else { return (nil, []) }
    let podfile: Podfile
    do {
      podfile = try Podfile.load(url, diagnostics: log)
    } catch let error as ProjectFileError {
      log.report(error.diagnostic)
      return (nil, [])
    } catch {
      return (nil, [])
    }
    var order: [String] = []
    var declarations: [String: [Podfile.Pod]] = [:]
    // The repository's own pods: named without `:path` on every line.
    let withPath = Set(podfile.pods.filter { $0.path != nil }.map(\.rootName))
    var own: [String: URL] = [:]
    for pod in podfile.pods {
      if pod.path == nil {
        guard !withPath.contains(pod.rootName),
          let file = own[pod.rootName]
            ?? repositoryPodspec(named: pod.rootName, podfile: podfile, root: root)
        else { continue }
        own[pod.rootName] = file
      }
      if declarations[pod.rootName] == nil { order.append(pod.rootName) }
      declarations[pod.rootName, default: []].append(pod)
    }
    var pods: [DevelopmentPod] = []
    for name in order {
      guard let lines = declarations[name], let first = lines.first else { continue }
      let found: Podspec?
      if let path = first.path {
        found = podspec(name: name, path: path, podfile: podfile, at: first.location, log: log)
      } else if let file = own[name] {
        found = load(file, log: log)
        log.report(
          Diagnostic(
            .note,
            "pod '\(name)' has no :path and no Pods project is checked in; the repository "
              + "holds the pod itself (\(file.lastPathComponent), `pod lib create`'s layout), "
              + "so Easel builds the pod from its own sources, as a :path pod",
            id: "project-repository-pod", at: first.location))
      } else {
        found = nil
      }
      guard let spec = found else { continue }
      // Every subspec when one line asks for the pod itself.
      let requested =
        lines.contains { $0.requestedSubspecs.isEmpty }
        ? [] : lines.flatMap(\.requestedSubspecs)
      var module = ModuleSources(
        name: spec.module, origin: .podspec(spec.url), productType: .framework,
        swiftFiles: spec.swiftFiles(requested: requested),
        settings: SwiftSettings(
          swiftVersion: spec.swiftVersion, compilationConditions: ["COCOAPODS"]),
        dependencies: spec.dependencies(requested: requested),
        objectiveC: Self.objectiveC(of: spec, requested: requested))
      module.resourceBundles = spec.resourceBundles(requested: requested)
      module.podPlatform = spec.platform(
        inPodfilePlatform: podfile.platform(inBlock: first.targets))
      module.objectiveC.headerPhase += checkedInUmbrellaHeader(
        pods: podfile.folder.appendingPathComponent("Pods"), module: module.name)
      if !module.objectiveC.isEmpty {
        let pch = checkedInPrefixHeader(
          pods: podfile.folder.appendingPathComponent("Pods"), pod: spec.name ?? module.name)
        if let pch {
          module.objectiveC.prefixHeaders = [pch]
        } else {
          module.objectiveC.generatedPrefixHeader = spec.generatedPrefixHeader(
            platform: module.podPlatform)
        }
      }
      pods.append(DevelopmentPod(module: module, podspec: spec.url, declarations: lines))
    }
    return (podfile, pods)
  }

  /// The umbrella header CocoaPods wrote for pod module `module` in `pods` (the `Pods`
  /// folder), `Target Support Files/<Pod>/<Pod>-umbrella.h`, when it is checked in.
  static func checkedInUmbrellaHeader(pods: URL, module: String) -> [URL] {
    checkedInSupportFile(pods: pods, pod: module, suffix: "-umbrella.h").map { [$0] } ?? []
  }

  /// The prefix header CocoaPods wrote for pod `pod` in `pods` (the `Pods` folder),
  /// `Target Support Files/<Pod>/<Pod>-prefix.pch`, when it is checked in.
  static func checkedInPrefixHeader(pods: URL, pod: String) -> URL? {
    checkedInSupportFile(pods: pods, pod: pod, suffix: "-prefix.pch")
  }

  /// The file CocoaPods wrote for pod `pod` in `pods`, `Target Support Files/<Pod>/<Pod><suffix>`,
  /// when it is checked in.
  private static func checkedInSupportFile(pods: URL, pod: String, suffix: String) -> URL? {
    let file = pods.appendingPathComponent("Target Support Files")
      .appendingPathComponent(pod).appendingPathComponent(pod + suffix)
    return ProjectWalk.isFile(file) ? file : nil
  }

  /// The podspec of pod `name` at the Podfile's `path`: the file it names, else
  /// `<name>.podspec` or `<name>.podspec.json` in the folder it names.
  private static func podspec(
    name: String, path: String, podfile: Podfile, at location: SourceLocation, log: DiagnosticLog
  ) -> Podspec? {
    let target = ObjectGraph.join(podfile.folder, path)
    let candidates =
      path.hasSuffix(".podspec") || path.hasSuffix(".podspec.json")
      ? [target]
      : [
        target.appendingPathComponent("\(name).podspec"),
        target.appendingPathComponent("\(name).podspec.json"),
      ]
    guard let file = candidates.first(where: ProjectWalk.isFile) else {
      let why =
        candidates.count == 1
        ? "\(target.path) does not exist"
        : ProjectWalk.isFolder(target)
          ? "\(target.path) has no \(name).podspec or \(name).podspec.json"
          : "\(target.path) does not exist"
      log.report(
        Diagnostic(
          .warning,
          "pod '\(name)' has :path '\(path)', but \(why); the pod is left out",
          id: "project-missing-podspec", at: location))
      return nil
    }
    return load(file, log: log)
  }

  /// The podspec at `file`; one that cannot be read is reported to `log`.
  private static func load(_ file: URL, log: DiagnosticLog) -> Podspec? {
    do {
      return try Podspec.load(file, diagnostics: log)
    } catch let error as ProjectFileError {
      log.report(error.diagnostic)
    } catch {}
    return nil
  }

  /// `<name>.podspec` (or `.podspec.json`) in the Podfile's folder or the nearest folder above
  /// it that holds one: the repository's own pod. The search stops at `root` when it is
  /// above the Podfile (a repository read whole), else at the folder holding `.git`, four
  /// levels up at most (a document's project folder below the repository's root).
  private static func repositoryPodspec(named name: String, podfile: Podfile, root: URL) -> URL? {
    var folder = podfile.folder.standardizedFileURL
    let top = root.standardizedFileURL.path
    let stopsAtRoot = folder.path.hasPrefix(top + "/")
    for _ in 0...4 {
      for suffix in [".podspec", ".podspec.json"] {
        let file = folder.appendingPathComponent(name + suffix)
        if ProjectWalk.isFile(file) { return file }
      }
      let parent = folder.deletingLastPathComponent()
      if (stopsAtRoot && folder.path == top) || parent.path == folder.path
        || ProjectWalk.isFolder(folder.appendingPathComponent(".git"))
      {
        return nil
      }
      folder = parent
    }
    return nil
  }

  /// The Objective-C files a development pod compiles for `requested` subspecs: its `.m`
  /// (and C) files, and its headers, found by `#import <Pod/Header.h>` through the host's
  /// header map.
  static func objectiveC(of spec: Podspec, requested: [String]) -> ObjCFiles {
    let files = spec.files(
      requested: requested, extensions: ObjCFiles.implementationExtensions.union(["h"]))
    let implementations = files.filter {
      ObjCFiles.implementationExtensions.contains($0.pathExtension.lowercased())
    }
    guard !implementations.isEmpty else { return ObjCFiles() }
    return ObjCFiles(
      implementations: implementations,
      headers: files.filter { $0.pathExtension.lowercased() == "h" })
  }

  /// The development pods Xcode target `target` gets from the Podfile.
  public func developmentPods(for target: XcodeTarget) -> [DevelopmentPod] {
    guard let podfile else { return [] }
    let names = Set(podfile.pods(forTarget: target.name).map(\.rootName))
    return developmentPods.filter { pod in pod.declarations.contains { names.contains($0.rootName) }
    }
  }

  /// Whether every pod the Podfile gives `target` is a development pod Easel has read.
  func podsAreAllRead(for target: XcodeTarget) -> Bool {
    guard let podfile else { return false }
    let wanted = Set(podfile.pods(forTarget: target.name).map(\.rootName))
    let read = Set(developmentPods(for: target).flatMap { $0.declarations.map(\.rootName) })
    return !wanted.isEmpty && wanted.isSubset(of: read)
  }
}
