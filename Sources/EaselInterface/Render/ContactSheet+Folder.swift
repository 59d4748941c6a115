import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselResources
import EaselUIKit
import Foundation

extension ContactSheet {
  /// What rendering a folder's documents for a sheet found.
  public struct FolderReport {
    public var documents = 0
    public var scenes = 0
    public var failures: [String] = []
    /// The slowest scenes, slowest first: (caption, seconds).
    public var slowest: [(String, Double)] = []
    public var seconds: Double = 0
  }

  /// Every `.storyboard` and `.xib` under `folder`, sorted by path.
  public static func documents(under folder: URL) -> [URL] {
    ProjectFiles.find(under: folder) { ["storyboard", "xib"].contains($0.pathExtension) }
      .sorted { $0.path < $1.path }
  }

  /// Renders every scene with a view of every document under `folder` in-process (custom
  /// classes drawn from the document's designables cache or as their base class; no
  /// agents), as thumbnails `thumbnailWidth` pixels wide, and adds them to the sheet. A
  /// document that does not open or a scene that does not render becomes a failure cell.
  /// With `device`, scenes that follow the device are laid out fresh for its screen size;
  /// with `language`, texts are translated as `easel render --language` translates them
  /// (pseudolanguages included).
  @MainActor
  public mutating func addScenes(
    under folder: URL, darkAppearance: Bool = false, device: CGSize? = nil,
    language: String? = nil
  ) -> FolderReport {
    var report = FolderReport()
    let start = Date()
    var timings: [(String, Double)] = []
    for url in Self.documents(under: folder) {
      report.documents += 1
      let name =
        url.path.hasPrefix(folder.path + "/")
        ? String(url.path.dropFirst(folder.path.count + 1)) : url.lastPathComponent
      let short = url.deletingPathExtension().lastPathComponent
      let document: IBDocument
      do {
        document = try IBDocument(contentsOf: url)
      } catch {
        entries.append(
          Entry(caption: short, detail: name, picture: nil, failure: error.description))
        report.failures.append(error.description)
        continue
      }
      if let refusal = document.renderRefusal {
        entries.append(Entry(caption: short, detail: name, picture: nil, failure: refusal))
        report.failures.append("\(name): \(refusal)")
        continue
      }
      let log = DiagnosticLog()
      let project = ProjectRendering(
        document: document, at: url, projectRoot: ProjectFiles.projectRoot(containing: url),
        language: language, diagnostics: log)
      for scene in document.canvasScenes {
        guard let root = scene.rootView else { continue }
        report.scenes += 1
        var settings = RenderSettings()
        settings.encoding = .png(.fast)
        settings.canvasSize = device
        settings.darkAppearance = darkAppearance
        settings.language = language
        let width = (scene.followsDevice ? device?.width : nil) ?? root.frame?.width ?? 375
        settings.scale = Double(thumbnailWidth / max(width, 1))
        let title = Overview.title(of: scene, object: scene.viewController ?? root)
        let detail = "\(title) · \(scene.id)"
        let renderer = project.renderer(settings: settings)
        let t0 = Date()
        do {
          let data = try renderer.render(scene).data
          entries.append(Entry(caption: short, detail: detail, picture: try Bitmap(data: data)))
        } catch {
          entries.append(Entry(caption: short, detail: detail, picture: nil, failure: "\(error)"))
          report.failures.append("\(name): scene \(scene.id): \(error)")
        }
        timings.append(("\(name) \(scene.id)", Date().timeIntervalSince(t0)))
      }
    }
    report.slowest = Array(timings.sorted { $0.1 > $1.1 }.prefix(5))
    report.seconds = Date().timeIntervalSince(start)
    return report
  }
}
