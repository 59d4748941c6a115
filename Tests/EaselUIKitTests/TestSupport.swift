import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// Checks the invariants every view tree keeps: each view's frame is its layer's frame,
/// superview/subview links agree, and each subview's layer is a sublayer of its
/// superview's layer, in the same relative order.
@MainActor
func checkViewTreeInvariants(
  _ view: UIView, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    view.frame == view.layer.frame, "frame of \(type(of: view))", sourceLocation: sourceLocation)
  #expect(view.bounds == view.layer.bounds, sourceLocation: sourceLocation)
  #expect(view.center == view.layer.position, sourceLocation: sourceLocation)
  #expect(view.layer.delegate === view, sourceLocation: sourceLocation)
  let sublayers = view.layer.sublayers ?? []
  var lastIndex = -1
  for sub in view.subviews {
    #expect(sub.superview === view, sourceLocation: sourceLocation)
    #expect(sub.layer.superlayer === view.layer, sourceLocation: sourceLocation)
    let i = sublayers.firstIndex { $0 === sub.layer } ?? -1
    #expect(i > lastIndex, "subview layer order", sourceLocation: sourceLocation)
    lastIndex = i
    checkViewTreeInvariants(sub, sourceLocation: sourceLocation)
  }
}

/// Whether two colours are within `tolerance` (0...1) on every component.
func close(_ a: RGBA, _ b: RGBA, tolerance: Double = 0.02) -> Bool {
  abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
    && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}

/// An sRGB colour from 0...255 components.
func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
  RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
}

/// Writes a PNG for looking at into the folder `EASEL_INSPECT_RENDERS` names, if it is set;
/// ignores failures. Tests never write to a fixed path of their own.
func writeForInspection(_ surface: RasterSurface, _ name: String) {
  guard let folder = ProcessInfo.processInfo.environment["EASEL_INSPECT_RENDERS"],
    !folder.isEmpty, let data = try? surface.pngData(compression: .fast)
  else { return }
  try? data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
}

/// Renders a view at scale 1 and returns its pixels.
@MainActor
func renderPixels(_ view: UIView, scale: CGFloat = 1) throws -> Bitmap {
  try LayerRenderer().rasterize(view, scale: scale).bitmap()
}

/// A view whose `draw(_:)` runs `body` on its context.
final class ClosureDrawingView: UIView {
  var body: (CGContext) -> Void = { _ in }
  override func draw(_ rect: CGRect) {
    if let ctx = UIGraphicsGetCurrentContext() { body(ctx) }
  }
}

/// The pixels of a 20×20 view whose `draw(_:)` runs `body`, at scale 1: not opaque, so that
/// what the drawing leaves transparent stays so (an opaque view's store is black there).
@MainActor
func drawnPixels(_ body: @escaping (CGContext) -> Void) throws -> Bitmap {
  let view = ClosureDrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  view.isOpaque = false
  view.body = body
  return try renderPixels(view)
}

/// A solid-colour image of `width`×`height` pixels.
func solidImage(width: Int, height: Int, color: RGBA, scale: CGFloat = 1) throws -> UIImage {
  UIImage(
    cgImage: CGImage(bitmap: try Bitmap(width: width, height: height, fill: color)),
    scale: scale, orientation: .up)
}
