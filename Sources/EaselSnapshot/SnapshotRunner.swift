import EaselAgentHost
import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselInterface
import EaselRendering
import EaselResources
import Foundation

/// `easel snapshot record|verify`: swift-snapshot-testing's record/verify habit for
/// storyboards and xibs, with no simulator.
///
/// Every scene with a view is rendered as `easel render --all` renders it (the project's
/// designables built and run by the agent) into a temporary folder. `record` keeps each
/// picture as the scene's reference, `<folder>/__Snapshots__/<Document.storyboard>/<sceneID><variant>.png`
/// (or under `SnapshotOptions.referenceFolder`), rewriting a file only when its bytes change;
/// `verify` compares each picture with its reference pixel by pixel (`BitmapComparison`) and
/// writes, for each scene that differs beyond the tolerance, the actual picture and a
/// difference image (differing pixels red) to the failure folder.
@MainActor
public struct SnapshotRunner {
  /// How to render and compare.
  public var options: SnapshotOptions
  /// Where the designables agent's builds are cached (the default cache unless a test says).
  public var cacheDirectory: URL = AgentBuilder.defaultCacheDirectory()

  /// A runner with `options`.
  public init(options: SnapshotOptions) {
    self.options = options
  }

  /// One document to snapshot, and the folder its references' layout is relative to.
  struct Target {
    var document: URL
    var root: URL
  }

