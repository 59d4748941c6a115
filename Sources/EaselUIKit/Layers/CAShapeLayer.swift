internal import EaselGraphics
import Foundation

/// The shape at the open ends of a shape layer's stroke, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The cap's name.
  public let rawValue: String
  /// Creates a cap from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Butt.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// Round.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square.
  public static let square = CAShapeLayerLineCap(rawValue: "square")

  var lineCap: LineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// The shape where a shape layer's stroked segments meet, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The join's name.
  public let rawValue: String
  /// Creates a join from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Miter.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Round.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Bevel.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

  var lineJoin: LineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// How a shape layer decides the inside of its path, as `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The rule's name.
  public let rawValue: String
  /// Creates a rule from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Non zero.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Even odd.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}


/// A layer that draws a path, as `CAShapeLayer`: filled, then stroked, above its
/// background and below its sublayers.
open class CAShapeLayer: CALayer {
  /// The path, in the layer's bounds coordinates.
  open var path: CGPath?
  /// The fill colour (default opaque black; nil fills nothing).
  open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// How the inside of the path is decided.
  @available(swift, introduced: 4.2)
  open var fillRule = CAShapeLayerFillRule.nonZero
  /// The stroke colour (default nil: no stroke).
  open var strokeColor: CGColor?
  /// Where the stroke starts, as a fraction of the path's length (default 0).
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends, as a fraction of the path's length (default 1).
  open var strokeEnd: CGFloat = 1
  /// The stroke width (default 1).
  open var lineWidth: CGFloat = 1
  /// The miter limit (default 10).
  open var miterLimit: CGFloat = 10
  /// The shape of stroke ends.
  @available(swift, introduced: 4.2)
  open var lineCap = CAShapeLayerLineCap.butt
  /// The shape of stroke joins.
  @available(swift, introduced: 4.2)
  open var lineJoin = CAShapeLayerLineJoin.miter
  /// Alternating on/off lengths of a dashed stroke; nil or empty for a solid one.
  open var lineDashPattern: [NSNumber]?
  /// Where in the dash pattern the stroke starts.
  open var lineDashPhase: CGFloat = 0

  /// Creates a shape layer with Core Animation's defaults.
  public required init() { super.init() }

  /// Creates a copy of another layer's model values.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let o = layer as? CAShapeLayer else { return }
    (path, fillColor, fillRule, strokeColor) = (o.path, o.fillColor, o.fillRule, o.strokeColor)
    (strokeStart, strokeEnd, lineWidth, miterLimit) = (
      o.strokeStart, o.strokeEnd, o.lineWidth, o.miterLimit
    )
    (lineCap, lineJoin, lineDashPattern, lineDashPhase) = (
      o.lineCap, o.lineJoin, o.lineDashPattern, o.lineDashPhase
    )
  }

  /// Creates a shape layer from an archive; nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Fills and strokes the path on `canvas`, in bounds coordinates.
  override func drawOwnContent(on canvas: Canvas) {
    guard let path = path?.graphicsPath, !path.isEmpty else { return }
    if let fill = fillColor, fill.alpha > 0 {
      canvas.fill(path, color: fill.rgba, rule: fillRule == .evenOdd ? .evenOdd : .nonZero)
    }
    guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0 else { return }
    let start = min(max(strokeStart, 0), 1)
    let end = min(max(strokeEnd, 0), 1)
    guard end > start else { return }
    let trimmed = start == 0 && end == 1 ? path : path.trimmed(from: start, to: end)
    let style = StrokeStyle(
      lineWidth: lineWidth, lineCap: lineCap.lineCap, lineJoin: lineJoin.lineJoin,
      miterLimit: miterLimit,
      dashPattern: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
      dashPhase: lineDashPhase)
    canvas.stroke(trimmed, color: stroke.rgba, style: style)
  }
}
