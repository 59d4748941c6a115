import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// A transform that scales by 0 flattens what it draws to a point or a line, which covers no
/// pixel: a layer kept at scale 0 until an animation grows it (xei/bamilo-ios's favourite
/// button's circle) draws nothing, as on iOS, and a context scaled by 0 draws nothing until
/// its state is restored. The canvas used to ignore such a transform and draw at full size.
@MainActor
@Suite struct SingularTransformTests {
  @Test(arguments: [CGSize(width: 0, height: 0), CGSize(width: 1, height: 0)])
  func aLayerScaledTo0DrawsNothing(_ scale: CGSize) throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let circle = CAShapeLayer()
    circle.frame = view.bounds
    circle.path = UIBezierPath(ovalIn: view.bounds).cgPath
    circle.fillColor = UIColor.orange.cgColor
    circle.transform = CATransform3DMakeScale(scale.width, scale.height, 1)
    view.layer.addSublayer(circle)
    let pixels = try renderPixels(view)
    #expect(pixels.pixel(x: 10, y: 10).alpha < 0.05, "\(pixels.pixel(x: 10, y: 10))")
  }

  @Test func aContextScaledTo0DrawsNothingUntilRestored() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
      .image { c in
        let ctx = c.cgContext
        ctx.saveGState()
        ctx.scaleBy(x: 0, y: 0)
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.restoreGState()
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
      }
    let bitmap = try #require(image.cgImage).bitmap
    #expect(bitmap.pixel(x: 10, y: 5).alpha < 0.05, "\(bitmap.pixel(x: 10, y: 5))")
    #expect(close(bitmap.pixel(x: 10, y: 15), rgb(0, 0, 255)), "drawing resumes after restore")
  }
}
