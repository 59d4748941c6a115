import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselInterface
import EaselRendering
import Foundation

/// `easel render DOCUMENT --matrix SPEC`: the scenes in every combination of devices,
/// languages and appearances, one file each, and one contact sheet of them all.
enum RenderMatrixCommand {
  /// Renders `scenes` of `job.document` for each of `matrix`'s combinations into `folder`:
  /// `<sceneID><suffix>.png` per combination and `matrix.png`, the sheet.
  @MainActor
  static func run(
    _ job: RenderJob, document: IBDocument, scenes: [Scene], matrix: RenderMatrix, folder: URL,
    thumbnailWidth: CGFloat
  ) -> Int32 {
    do {
      try OutputFile.createFolder(folder)
    } catch {
      CommandOutput.error(Severity.error.line("\(error)"))
      return 1
    }
    var sheet = ContactSheet()
    sheet.thumbnailWidth = thumbnailWidth
    sheet.maxThumbnailHeight = thumbnailWidth * 2.2
    sheet.columns = matrix.columns * scenes.count
    var failed = false
    for combination in matrix.combinations {
      var job = job
      job.mode = .scenes
      job.request.settings.canvasSize = combination.device?.size
      job.request.settings.deviceID = combination.device?.interfaceBuilderID
      job.request.settings.format = .png
      job.request.settings.language = combination.language
      job.request.settings.darkAppearance = combination.darkAppearance
      job.request.scenes = scenes.map {
        SceneOutput(
          sceneID: $0.id,
          path: folder.appendingPathComponent(
            (RenderJob.fileName(for: $0, format: .png) as NSString).deletingPathExtension
              + combination.fileSuffix(matrix) + ".png"
          ).path)
      }
      let caption = combination.caption(matrix)
      // A file left from an earlier run must not pass for this one's.
      for output in job.request.scenes { try? FileManager.default.removeItem(atPath: output.path) }
      do {
        let report = try job.run(parsed: document)
        Output.print(report)
        failed = failed || report.failed
        for (scene, output) in zip(scenes, job.request.scenes) {
          let picture = try? Bitmap(contentsOf: URL(fileURLWithPath: output.path))
          sheet.entries.append(
            ContactSheet.Entry(
              caption: caption, detail: scene.id, picture: picture,
              failure: picture == nil ? "not rendered" : nil))
        }
      } catch {
        CommandOutput.error(Severity.error.line("\(caption): \(error)"))
        failed = true
        for scene in scenes {
          sheet.entries.append(
            ContactSheet.Entry(
              caption: caption, detail: scene.id, picture: nil, failure: "\(error)"))
        }
      }
    }
    let output = folder.appendingPathComponent("matrix.png")
    do {
      try OutputFile.write(sheet.pngData(compression: .best), to: output)
    } catch {
      CommandOutput.error(Severity.error.line("\(error)"))
      return 1
    }
    print("wrote \(output.path)")
    return failed ? 1 : 0
  }
}
