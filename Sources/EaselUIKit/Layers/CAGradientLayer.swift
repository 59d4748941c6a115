internal import EaselGraphics
import Foundation

/// The shape of a gradient layer's gradient, as `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// Creates a type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from `startPoint` to `endPoint`.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// An ellipse centred at `startPoint` reaching `endPoint`'s x and y distances.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around `startPoint`.
  ///
  /// A conic (angular) gradient around `startPoint`.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient, as `CAGradientLayer`.
open class CAGradientLayer: CALayer {
  /// The colours, as `CGColor`s (other elements are skipped; a `UIColor` is read as its
  /// `cgColor`, a leniency iOS does not have).
  open var colors: [Any]?
  /// Where each colour sits, 0...1; nil spreads them evenly.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates of the bounds (default (0.5, 0): top).
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where it ends (default (0.5, 1): bottom).
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The gradient's shape.
  @available(swift, introduced: 4.2)
  open var type = CAGradientLayerType.axial

  /// Creates a gradient layer.
  public required init() { super.init() }

  /// Creates a copy of another layer's model values.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let o = layer as? CAGradientLayer else { return }
    (colors, locations, startPoint, endPoint, type) =
      (o.colors, o.locations, o.startPoint, o.endPoint, o.type)
  }

  /// Creates a gradient layer from an archive; nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The stops, or nil if there are no colours or the locations do not match.
  var stops: [GradientStop]? {
    let cgColors = (colors ?? []).compactMap { CGGradient.color(from: $0) }
    guard !cgColors.isEmpty else { return nil }
    let n = cgColors.count
    let locs: [CGFloat]
    if let locations, locations.count == n {
      locs = locations.map { CGFloat($0.doubleValue) }
    } else {
      locs = (0..<n).map { n == 1 ? 0 : CGFloat($0) / CGFloat(n - 1) }
    }
    return zip(locs, cgColors).map { GradientStop(location: $0.0, color: $0.1.rgba) }
  }

  /// Fills the bounds with the gradient, inside the rounded corners (`cornerRadius`,
  /// `maskedCorners`) as a background colour is, with or without `masksToBounds`.
  override func drawOwnContent(on canvas: Canvas) {
    guard let stops, bounds.width > 0, bounds.height > 0 else { return }
    let area = roundedBoundsPath
    func unit(_ p: CGPoint) -> CGPoint {
      CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
    }
    let s = unit(startPoint)
    let e = unit(endPoint)
    if type == .radial {
      // An ellipse: draw a circle of radius |dx| scaled vertically to |dy|.
      let rx = abs(e.x - s.x)
      let ry = abs(e.y - s.y)
      guard rx > 0 || ry > 0 else { return }
      let r = max(rx, ry)
      canvas.save()
      canvas.clip(to: area, rule: .nonZero)
      let sx = rx > 0 ? rx / r : 1
      let sy = ry > 0 ? ry / r : 1
      canvas.concatenate(
        CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: s.x - s.x * sx, ty: s.y - s.y * sy))
      let big = GraphicsPath(rect: CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5))
      canvas.fill(
        big, radialGradient: stops, startCenter: s, startRadius: 0, endCenter: s, endRadius: r)
      canvas.restore()
    } else if type == .conic {
      guard s != e else { return }
      drawConic(stops, center: s, toward: e, in: area, on: canvas)
    } else {
      guard s != e else { return }
      canvas.fill(area, linearGradient: stops, from: s, to: e)
    }
  }

  /// A conic gradient, as Core Animation draws `.conic`: the colours sweep clockwise around
  /// `center`, location 0 (and 1) in the direction of `toward`. Drawn as 360 wedges of one
  /// colour each (Cairo has no conic pattern), each reaching a little into the next so that
  /// no seam shows between them.
  private func drawConic(
    _ stops: [GradientStop], center: CGPoint, toward: CGPoint, in area: GraphicsPath,
    on canvas: Canvas
  ) {
    let sorted = stops.sorted { $0.location < $1.location }
    let start = atan2(toward.y - center.y, toward.x - center.x)
    let radius = 2 * (hypot(bounds.width, bounds.height) + hypot(center.x, center.y))
    let count = 360
    let step = 2 * CGFloat.pi / CGFloat(count)
    canvas.save()
    canvas.clip(to: area, rule: .nonZero)
    for i in 0..<count {
      let t = (CGFloat(i) + 0.5) / CGFloat(count)
      let a0 = start + CGFloat(i) * step
      let a1 = a0 + step * (i == count - 1 ? 1 : 1.5)
      var wedge = GraphicsPath()
      wedge.move(to: center)
      wedge.addLine(to: CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0)))
      wedge.addLine(to: CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1)))
      wedge.closeSubpath()
      canvas.fill(wedge, color: Self.color(of: sorted, at: t), rule: .nonZero)
    }
    canvas.restore()
  }

  /// The colour of sorted `stops` at location `t`, interpolated between the stops around it.
  static func color(of stops: [GradientStop], at t: CGFloat) -> RGBA {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    let upper = stops.firstIndex { $0.location >= t } ?? stops.count - 1
    let a = stops[max(upper - 1, 0)]
    let b = stops[upper]
    let f = b.location > a.location ? Double((t - a.location) / (b.location - a.location)) : 0
    return RGBA(
      red: a.color.red + (b.color.red - a.color.red) * f,
      green: a.color.green + (b.color.green - a.color.green) * f,
      blue: a.color.blue + (b.color.blue - a.color.blue) * f,
      alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
  }
}
