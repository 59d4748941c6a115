internal import EaselGraphics
import Foundation

extension DisplayList {
  /// The recorded calls as stable text, one a line, for the designer's "Debug selected view":
  /// `fill (x y; w h) #RRGGBB`, `stroke (…) #RRGGBB width 20`, `text "Hello" at (x y)`, …
  package var callDescriptions: [String] {
    operations.map { op in
      switch op {
      case .save: "save"
      case .restore: "restore"
      case .concatenate(let t):
        "concatenate [\(describe(t.a)) \(describe(t.b)) \(describe(t.c)) \(describe(t.d)) "
          + "\(describe(t.tx)) \(describe(t.ty))]"
      case .clip(let path, _): "clip \(describe(path.boundingBox))"
      case .fill(let path, let color, _): "fill \(describe(path.boundingBox)) \(describe(color))"
      case .patternFill(let path, let pattern, _, _):
        "fill \(describe(path.boundingBox)) pattern \(pattern.image.width)×\(pattern.image.height) px"
      case .patternStroke(let path, let pattern, _, let style):
        "stroke \(describe(path.boundingBox)) pattern \(pattern.image.width)×\(pattern.image.height) px "
          + "width \(describe(style.lineWidth))"
      case .clear(let path): "clear \(describe(path.boundingBox))"
      case .stroke(let path, let color, let style):
        "stroke \(describe(path.boundingBox)) \(describe(color)) width \(describe(style.lineWidth))"
      case .linearGradient(let path, let stops, _, _):
        "linear gradient \(describe(path.boundingBox)), \(stops.count) stops"
      case .radialGradient(let path, let stops, _, _, _, _):
        "radial gradient \(describe(path.boundingBox)), \(stops.count) stops"
      case .image(let bitmap, let rect, let opacity):
        "image \(bitmap.width)×\(bitmap.height) px in \(describe(rect))"
          + (opacity < 1 ? " opacity \(describe(CGFloat(opacity)))" : "")
      case .slicedImage(let bitmap, let rect, let n, let opacity):
        "image \(bitmap.width)×\(bitmap.height) px in \(describe(rect)) caps "
          + "\(n.top) \(n.left) \(n.bottom) \(n.right) px \(n.mode == .tile ? "tiled" : "stretched")"
          + (opacity < 1 ? " opacity \(describe(CGFloat(opacity)))" : "")
      case .text(let layout, let origin):
        "text \"\(layout.text)\" at (\(describe(origin.x)) \(describe(origin.y)))"
      case .textOutline(let layout, let origin, let style):
        "text outline \"\(layout.text)\" at (\(describe(origin.x)) \(describe(origin.y))) "
          + "width \(describe(style.lineWidth))"
      case .beginGroup(let bounds): "begin group" + (bounds.map { " in \(describe($0))" } ?? "")
      case .endGroup(let id): "end group \(id)"
      case .paint(let id, let opacity, let mask, let shadow):
        "paint group \(id) opacity \(describe(CGFloat(opacity)))"
          + (mask.map { " mask \($0)" } ?? "") + (shadow == nil ? "" : " shadow")
      case .blendMode(let mode): "blend mode \(mode)"
      case .beginBackdropGroup(let bounds): "begin group over the backdrop \(describe(bounds))"
      case .paintReplacing(let id, let mask): "put back group \(id) through mask \(mask)"
      case .paintShadow(let id, let shadow):
        "paint the shadow of group \(id) (radius \(describe(shadow.radius)))"
      case .blurBackdrop(let path, let sigma):
        "blur the backdrop in \(describe(path.boundingBox)) by \(describe(sigma))"
      }
    }
  }
}

extension CALayer {
  /// What the layer's `draw(in:)` (a view's `draw(_:)`) recorded at the last display, as
  /// `DisplayList.callDescriptions`; nil when it has drawn nothing.
  package var recordedCallDescriptions: [String]? { recordedContents?.callDescriptions }
}
