internal import EaselGraphics
import Foundation

/// Number formatting for the stable text dumps: integers without a fraction, others with
/// up to three decimals, so dumps do not change with floating-point noise.
func describe(_ v: CGFloat) -> String {
  let r = (v * 1000).rounded() / 1000
  if r == r.rounded() { return String(Int(r)) }
  var s = String(format: "%.3f", Double(r))
  while s.hasSuffix("0") { s.removeLast() }
  return s
}

func describe(_ r: CGRect) -> String {
  "(\(describe(r.minX)) \(describe(r.minY)); \(describe(r.width)) \(describe(r.height)))"
}

func describe(_ c: RGBA) -> String {
  func h(_ v: Double) -> String { String(format: "%02X", Int((v * 255).rounded())) }
  let hex = "#" + h(c.red) + h(c.green) + h(c.blue)
  return c.alpha < 1 ? hex + String(format: "@%.2f", c.alpha) : hex
}

extension UIView {
  /// A stable text dump of the view tree: one line per view, indented by depth, with its
  /// class, frame and the properties that differ from their defaults.
  package func hierarchyDescription() -> String {
    var lines: [String] = []
    appendDescription(to: &lines, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }

  private func appendDescription(to lines: inout [String], depth: Int) {
    var parts = ["\(type(of: self))", "frame=\(describe(frame))"]
    if bounds.origin != .zero {
      parts.append("boundsOrigin=(\(describe(bounds.minX)) \(describe(bounds.minY)))")
    }
    if !transform.isIdentity { parts.append("transform") }
    if tag != 0 { parts.append("tag=\(tag)") }
    if isHidden { parts.append("hidden") }
    if alpha != 1 { parts.append("alpha=\(describe(alpha))") }
    if clipsToBounds { parts.append("clips") }
    if let bg = backgroundColorStorage {
      parts.append("bg=\(describe(bg.resolvedRGBA(traitCollection)))")
    }
    if contentMode != .scaleToFill { parts.append("contentMode=\(contentMode)") }
    parts.append(contentsOf: ownDescriptionParts)
    lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
    for v in subviewStorage { v.appendDescription(to: &lines, depth: depth + 1) }
  }

  /// Class-specific properties for the dump.
  var ownDescriptionParts: [String] {
    var parts: [String] = []
    if let label = self as? UILabel {
      if let t = label.text { parts.append("text=\"\(t)\"") }
      parts.append("font=\(label.font?.fontName ?? "-") \(describe(label.font?.pointSize ?? 0))")
      if label.numberOfLines != 1 { parts.append("lines=\(label.numberOfLines)") }
      if label.textAlignment != .natural { parts.append("align=\(label.textAlignment)") }
    }
    if let imageView = self as? UIImageView, let image = imageView.image {
      parts.append(
        "image=\(describe(image.size.width))x\(describe(image.size.height))@\(describe(image.scale))x"
      )
    }
    if let button = self as? UIButton {
      parts.append("type=\(button.buttonType)")
      if let t = button.currentTitle { parts.append("title=\"\(t)\"") }
    }
    if let control = self as? UIControl, !control.isEnabled { parts.append("disabled") }
    return parts
  }
}

extension CALayer {
  /// A stable text dump of the layer tree: one line per layer, indented by depth, with its
  /// class, frame and the properties that differ from their defaults.
  package func treeDescription() -> String {
    var lines: [String] = []
    appendDescription(to: &lines, depth: 0, role: nil)
    return lines.joined(separator: "\n") + "\n"
  }

  private func appendDescription(to lines: inout [String], depth: Int, role: String?) {
    var parts = [role.map { "\($0): \(type(of: self))" } ?? "\(type(of: self))"]
    if let name { parts.append("\"\(name)\"") }
    parts.append("frame=\(describe(frame))")
    if anchorPoint != CGPoint(x: 0.5, y: 0.5) {
      parts.append("anchor=(\(describe(anchorPoint.x)) \(describe(anchorPoint.y)))")
    }
    if zPosition != 0 { parts.append("z=\(describe(zPosition))") }
    if transform != CATransform3DIdentity { parts.append("transform") }
    if isHidden { parts.append("hidden") }
    if opacity != 1 { parts.append("opacity=\(describe(CGFloat(opacity)))") }
    if let bg = backgroundColor { parts.append("bg=\(describe(bg.rgba))") }
    if cornerRadius != 0 { parts.append("cornerRadius=\(describe(cornerRadius))") }
    if masksToBounds { parts.append("masksToBounds") }
    if borderWidth != 0 { parts.append("border=\(describe(borderWidth))") }
    if shadowOpacity != 0 { parts.append("shadow=\(describe(CGFloat(shadowOpacity)))") }
    if contents != nil { parts.append("contents") }
    if recordedContents != nil { parts.append("drawn") }
    if maskOwner != nil, role == nil { parts.append("(mask of another layer)") }
    if let shape = self as? CAShapeLayer {
      if let p = shape.path { parts.append("path=\(describe(p.boundingBox))") }
      if let f = shape.fillColor { parts.append("fill=\(describe(f.rgba))") }
      if let s = shape.strokeColor {
        parts.append("stroke=\(describe(s.rgba))/\(describe(shape.lineWidth))")
      }
      if shape.strokeStart != 0 || shape.strokeEnd != 1 {
        parts.append("trim=\(describe(shape.strokeStart))...\(describe(shape.strokeEnd))")
      }
    }
    lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
    if let mask { mask.appendDescription(to: &lines, depth: depth + 1, role: "mask") }
    for l in sublayerStorage { l.appendDescription(to: &lines, depth: depth + 1, role: nil) }
  }
}
