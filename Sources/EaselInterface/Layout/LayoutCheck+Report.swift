import EaselDiagnostics
import EaselDocument
import EaselResources
import EaselUIKit
import Foundation

extension LayoutCheck {
  /// One document's results.
  public struct DocumentReport: Sendable, Codable {
    /// The path as given (relative to the folder checked, for a folder).
    public var path: String
    /// Each scene with a view, in document order.
    public var scenes: [SceneReport] = []
    /// Why the document could not be opened, if it could not.
    public var failure: String?

    /// The views compared.
    public var views: Int { scenes.reduce(0) { $0 + $1.engine.count } }
    /// The views within tolerance, engine figure.
    public var engineHits: Int { scenes.reduce(0) { $0 + $1.engine.filter(\.hit).count } }
    /// The views within tolerance, whole figure.
    public var wholeHits: Int { scenes.reduce(0) { $0 + $1.whole.filter(\.hit).count } }

    /// `path: N views, engine P% (H), whole Q% (H)`.
    public var summary: String {
      "\(path): \(views) views, engine \(LayoutCheck.percent(engineHits, views)) (\(engineHits)), "
        + "whole \(LayoutCheck.percent(wholeHits, views)) (\(wholeHits))"
    }
  }

  /// `97.1%` (one decimal); `-` for nothing compared.
  nonisolated public static func percent(_ hits: Int, _ total: Int) -> String {
    total == 0 ? "-" : String(format: "%.1f%%", Double(hits) * 100 / Double(total))
  }

  /// Checks every `.storyboard` and `.xib` at `path` (a document or a folder), sorted by path,
  /// with text-style fonts at `contentSizeCategory` (a raw value; nil: Large).
  public static func run(
    path: URL, compareFrames: Bool, contentSizeCategory: String? = nil
  ) -> [DocumentReport] {
    var isFolder: ObjCBool = false
    FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder)
    let urls = isFolder.boolValue ? ContactSheet.documents(under: path) : [path]
    return urls.map { url in
      let name =
        isFolder.boolValue && url.path.hasPrefix(path.path + "/")
        ? String(url.path.dropFirst(path.path.count + 1)) : url.path
      var report = DocumentReport(path: name)
      do {
        let document = try IBDocument(contentsOf: url)
        if let refusal = document.renderRefusal {
          report.failure = refusal
          return report
        }
        let resources = ProjectResources(
          root: ProjectFiles.projectRoot(containing: url), document: document,
          diagnostics: DiagnosticLog())
        var check = LayoutCheck(document: document, resources: resources)
        check.contentSizeCategory = contentSizeCategory
        report.scenes = check.run(compareFrames: compareFrames)
      } catch {
        report.failure = "\(error)"
      }
      return report
    }
  }

  /// The text report: each document's warnings, and with frames compared, its figures and
  /// misses (as located notes), then `total: N views, engine P%, whole Q%`.
  public static func text(_ reports: [DocumentReport], compareFrames: Bool) -> [String] {
    var lines: [String] = []
    for report in reports {
      if let failure = report.failure {
        lines.append(Severity.note.line("not laid out: \(failure)", at: report.path))
        continue
      }
      for scene in report.scenes {
        if let failure = scene.failure {
          lines.append(
            Severity.note.line("scene \(scene.sceneID) not laid out: \(failure)", at: report.path))
        }
        lines += scene.issues.map(\.description)
      }
      guard compareFrames else { continue }
      for scene in report.scenes {
        for (mode, results) in [("engine", scene.engine), ("whole", scene.whole)] {
          for r in results where !r.hit {
            lines.append(
              Severity.note.line(
                "\(mode) miss: \(r.className) \(r.id): \(r.reason ?? "")", at: r.location))
          }
        }
      }
      lines.append(report.summary)
    }
    if compareFrames {
      let views = reports.reduce(0) { $0 + $1.views }
      let engine = reports.reduce(0) { $0 + $1.engineHits }
      let whole = reports.reduce(0) { $0 + $1.wholeHits }
      lines.append(
        "total: \(views) views, engine \(percent(engine, views)), whole \(percent(whole, views))")
    }
    return lines
  }
}
