internal import EaselGraphics
import Foundation

extension UIImage {
  /// How large a symbol is relative to its point size, as `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable, Hashable {
    case `default` = -1
    case unspecified = 0
    case small, medium, large

    /// The symbol's size relative to `.medium`.
    var factor: CGFloat {
      switch self {
      case .small: 0.8
      case .large: 1.3
      default: 1
      }
    }
  }

  /// A stand-in for the SF Symbol `name`: a template image (drawn in the tint colour) of a
  /// simple line glyph, sized for `pointSize` and `scale` with the symbol's `aspect`
  /// (width / height, from the document's `<image … catalog="system">`).
  ///
  /// Differs from UIKit: SF Symbols are not available off Apple platforms. A few common
  /// symbols (`xmark`, `chevron.*`, `plus`, `minus`, `checkmark`, `line.3.horizontal`,
  /// `square.and.arrow.up/down`, `circle`, `pencil`, `timer`, `calendar`, `ellipsis`,
  /// `magnifyingglass`, `star`, `heart` and their `.fill` and `.leadinghalf.filled` forms) get
  /// a matching glyph; the rest a rounded square holding the name's
  /// first letter, filled for `.fill` names.
  @preconcurrency @MainActor package static func symbolPlaceholder(
    named name: String, pointSize: CGFloat = 17, weight: UIFont.Weight = .regular,
    scale: SymbolScale = .medium, aspect: CGFloat? = nil
  ) -> UIImage {
    let side = min(max(pointSize.isFinite ? pointSize : 17, 1), 300) * 1.2 * scale.factor
    let ratio = aspect.flatMap { $0.isFinite && $0 > 0 ? min(max($0, 0.25), 4) : nil } ?? 1
    let size =
      ratio >= 1
      ? CGSize(width: side, height: (side / ratio).rounded())
      : CGSize(width: (side * ratio).rounded(), height: side)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
      drawSymbolGlyph(
        name, in: CGRect(origin: .zero, size: size), weight: weight,
        canvas: context.cgContext.canvas)
    }
    return image.withRenderingMode(.alwaysTemplate)
  }

  @preconcurrency @MainActor private static func drawSymbolGlyph(
    _ name: String, in rect: CGRect, weight: UIFont.Weight, canvas: Canvas
  ) {
    let width = max(min(rect.width, rect.height) * (0.09 + 0.06 * weight.rawValue), 0.8)
    let style = StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
    let r = rect.insetBy(dx: width, dy: width)
    let ink = RGBA.black
    let parts = name.split(separator: ".").map(String.init)
    let filled = parts.contains("fill")
    var p = GraphicsPath()
    func line(_ a: CGPoint, _ b: CGPoint) {
      p.move(to: a)
      p.addLine(to: b)
    }
    switch parts.first ?? "" {
    case "xmark":
      line(CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY))
      line(CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY))
    case "plus":
      line(CGPoint(x: r.midX, y: r.minY), CGPoint(x: r.midX, y: r.maxY))
      line(CGPoint(x: r.minX, y: r.midY), CGPoint(x: r.maxX, y: r.midY))
    case "minus":
      line(CGPoint(x: r.minX, y: r.midY), CGPoint(x: r.maxX, y: r.midY))
    case "checkmark":
      p.move(to: CGPoint(x: r.minX, y: r.midY))
      p.addLine(to: CGPoint(x: r.minX + r.width * 0.38, y: r.maxY))
      p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
    case "chevron":
      // `chevron.right.2` is two chevrons one after the other, in the direction they point.
      let count = parts.last == "2" ? 2 : 1
      let vertical = parts.dropFirst().first == "up" || parts.dropFirst().first == "down"
      for k in 0..<count {
        var c = r.insetBy(dx: r.width * 0.2, dy: r.height * 0.1)
        if count == 2 {
          c =
            vertical
            ? CGRect(
              x: c.minX, y: r.minY + r.height * (0.1 + 0.4 * CGFloat(k)), width: c.width,
              height: r.height * 0.4)
            : CGRect(
              x: r.minX + r.width * (0.1 + 0.4 * CGFloat(k)), y: c.minY, width: r.width * 0.4,
              height: c.height)
        }
        chevron(in: c, pointing: parts.dropFirst().first, path: &p)
      }
    case "line" where parts.contains("horizontal"):
      for i in 0..<3 {
        let y = r.minY + r.height * CGFloat(i) / 2
        line(CGPoint(x: r.minX, y: y), CGPoint(x: r.maxX, y: y))
      }
    case "square" where parts.contains("arrow"):
      let up = parts.contains("up")
      let box = CGRect(
        x: r.minX, y: r.minY + r.height * 0.35, width: r.width, height: r.height * 0.65)
      p.move(to: CGPoint(x: box.minX + box.width * 0.3, y: box.minY))
      p.addLine(to: CGPoint(x: box.minX, y: box.minY))
      p.addLine(to: CGPoint(x: box.minX, y: box.maxY))
      p.addLine(to: CGPoint(x: box.maxX, y: box.maxY))
      p.addLine(to: CGPoint(x: box.maxX, y: box.minY))
      p.addLine(to: CGPoint(x: box.maxX - box.width * 0.3, y: box.minY))
      let top = r.minY
      let bottom = box.midY
      line(CGPoint(x: r.midX, y: top), CGPoint(x: r.midX, y: bottom))
      let tip = up ? top : bottom
      let d: CGFloat = up ? 1 : -1
      p.move(to: CGPoint(x: r.midX - r.width * 0.2, y: tip + d * r.width * 0.2))
      p.addLine(to: CGPoint(x: r.midX, y: tip))
      p.addLine(to: CGPoint(x: r.midX + r.width * 0.2, y: tip + d * r.width * 0.2))
    case "pencil" where parts.count == 1:
      // A slanted pencil: a long body from the top right to a point at the bottom left.
      p.move(to: CGPoint(x: r.maxX - r.width * 0.22, y: r.minY))
      p.addLine(to: CGPoint(x: r.maxX, y: r.minY + r.height * 0.22))
      p.addLine(to: CGPoint(x: r.minX + r.width * 0.2, y: r.maxY))
      p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
      p.addLine(to: CGPoint(x: r.minX, y: r.maxY - r.height * 0.2))
      p.closeSubpath()
    case "timer", "clock", "alarm":
      let side = min(r.width, r.height)
      let face = CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
      p = GraphicsPath(ellipseIn: face)
      line(CGPoint(x: face.midX, y: face.midY), CGPoint(x: face.midX, y: face.minY + side * 0.2))
      line(CGPoint(x: face.midX, y: face.midY), CGPoint(x: face.maxX - side * 0.25, y: face.midY))
    case "calendar":
      p = GraphicsPath(roundedRect: r, cornerRadius: min(r.width, r.height) * 0.15)
      line(
        CGPoint(x: r.minX, y: r.minY + r.height * 0.28),
        CGPoint(x: r.maxX, y: r.minY + r.height * 0.28))
    case "ellipsis":
      for i in 0..<3 {
        let d = max(r.height * 0.25, width * 1.5)
        let x = r.minX + r.width * (0.15 + 0.35 * CGFloat(i)) - d / 2
        canvas.fill(
          GraphicsPath(ellipseIn: CGRect(x: x, y: r.midY - d / 2, width: d, height: d)),
          color: ink, rule: .nonZero)
      }
      return
    case "magnifyingglass":
      let lens = CGRect(x: r.minX, y: r.minY, width: r.width * 0.7, height: r.height * 0.7)
      p = GraphicsPath(ellipseIn: lens)
      line(
        CGPoint(x: lens.maxX - lens.width * 0.15, y: lens.maxY - lens.height * 0.15),
        CGPoint(x: r.maxX, y: r.maxY))
    case "star", "heart":
      // A five-pointed star (outer radius, inner at 0.4 of it) or a heart; `.fill` filled,
      // `leadinghalf.filled` filled on its leading half.
      let shape = parts[0] == "star" ? starPath(in: r) : heartPath(in: r)
      if filled {
        canvas.fill(shape, color: ink, rule: .nonZero)
        return
      }
      if parts.contains("leadinghalf") {
        canvas.save()
        canvas.clip(
          to: GraphicsPath(rect: CGRect(x: r.minX, y: r.minY, width: r.width / 2, height: r.height)),
          rule: .nonZero)
        canvas.fill(shape, color: ink, rule: .nonZero)
        canvas.restore()
      }
      canvas.stroke(shape, color: ink, style: style)
      return
    case "circle":
      p = GraphicsPath(ellipseIn: r)
      if filled {
        canvas.fill(p, color: ink, rule: .nonZero)
        return
      }
    default:
      let box = GraphicsPath(roundedRect: r, cornerRadius: min(r.width, r.height) * 0.25)
      if filled {
        canvas.fill(box, color: ink, rule: .nonZero)
      } else {
        canvas.stroke(box, color: ink, style: style)
      }
      let letters = String(name.prefix(1)).uppercased()
      let layout = TextLayout(
        text: letters, font: FontSpec.system(size: r.height * 0.6, weight: 600),
        color: filled ? RGBA(white: 0, alpha: 0.35) : ink, width: r.width, maxLines: 1,
        alignment: .center, lineBreakMode: .clip)
      canvas.draw(layout, at: CGPoint(x: r.minX, y: r.midY - layout.size.height / 2))
      return
    }
    canvas.stroke(p, color: ink, style: style)
  }

  /// One chevron filling `c`, pointing `direction` (`left`, `up`, `down`; else right).
  private static func chevron(in c: CGRect, pointing direction: String?, path p: inout GraphicsPath)
  {
    switch direction {
    case "left":
      p.move(to: CGPoint(x: c.maxX, y: c.minY))
      p.addLine(to: CGPoint(x: c.minX, y: c.midY))
      p.addLine(to: CGPoint(x: c.maxX, y: c.maxY))
    case "up":
      p.move(to: CGPoint(x: c.minX, y: c.maxY))
      p.addLine(to: CGPoint(x: c.midX, y: c.minY))
      p.addLine(to: CGPoint(x: c.maxX, y: c.maxY))
    case "down":
      p.move(to: CGPoint(x: c.minX, y: c.minY))
      p.addLine(to: CGPoint(x: c.midX, y: c.maxY))
      p.addLine(to: CGPoint(x: c.maxX, y: c.minY))
    default:
      p.move(to: CGPoint(x: c.minX, y: c.minY))
      p.addLine(to: CGPoint(x: c.maxX, y: c.midY))
      p.addLine(to: CGPoint(x: c.minX, y: c.maxY))
    }
  }

  /// Whether the stand-in draws the symbol `name` as its own shape: one of the common
  /// symbols the stand-in knows (above), and not a variant it draws as its base symbol
  /// (`xmark.circle` as an `xmark`) or as its first letter. A document's other symbols are
  /// reported where they are named.
  package static func symbolPlaceholderIsTheSymbol(named name: String) -> Bool {
    let shapes: Set<String> = [
      "xmark", "plus", "minus", "checkmark", "line.3.horizontal", "square.and.arrow.up",
      "square.and.arrow.down", "circle", "circle.fill", "pencil", "timer", "clock",
      "calendar", "ellipsis", "magnifyingglass", "star", "star.fill", "star.leadinghalf.filled",
      "heart", "heart.fill",
    ]
    let chevrons = ["left", "right", "up", "down"].flatMap {
      ["chevron." + $0, "chevron." + $0 + ".2"]
    }
    return shapes.contains(name) || chevrons.contains(name)
  }

  /// A five-pointed star, point up, filling `r`'s height.
  private static func starPath(in r: CGRect) -> GraphicsPath {
    let outer = min(r.width, r.height) / 2
    let inner = outer * 0.4
    let center = CGPoint(x: r.midX, y: r.midY + outer * 0.1)
    var path = GraphicsPath()
    for i in 0..<10 {
      let radius = i % 2 == 0 ? outer : inner
      let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }

  /// A heart: two lobes on top, a point at the bottom.
  private static func heartPath(in r: CGRect) -> GraphicsPath {
    var path = GraphicsPath()
    let bottom = CGPoint(x: r.midX, y: r.maxY)
    path.move(to: bottom)
    path.addCurve(
      to: CGPoint(x: r.midX, y: r.minY + r.height * 0.25),
      control1: CGPoint(x: r.minX - r.width * 0.1, y: r.midY),
      control2: CGPoint(x: r.minX + r.width * 0.1, y: r.minY - r.height * 0.15))
    path.addCurve(
      to: bottom, control1: CGPoint(x: r.maxX - r.width * 0.1, y: r.minY - r.height * 0.15),
      control2: CGPoint(x: r.maxX + r.width * 0.1, y: r.midY))
    path.closeSubpath()
    return path
  }
}
