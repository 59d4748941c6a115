import EaselDiagnostics
import EaselGraphics
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// An asset catalog's PDF image set, as `UIImage(named:)` finds it in an app: its size in
/// points is the page's, its pixels are drawn for the render's scale, its rendering mode the
/// set's "Render As".
@MainActor
struct VectorImageSetTests {
  @Test func aPDFImageSetIsDrawnAtTheRenderScale() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-vector-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let set = root.appendingPathComponent("App/Assets.xcassets/chevron.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(
      #"{"images":[{"idiom":"universal","filename":"chevron.pdf"}],"properties":{"preserves-vector-representation":true,"template-rendering-intent":"template"}}"#
        .utf8
    ).write(to: set.appendingPathComponent("Contents.json"))
    let pdf = try VectorSurface(format: .pdf, size: CGSize(width: 8, height: 13))
    pdf.canvas.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 8, height: 13)), color: .black, rule: .nonZero)
    try pdf.finish().write(to: set.appendingPathComponent("chevron.pdf"))

    let log = DiagnosticLog()
    let resources = ProjectResources(root: root, diagnostics: log)
    resources.preferredScale = 3
    let image = try #require(resources.image(named: "chevron"))
    #expect(image.size == CGSize(width: 8, height: 13))
    #expect(image.scale == 3)
    #expect(image.cgImage?.width == 24 && image.cgImage?.height == 39)
    // "Render As: Template Image": drawn in the view's tint colour.
    #expect(image.renderingMode == .alwaysTemplate)
    #expect(log.diagnostics.isEmpty)
  }
}
