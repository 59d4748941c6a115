import EaselDiagnostics
import EaselDocument
import EaselGraphics
import EaselInterface
import Foundation
import Testing

/// Renders scene `sceneID` of `document` in process, at one pixel a point, with no project
/// resources: the picture and what was reported on the way.
@MainActor
func renderScene(_ sceneID: String, of document: IBDocument) throws -> (Bitmap, DiagnosticLog) {
  let log = DiagnosticLog()
  let resources = ProjectResources(root: URL(fileURLWithPath: "/nonexistent"), diagnostics: log)
  var settings = RenderSettings()
  settings.scale = 1
  settings.encoding = .png(.fast)
  let renderer = SceneRenderer(
    document: document, table: .uiKit, resources: resources, diagnostics: log, settings: settings)
  let scene = try #require(document.scenes.first { $0.id == sceneID })
  return (try Bitmap(data: try renderer.render(scene).data), log)
}

/// Whether `c` is within `within` of the colour (`r`, `g`, `b`) in every channel.
func near(_ c: RGBA, _ r: Double, _ g: Double, _ b: Double, within: Double = 0.08) -> Bool {
  abs(c.red - r) <= within && abs(c.green - g) <= within && abs(c.blue - b) <= within
}
