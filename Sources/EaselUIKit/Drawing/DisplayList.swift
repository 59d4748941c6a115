internal import EaselGraphics
import Foundation

/// Recorded drawing: a list of canvas operations that can be replayed onto any canvas.
///
/// A view's `draw(_:)` runs once and is recorded here; the renderer then replays the list
/// onto a raster surface, a vector surface or a designer preview alike. Groups are recorded
/// by number and rebuilt on the target canvas during replay.
package final class DisplayList {
  /// One recorded canvas call.
  enum Operation {
    case save
    case restore
    case concatenate(CGAffineTransform)
    case clip(GraphicsPath, FillRule)
    case fill(GraphicsPath, RGBA, FillRule)
    case stroke(GraphicsPath, RGBA, StrokeStyle)
    case patternFill(GraphicsPath, ImagePattern, Double, FillRule)
    case patternStroke(GraphicsPath, ImagePattern, Double, StrokeStyle)
    case clear(GraphicsPath)
    case linearGradient(GraphicsPath, [GradientStop], CGPoint, CGPoint)
    case radialGradient(GraphicsPath, [GradientStop], CGPoint, CGFloat, CGPoint, CGFloat)
    case image(Bitmap, CGRect, Double)
    case slicedImage(Bitmap, CGRect, NinePart, Double)
    case text(TextLayout, CGPoint)
    case textOutline(TextLayout, CGPoint, StrokeStyle)
    /// A group, bounded by the rect when there is one (`Canvas.beginGroup(bounds:)`).
    case beginGroup(CGRect?)
    case endGroup(Int)
    case paint(Int, Double, Int?, Shadow?)
    case blendMode(BlendMode)
    case beginBackdropGroup(CGRect)
    case paintReplacing(Int, mask: Int)
    case blurBackdrop(GraphicsPath, CGFloat)
    case paintShadow(Int, Shadow)
  }

  var operations: [Operation] = []
  private var groupCount = 0

  /// Creates an empty list.
  package init() {}

  /// Whether nothing that draws was recorded.
  package var isEmpty: Bool { !draws(since: 0) }

  /// Whether an operation recorded at `index` or later draws.
  func draws(since index: Int) -> Bool {
    operations.dropFirst(index).contains {
      switch $0 {
      case .fill, .stroke, .patternFill, .patternStroke, .clear, .linearGradient,
        .radialGradient, .image, .slicedImage, .text, .paint, .paintReplacing:
        true
      default: false
      }
    }
  }

  /// The number of recorded operations.
  package var count: Int { operations.count }

  func nextGroupID() -> Int {
    groupCount += 1
    return groupCount
  }

  /// Plays every operation onto `canvas`, with the transform, clip and blend mode balanced.
  /// A list that clears pixels (`CGContext.clear(_:)`) or sets a blend mode is played into a
  /// group of its own, its backing, so that what it clears or blends with is its own
  /// drawing, never what is beneath it — unless `canvas` is already in a group that is the
  /// drawing's backing (`inBacking`: an opaque view's store, its background colour filled
  /// first), whose pixels the clear and blends then reach.
  package func replay(on canvas: Canvas, inBacking: Bool = false) {
    let blends = operations.contains {
      if case .blendMode = $0 { return true }
      return false
    }
    let clears = operations.contains {
      if case .clear = $0 { return true }
      return false
    }
    let ownGroup = !inBacking && (blends || clears)
    if ownGroup { canvas.beginGroup() }
    if blends { canvas.save() }
    defer {
      if blends { canvas.restore() }
      if ownGroup { canvas.paint(canvas.endGroup(), opacity: 1, mask: nil, shadow: nil) }
    }
    var groups: [Int: CanvasGroup] = [:]
    var depth = 0
    var groupDepth = 0
    for op in operations {
      switch op {
      case .save:
        canvas.save()
        depth += 1
      case .restore:
        guard depth > 0 else { continue }
        canvas.restore()
        depth -= 1
      case .concatenate(let t): canvas.concatenate(t)
      case .clip(let p, let r): canvas.clip(to: p, rule: r)
      case .fill(let p, let c, let r): canvas.fill(p, color: c, rule: r)
      case .stroke(let p, let c, let s): canvas.stroke(p, color: c, style: s)
      case .patternFill(let p, let pattern, let o, let r):
        canvas.fill(p, pattern: pattern, opacity: o, rule: r)
      case .patternStroke(let p, let pattern, let o, let s):
        canvas.stroke(p, pattern: pattern, opacity: o, style: s)
      case .clear(let p): canvas.clear(p)
      case .linearGradient(let p, let stops, let a, let b):
        canvas.fill(p, linearGradient: stops, from: a, to: b)
      case .radialGradient(let p, let stops, let c0, let r0, let c1, let r1):
        canvas.fill(
          p, radialGradient: stops, startCenter: c0, startRadius: r0, endCenter: c1,
          endRadius: r1)
      case .image(let b, let r, let o): canvas.draw(b, in: r, opacity: o)
      case .slicedImage(let b, let r, let n, let o): canvas.draw(b, in: r, slicing: n, opacity: o)
      case .text(let t, let o): canvas.draw(t, at: o)
      case .textOutline(let t, let o, let style): canvas.stroke(t, at: o, style: style)
      case .beginGroup(let bounds):
        if let bounds { canvas.beginGroup(bounds: bounds) } else { canvas.beginGroup() }
        groupDepth += 1
      case .endGroup(let id):
        guard groupDepth > 0 else { continue }
        groups[id] = canvas.endGroup()
        groupDepth -= 1
      case .paint(let id, let opacity, let maskID, let shadow):
        guard let g = groups[id] else { continue }
        canvas.paint(g, opacity: opacity, mask: maskID.flatMap { groups[$0] }, shadow: shadow)
      case .blendMode(let mode): canvas.setBlendMode(mode)
      case .blurBackdrop(let path, let sigma): _ = canvas.blurBackdrop(in: path, sigma: sigma)
      case .paintShadow(let id, let shadow):
        if let g = groups[id] { canvas.paintShadow(g, shadow: shadow) }
      case .beginBackdropGroup(let bounds):
        canvas.beginGroup(copyingBackdropIn: bounds)
        groupDepth += 1
      case .paintReplacing(let id, let maskID):
        guard let g = groups[id], let mask = groups[maskID] else { continue }
        canvas.paint(g, replacingThrough: mask)
      }
    }
    while groupDepth > 0 {
      _ = canvas.endGroup()
      groupDepth -= 1
    }
    while depth > 0 {
      canvas.restore()
      depth -= 1
    }
  }
}