  /// The `.storyboard` and `.xib` files `paths` name (folders searched; `__Snapshots__`
  /// folders and the failure folder skipped), sorted.
  func targets(_ paths: [String]) -> [Target] {
    var out: [Target] = []
    for path in paths {
      let url = URL(fileURLWithPath: path).standardizedFileURL
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        continue
      }
      if isFolder.boolValue {
        let failures = options.failureFolder.standardizedFileURL.path
        out += ProjectFiles.find(under: url) { u in
          ["storyboard", "xib"].contains(u.pathExtension) && !u.path.contains("/__Snapshots__/")
            && !u.path.hasPrefix(failures + "/")
        }.map { Target(document: $0.standardizedFileURL, root: url) }
      } else {
        out.append(Target(document: url, root: url.deletingLastPathComponent()))
      }
    }
    return out
  }

  /// The folder holding a document's references.
  func referenceFolder(_ target: Target) -> URL {
    guard let base = options.referenceFolder else {
      return target.document.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(target.document.lastPathComponent)
    }
    return base.appendingPathComponent(relativeFolder(target))
      .appendingPathComponent(target.document.lastPathComponent)
  }

  /// The document's folder relative to its root (`""` when it is the root).
  func relativeFolder(_ target: Target) -> String {
    let root = target.root.path
    let folder = target.document.deletingLastPathComponent().path
    return folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : ""
  }

  /// The file name of a scene's reference: the rendered file's name plus the variant.
  func referenceName(_ renderedName: String) -> String {
    (renderedName as NSString).deletingPathExtension + options.variant + ".png"
  }

  /// Records the references of every scene under `paths`.
  public func record(paths: [String]) -> SnapshotReport {
    run(paths: paths) { target, sceneID, rendered, reference in
      let data: Data
      do {
        data = try Data(contentsOf: rendered)
        try OutputFile.createFolder(reference.deletingLastPathComponent())
        if (try? Data(contentsOf: reference)) != data {
          try OutputFile.write(data, to: reference)
        }
      } catch {
        return SnapshotResult(
          document: target.document, sceneID: sceneID, reference: reference,
          outcome: .error("cannot write the reference: \(error)"))
      }
      return SnapshotResult(
        document: target.document, sceneID: sceneID, reference: reference, outcome: .recorded)
    }
  }

  /// Renders every scene under `paths` again and compares it with its reference.
  public func verify(paths: [String]) -> SnapshotReport {
    var report = run(paths: paths) { target, sceneID, rendered, reference in
      compare(target, sceneID: sceneID, rendered: rendered, reference: reference)
    }
    // References of this variant whose scene is gone.
    let found = Set(report.results.map(\.reference.standardizedFileURL.path))
    var folders: [URL] = []
    for target in targets(paths) where !folders.contains(referenceFolder(target)) {
      folders.append(referenceFolder(target))
    }
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where isOfThisVariant(name) {
        let url = folder.appendingPathComponent(name).standardizedFileURL
        if !found.contains(url.path) { report.stale.append(url) }
      }
    }
    return report
  }

  /// Whether a reference file was recorded with these options: `<safe id><variant>.png`,
  /// the safe id having only letters, digits, `-` and `_`.
  func isOfThisVariant(_ name: String) -> Bool {
    let suffix = options.variant + ".png"
    guard name.hasSuffix(suffix) else { return false }
    let id = name.dropLast(suffix.count)
    return !id.isEmpty && id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
  }

  func compare(_ target: Target, sceneID: String, rendered: URL, reference: URL) -> SnapshotResult {
    var result = SnapshotResult(
      document: target.document, sceneID: sceneID, reference: reference, outcome: .missing)
    guard FileManager.default.fileExists(atPath: reference.path) else { return result }
    let actual: Bitmap
    let expected: Bitmap
    do {
      actual = try Bitmap(contentsOf: rendered)
      expected = try Bitmap(contentsOf: reference)
    } catch {
      result.outcome = .error("cannot read \(reference.lastPathComponent): \(error)")
      return result
    }
    let comparison = BitmapComparison(
      actual: actual, expected: expected, tolerance: options.tolerance)
    if comparison.sameSize && comparison.differingPixels <= options.allowedPixels {
      result.outcome = .passed(differingPixels: comparison.differingPixels)
      return result
    }
    result.outcome = .failed(
      differingPixels: comparison.differingPixels, maxChannelDelta: comparison.maxChannelDelta,
      sameSize: comparison.sameSize)
    let folder = options.failureFolder.appendingPathComponent(relativeFolder(target))
      .appendingPathComponent(target.document.lastPathComponent)
    let base = (reference.lastPathComponent as NSString).deletingPathExtension
    let actualURL = folder.appendingPathComponent(base + ".actual.png")
    let diffURL = folder.appendingPathComponent(base + ".diff.png")
    do {
      try OutputFile.createFolder(folder)
      try OutputFile.write(try Data(contentsOf: rendered), to: actualURL)
      try OutputFile.write(try comparison.diff.pngData(), to: diffURL)
      result.actual = actualURL
      result.difference = diffURL
    } catch {
      // The failure stands; only its pictures are missing, and the line says so.
      result.outcome = .error(
        "pixels differ, and the difference images could not be written: \(error)")
    }
    return result
  }

  /// Renders each document's scenes into a temporary folder and hands each picture to
  /// `handle` with the scene's reference file.
  func run(
    paths: [String],
    handle: (Target, String, URL, URL) -> SnapshotResult
  ) -> SnapshotReport {
    var report = SnapshotReport()
    for target in targets(paths) {
      let document: IBDocument
      do {
        document = try IBDocument(contentsOf: target.document)
      } catch {
        report.unreadable.append((target.document, error.description))
        continue
      }
      if let refusal = document.renderRefusal {
        report.skipped.append((target.document, refusal))
        continue
      }
      let scenes = document.canvasScenes.filter { $0.rootView != nil }
      guard !scenes.isEmpty else { continue }
      let temp = FileManager.default.temporaryDirectory.appendingPathComponent(
        "easel-snapshot-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: temp) }
      var job = RenderJob(document: target.document)
      job.mode = .all(folder: temp)
      job.request.settings = options.renderSettings
      job.request.settings.canvasSize = options.device?.size
      job.request.settings.deviceID = options.device?.interfaceBuilderID
      job.timeout = options.timeout
      job.cacheDirectory = cacheDirectory
      let rendered: RenderJob.Report
      do {
        rendered = try job.run()
      } catch {
        for scene in scenes {
          report.results.append(
            SnapshotResult(
              document: target.document, sceneID: scene.id,
              reference: referenceFolder(target).appendingPathComponent(
                referenceName(RenderJob.fileName(for: scene, format: .png))),
              outcome: .error("not rendered: \(error)")))
        }
        continue
      }
      report.diagnostics += rendered.diagnostics.map(\.description)
      report.diagnostics += rendered.failures.map { Severity.error.line($0) }
      let broken = rendered.statuses.filter { !$0.value.isOK }.map { "\($0.key): \($0.value)" }
        .sorted()
      for scene in scenes {
        let fileName = RenderJob.fileName(for: scene, format: .png)
        let file = temp.appendingPathComponent(fileName)
        let reference = referenceFolder(target).appendingPathComponent(referenceName(fileName))
        guard FileManager.default.fileExists(atPath: file.path) else {
          if rendered.skipped.contains(where: { $0.sceneID == scene.id }) { continue }
          report.results.append(
            SnapshotResult(
              document: target.document, sceneID: scene.id, reference: reference,
              outcome: .error("not rendered (see the errors above)")))
          continue
        }
        if !broken.isEmpty {
          report.results.append(
            SnapshotResult(
              document: target.document, sceneID: scene.id, reference: reference,
              outcome: .error(
                "designables failed (\(broken.joined(separator: "; "))); the picture would "
                  + "show their base classes")))
          continue
        }
        report.results.append(handle(target, scene.id, file, reference))
      }
    }
    return report
  }
}