/// A canvas that records into a `DisplayList` instead of drawing.
package final class RecordingCanvas: Canvas {
  /// The list being recorded.
  package let displayList: DisplayList
  private var transforms: [CGAffineTransform] = []

  /// The current transform (recorded concatenations since the start).
  package private(set) var transform: CGAffineTransform = .identity

  /// Creates a canvas that records into `list`.
  package init(recordingInto list: DisplayList = DisplayList()) { displayList = list }

  final class Group: CanvasGroup {
    let id: Int
    init(id: Int) { self.id = id }
  }

  /// Records a save.
  package func save() {
    transforms.append(transform)
    displayList.operations.append(.save)
  }

  /// Records a restore.
  package func restore() {
    guard let t = transforms.popLast() else { return }
    transform = t
    displayList.operations.append(.restore)
  }

  /// Records a concatenation. The transform kept for reading is left as it was by a
  /// singular or non-finite `t`, as a Cairo canvas leaves its own (a singular one empties the
  /// clip instead).
  package func concatenate(_ t: CGAffineTransform) {
    let det = t.a * t.d - t.b * t.c
    if det != 0, det.isFinite, t.tx.isFinite, t.ty.isFinite {
      transform = t.concatenating(transform)
    }
    displayList.operations.append(.concatenate(t))
  }

  /// Records a clip.
  package func clip(to path: GraphicsPath, rule: FillRule) {
    displayList.operations.append(.clip(path, rule))
  }

  /// Records a fill.
  package func fill(_ path: GraphicsPath, color: RGBA, rule: FillRule) {
    displayList.operations.append(.fill(path, color, rule))
  }

  /// Records a stroke.
  package func stroke(_ path: GraphicsPath, color: RGBA, style: StrokeStyle) {
    displayList.operations.append(.stroke(path, color, style))
  }

  /// Records a fill with an image pattern.
  package func fill(_ path: GraphicsPath, pattern: ImagePattern, opacity: Double, rule: FillRule) {
    displayList.operations.append(.patternFill(path, pattern, opacity, rule))
  }

  /// Records a stroke with an image pattern.
  package func stroke(
    _ path: GraphicsPath, pattern: ImagePattern, opacity: Double, style: StrokeStyle
  ) {
    displayList.operations.append(.patternStroke(path, pattern, opacity, style))
  }

  /// Records a clear.
  package func clear(_ path: GraphicsPath) {
    displayList.operations.append(.clear(path))
  }

  /// Records a linear gradient fill.
  package func fill(
    _ path: GraphicsPath, linearGradient stops: [GradientStop], from start: CGPoint,
    to end: CGPoint
  ) {
    displayList.operations.append(.linearGradient(path, stops, start, end))
  }

  /// Records a radial gradient fill.
  package func fill(
    _ path: GraphicsPath, radialGradient stops: [GradientStop], startCenter: CGPoint,
    startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat
  ) {
    displayList.operations.append(
      .radialGradient(path, stops, startCenter, startRadius, endCenter, endRadius))
  }

  /// Records an image.
  package func draw(_ image: Bitmap, in rect: CGRect, opacity: Double) {
    displayList.operations.append(.image(image, rect, opacity))
  }

  /// Records a nine-part image.
  package func draw(_ image: Bitmap, in rect: CGRect, slicing: NinePart, opacity: Double) {
    displayList.operations.append(.slicedImage(image, rect, slicing, opacity))
  }

  /// Records text.
  package func draw(_ text: TextLayout, at origin: CGPoint) {
    displayList.operations.append(.text(text, origin))
  }

  /// Records text's outlines stroked.
  package func stroke(_ text: TextLayout, at origin: CGPoint, style: StrokeStyle) {
    displayList.operations.append(.textOutline(text, origin, style))
  }

  /// Records the start of a group.
  package func beginGroup() {
    transforms.append(transform)
    displayList.operations.append(.beginGroup(nil))
  }

  /// Records the start of a group bounded by `bounds` (user space), bounded on replay.
  package func beginGroup(bounds: CGRect) {
    transforms.append(transform)
    displayList.operations.append(.beginGroup(bounds))
  }

  /// Records the end of a group.
  package func endGroup() -> CanvasGroup {
    if let t = transforms.popLast() { transform = t }
    let id = displayList.nextGroupID()
    displayList.operations.append(.endGroup(id))
    return Group(id: id)
  }

  /// Records painting a group.
  package func paint(_ group: CanvasGroup, opacity: Double, mask: CanvasGroup?, shadow: Shadow?) {
    guard let g = group as? Group else { return }
    displayList.operations.append(.paint(g.id, opacity, (mask as? Group)?.id, shadow))
  }

  /// Records a blend mode.
  package func setBlendMode(_ mode: BlendMode) {
    displayList.operations.append(.blendMode(mode))
  }

  /// Records painting a group's shadow alone.
  package func paintShadow(_ group: CanvasGroup, shadow: Shadow) {
    guard let g = group as? Group else { return }
    displayList.operations.append(.paintShadow(g.id, shadow))
  }

  /// Records a backdrop blur; whether the target can draw it is known at replay.
  package func blurBackdrop(in path: GraphicsPath, sigma: CGFloat) -> Bool {
    displayList.operations.append(.blurBackdrop(path, sigma))
    return true
  }

  /// Records the start of a group holding a copy of what is beneath.
  package func beginGroup(copyingBackdropIn bounds: CGRect) {
    transforms.append(transform)
    displayList.operations.append(.beginBackdropGroup(bounds))
  }

  /// Records putting a group back through a mask.
  package func paint(_ group: CanvasGroup, replacingThrough mask: CanvasGroup) {
    guard let g = group as? Group, let m = mask as? Group else { return }
    displayList.operations.append(.paintReplacing(g.id, mask: m.id))
  }
}
