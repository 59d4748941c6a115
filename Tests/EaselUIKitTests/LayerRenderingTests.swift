import EaselGraphics
import EaselUIKit
import Foundation
import Testing

@MainActor
@Suite struct LayerRenderingTests {
  func canvasView(_ w: CGFloat = 100, _ h: CGFloat = 100) -> UIView {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: w, height: h))
    v.backgroundColor = .white
    return v
  }

  @Test(arguments: [
    (CALayerContentsGravity.resize, CGRect(x: 0, y: 0, width: 100, height: 50)),
    (.resizeAspect, CGRect(x: 25, y: 0, width: 50, height: 50)),
    (.resizeAspectFill, CGRect(x: 0, y: -25, width: 100, height: 100)),
    (.center, CGRect(x: 45, y: 20, width: 10, height: 10)),
    // Core Animation's "top" is the maximum Y: a y-down iOS layer's visual bottom.
    (.topLeft, CGRect(x: 0, y: 40, width: 10, height: 10)),
    (.topRight, CGRect(x: 90, y: 40, width: 10, height: 10)),
    (.bottomLeft, CGRect(x: 0, y: 0, width: 10, height: 10)),
    (.bottomRight, CGRect(x: 90, y: 0, width: 10, height: 10)),
    (.top, CGRect(x: 45, y: 40, width: 10, height: 10)),
    (.bottom, CGRect(x: 45, y: 0, width: 10, height: 10)),
    (.left, CGRect(x: 0, y: 20, width: 10, height: 10)),
  ])
  func contentsGravityPlacesTheImage(gravity: CALayerContentsGravity, expected: CGRect) {
    let r = gravity.rect(
      forContentSize: CGSize(width: 10, height: 10), in: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(r == expected)
  }

  /// A layer's image lands per its gravity; `.top` at the bottom of the view, as on iOS
  /// (CALayer.h: "top always means Maximum Y"; a view's layer is not geometry-flipped).
  @Test(arguments: [
    (CALayerContentsGravity.center, CGPoint(x: 50, y: 25), CGPoint(x: 40, y: 25)),
    (.resizeAspect, CGPoint(x: 30, y: 5), CGPoint(x: 20, y: 5)),
    (.top, CGPoint(x: 50, y: 45), CGPoint(x: 50, y: 5)),
    (.bottomLeft, CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 45)),
  ])
  func contentsImageIsDrawnPerGravity(
    gravity: CALayerContentsGravity, red: CGPoint, white: CGPoint
  ) throws {
    let v = canvasView(100, 50)
    let l = CALayer()
    l.frame = v.bounds
    l.contents = try solidImage(width: 10, height: 10, color: rgb(255, 0, 0)).cgImage
    l.contentsGravity = gravity
    v.layer.addSublayer(l)
    let px = try renderPixels(v)
    #expect(close(px.pixel(x: Int(red.x), y: Int(red.y)), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: Int(white.x), y: Int(white.y)), rgb(255, 255, 255)))
  }

  /// `UIView.ContentMode.top` is the visual top, whatever gravity UIKit gives the layer.
  @Test(arguments: [
    (UIView.ContentMode.top, CGPoint(x: 50, y: 5), CGPoint(x: 50, y: 45)),
    (.bottom, CGPoint(x: 50, y: 45), CGPoint(x: 50, y: 5)),
    (.topLeft, CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 45)),
    (.bottomRight, CGPoint(x: 95, y: 45), CGPoint(x: 95, y: 5)),
  ])
  func imageViewContentModeIsVisual(
    mode: UIView.ContentMode, red: CGPoint, white: CGPoint
  ) throws {
    let v = canvasView(100, 50)
    let image = UIImageView(frame: v.bounds)
    image.image = try solidImage(width: 10, height: 10, color: rgb(255, 0, 0))
    image.contentMode = mode
    v.addSubview(image)
    let px = try renderPixels(v)
    #expect(close(px.pixel(x: Int(red.x), y: Int(red.y)), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: Int(white.x), y: Int(white.y)), rgb(255, 255, 255)))
  }

  @Test func masksToBoundsWithCornerRadiusClipsSublayersAndBackground() throws {
    let v = canvasView()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    box.backgroundColor = .blue
    box.layer.cornerRadius = 30
    box.clipsToBounds = true
    let inner = UIView(frame: box.bounds)
    inner.backgroundColor = .red
    box.addSubview(inner)
    v.addSubview(box)
    let px = try renderPixels(v)
    #expect(close(px.pixel(x: 2, y: 2), rgb(255, 255, 255)))
    #expect(close(px.pixel(x: 50, y: 50), rgb(255, 0, 0)))
    box.clipsToBounds = false
    let unclipped = try renderPixels(v)
    #expect(close(unclipped.pixel(x: 2, y: 2), rgb(255, 0, 0)))
  }

  @Test func bordersAreDrawnInsideOnTop() throws {
    let v = canvasView()
    let box = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    box.backgroundColor = .blue
    box.layer.borderWidth = 4
    box.layer.borderColor = UIColor.red.cgColor
    let child = UIView(frame: box.bounds)
    child.backgroundColor = .green
    box.addSubview(child)
    v.addSubview(box)
    let px = try renderPixels(v)
    #expect(close(px.pixel(x: 11, y: 50), rgb(255, 0, 0)))  // border over the child
    #expect(close(px.pixel(x: 15, y: 50), rgb(0, 255, 0)))
    #expect(close(px.pixel(x: 8, y: 50), rgb(255, 255, 255)))  // not outside
  }

  @Test func opacityFadesTheLayerAsAGroup() throws {
    let v = canvasView()
    let group = UIView(frame: v.bounds)
    group.alpha = 0.5
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 100))
    a.backgroundColor = .black
    let b = UIView(frame: CGRect(x: 40, y: 0, width: 60, height: 100))
    b.backgroundColor = .black
    group.addSubview(a)
    group.addSubview(b)
    v.addSubview(group)
    let px = try renderPixels(v)
    // The overlap is no darker than either half: the group is faded once.
    #expect(close(px.pixel(x: 50, y: 50), px.pixel(x: 10, y: 50), tolerance: 0.01))
    #expect(close(px.pixel(x: 10, y: 50), RGBA(white: 0.5), tolerance: 0.02))
  }

  @Test func hiddenViewsAreNotDrawn() throws {
    let v = canvasView()
    let hidden = UIView(frame: v.bounds)
    hidden.backgroundColor = .red
    hidden.isHidden = true
    v.addSubview(hidden)
    let px = try renderPixels(v)
    #expect(close(px.pixel(x: 50, y: 50), rgb(255, 255, 255)))
  }

  @Test func zPositionReordersSiblings() throws {
    let v = canvasView()
    let a = CALayer()
    let b = CALayer()
    a.frame = v.bounds
    b.frame = v.bounds
    a.backgroundColor = UIColor.red.cgColor
    b.backgroundColor = UIColor.blue.cgColor
    a.zPosition = 1
    v.layer.addSublayer(a)
    v.layer.addSublayer(b)
    #expect(close(try renderPixels(v).pixel(x: 50, y: 50), rgb(255, 0, 0)))
  }

  @Test func maskLayerUsesItsAlpha() throws {
    let v = canvasView()
    let l = CALayer()
    l.frame = v.bounds
    l.backgroundColor = UIColor.red.cgColor
    let m = CAShapeLayer()
    m.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
    l.mask = m
    v.layer.addSublayer(l)
    let px = try renderPixels(v)
    #expect(close(px.pixel(x: 25, y: 50), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: 75, y: 50), rgb(255, 255, 255)))
  }

  @Test func shapeLayerStrokeIsTrimmed() throws {
    let v = canvasView()
    let s = CAShapeLayer()
    s.path = UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
    s.fillColor = nil
    s.strokeColor = UIColor.black.cgColor
    s.lineWidth = 6
    s.strokeEnd = 0.5
    v.layer.addSublayer(s)
    let px = try renderPixels(v)
    #expect(px.pixel(x: 50, y: 79).red < 0.2)  // bottom half stroked
    #expect(px.pixel(x: 50, y: 21).red > 0.9)  // top half not
  }

  @Test func layerShadowDarkensBeneath() throws {
    let v = canvasView()
    let box = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
    box.backgroundColor = .white
    box.layer.shadowOpacity = 1
    box.layer.shadowOffset = CGSize(width: 0, height: 10)
    box.layer.shadowRadius = 0
    v.addSubview(box)
    let px = try renderPixels(v)
    #expect(px.pixel(x: 50, y: 75).red < 0.1)  // below the box: the shadow
    #expect(px.pixel(x: 50, y: 25).red > 0.9)  // above: nothing
  }

  @Test func gradientLayerFillsItsBounds() throws {
    let v = canvasView()
    let g = CAGradientLayer()
    g.frame = v.bounds
    g.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
    v.layer.addSublayer(g)
    let px = try renderPixels(v)
    #expect(px.pixel(x: 50, y: 2).red < 0.1)
    #expect(px.pixel(x: 50, y: 97).red > 0.9)
    #expect(abs(px.pixel(x: 50, y: 50).red - 0.5) < 0.05)
  }

  /// `.conic` (the ninth draw's DQGradientView): location 0 points from `startPoint` towards
  /// `endPoint` and the colours sweep clockwise.
  @Test func conicGradientSweepsClockwise() throws {
    let v = canvasView()
    let g = CAGradientLayer()
    g.frame = v.bounds
    g.type = .conic
    g.startPoint = CGPoint(x: 0.5, y: 0.5)
    g.endPoint = CGPoint(x: 1, y: 0.5)
    g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    v.layer.addSublayer(g)
    let px = try renderPixels(v)
    let justBelowEast = px.pixel(x: 95, y: 52)  // location ~0.01: red
    let south = px.pixel(x: 50, y: 95)  // 0.25
    let west = px.pixel(x: 5, y: 50)  // 0.5
    let north = px.pixel(x: 50, y: 5)  // 0.75
    // Red and blue mix in proportion to the angle (as managed colours: compared, not exact).
    #expect(justBelowEast.red > 0.9 && justBelowEast.blue < 0.1)
    #expect(south.red > 2 * south.blue && south.blue > 0.15)
    #expect(abs(west.red - west.blue) < 0.05 && west.red > 0.4)
    #expect(north.blue > 2 * north.red && north.red > 0.15)
  }

  @Test func drawRectUsesTheCurrentContext() throws {
    final class Drawn: UIView {
      override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        UIColor.blue.setFill()
        UIBezierPath(rect: CGRect(x: 50, y: 50, width: 50, height: 50)).fill()
        // Drawing outside the bounds is clipped, as a backing store is.
        UIRectFill(CGRect(x: 90, y: 0, width: 100, height: 10))
      }
    }
    let v = Drawn(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let container = canvasView(120, 100)
    container.addSubview(v)
    let px = try renderPixels(container)
    #expect(close(px.pixel(x: 25, y: 25), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: 75, y: 75), rgb(0, 0, 255)))
    #expect(close(px.pixel(x: 110, y: 5), rgb(255, 255, 255)))
  }

  @Test func imageViewHonoursContentModeAndTint() throws {
    let v = canvasView()
    let iv = UIImageView(frame: v.bounds)
    iv.image = try solidImage(width: 20, height: 10, color: rgb(255, 0, 0))
    iv.contentMode = .scaleAspectFit
    v.addSubview(iv)
    var px = try renderPixels(v)
    #expect(close(px.pixel(x: 50, y: 50), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: 50, y: 10), rgb(255, 255, 255)))
    iv.image = iv.image?.withRenderingMode(.alwaysTemplate)
    iv.tintColor = .green
    px = try renderPixels(v)
    #expect(close(px.pixel(x: 50, y: 50), rgb(0, 255, 0)))
    #expect(iv.intrinsicContentSize == CGSize(width: 20, height: 10))
  }

  @Test func drawHierarchyDrawsAScaledSnapshot() throws {
    let source = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    source.backgroundColor = .red
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
      source.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true)
    }
    let px = try #require(image.cgImage).bitmap
    #expect(close(px.pixel(x: 15, y: 15), rgb(255, 0, 0)))
    #expect(px.pixel(x: 30, y: 30).alpha == 0)
  }

  /// `clear(_:)` makes the context's own pixels transparent: in an image, holes; in a view's
  /// drawing, its backing's, so the superview's colour shows through, not a hole in it.
  @Test func clearMakesTheContextsOwnPixelsTransparent() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
      UIColor.black.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      ctx.cgContext.clear(CGRect(x: 0, y: 0, width: 5, height: 10))
    }
    let cg = try #require(image.cgImage)
    #expect(cg.bitmap.pixel(x: 2, y: 5).alpha == 0)
    #expect(close(cg.bitmap.pixel(x: 7, y: 5), rgb(0, 0, 0)))
    final class Punched: UIView {
      override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(bounds)
        ctx.clear(CGRect(x: 25, y: 25, width: 50, height: 50))
      }
    }
    let v = Punched(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    v.isOpaque = false
    v.backgroundColor = nil
    let container = canvasView(100, 100)
    container.backgroundColor = .blue
    container.addSubview(v)
    let px = try renderPixels(container)
    #expect(close(px.pixel(x: 10, y: 10), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: 50, y: 50), rgb(0, 0, 255)))
  }

  @Test func imageRendererMakesAnImage() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
      UIColor.red.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
    }
    let cg = try #require(image.cgImage)
    #expect(close(cg.bitmap.pixel(x: 2, y: 5), rgb(255, 0, 0)))
    #expect(cg.bitmap.pixel(x: 7, y: 5).alpha == 0)
  }

  @Test func systemButtonDrawsItsTitleInTheTint() throws {
    let v = canvasView(200, 60)
    let b = UIButton(type: .system)
    b.setTitle("████", for: .normal)
    b.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    b.tintColor = .red
    v.addSubview(b)
    let px = try renderPixels(v)
    let reds = (0..<200).filter { close(px.pixel(x: $0, y: 30), rgb(255, 0, 0), tolerance: 0.1) }
    #expect(!reds.isEmpty)
    // Centred.
    if let first = reds.first, let last = reds.last {
      #expect(abs(Double(first + last) / 2 - 100) < 4)
    }
    checkViewTreeInvariants(v)
  }

  @Test func hierarchyDescriptionIsStable() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    root.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 8, y: 8, width: 84, height: 21))
    label.text = "Hello"
    label.tag = 2
    root.addSubview(label)
    #expect(
      root.hierarchyDescription() == """
        UIView frame=(0 0; 100 50) bg=#FFFFFF
          UILabel frame=(8 8; 84 21) tag=2 contentMode=redraw text="Hello" font=.SFUI-Regular 17

        """)
  }
}

@MainActor
@Suite struct ShadowPathTests {
  @Test func shadowPathShapesTheShadow() throws {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    v.backgroundColor = .white
    let box = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
    box.backgroundColor = .white
    box.layer.shadowOpacity = 1
    box.layer.shadowRadius = 0
    box.layer.shadowOffset = .zero
    // A shadow wider than the box, so it shows at its sides.
    box.layer.shadowPath = CGPath(rect: CGRect(x: -10, y: 0, width: 60, height: 40), transform: nil)
    v.addSubview(box)
    let px = try renderPixels(v)
    #expect(px.pixel(x: 25, y: 50).red < 0.1)  // left of the box: shadow
    #expect(px.pixel(x: 50, y: 50).red > 0.9)  // the box itself stays white
    #expect(px.pixel(x: 50, y: 25).red > 0.9)  // above: nothing
    #expect(px.pixel(x: 15, y: 50).red > 0.9)  // beyond the path: nothing
  }

  /// A clear view's `shadowPath` shadow is the path filled: Core Animation does not use the
  /// layer's content for it, so the whole rounded rectangle is shadow, not its edges.
  @Test func aClearViewsShadowPathIsFilled() throws {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    v.backgroundColor = .white
    let box = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    box.backgroundColor = .clear
    box.layer.shadowOpacity = 0.5
    box.layer.shadowRadius = 0
    box.layer.shadowOffset = .zero
    box.layer.shadowPath = UIBezierPath(roundedRect: box.bounds, cornerRadius: 8).cgPath
    v.addSubview(box)
    let px = try renderPixels(v)
    for (x, y) in [(50, 50), (25, 50), (74, 74), (50, 22)] {
      #expect(abs(px.pixel(x: x, y: y).red - 0.5) < 0.05, "(\(x), \(y))")
    }
    #expect(px.pixel(x: 20, y: 20).red > 0.9)  // outside the rounded corner
    #expect(px.pixel(x: 10, y: 50).red > 0.9)  // outside the path
  }

  /// Without a path the shadow is the alpha of everything the layer draws, sublayers
  /// included: a clear layer's opaque sublayer casts it, the clear rest casts none.
  @Test func withoutAPathTheShadowFollowsTheSublayers() throws {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    v.backgroundColor = .white
    let box = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    box.layer.shadowOpacity = 1
    box.layer.shadowRadius = 0
    box.layer.shadowOffset = CGSize(width: 10, height: 0)
    let square = CALayer()
    square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    square.backgroundColor = UIColor.white.cgColor
    box.layer.addSublayer(square)
    v.addSubview(box)
    let px = try renderPixels(v)
    #expect(px.pixel(x: 30, y: 30).red > 0.9)  // the square itself
    #expect(px.pixel(x: 45, y: 30).red < 0.1)  // its shadow, 10 points right
    #expect(px.pixel(x: 65, y: 60).red > 0.9)  // under the clear rest: no shadow
  }

  /// A spread shadow (a path 4 points outside the bounds) with a radius is blurred across
  /// the path's edge, as Core Animation draws it: no hard-edged band of the shadow colour.
  @Test func aShadowPathsShadowIsBlurred() throws {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    v.backgroundColor = .white
    let box = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
    box.backgroundColor = .white
    box.layer.shadowOpacity = 1
    box.layer.shadowRadius = 8
    box.layer.shadowOffset = .zero
    box.layer.shadowPath = CGPath(rect: box.bounds.insetBy(dx: -4, dy: -4), transform: nil)
    v.addSubview(box)
    let px = try renderPixels(v)
    let row = (14...29).map { px.pixel(x: $0, y: 50).red }
    // Darker towards the box, and lighter than a solid shadow right at the path's edge.
    #expect(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 - 0.01 }, "\(row)")
    #expect(px.pixel(x: 26, y: 50).red > 0.2, "\(row)")
    #expect(px.pixel(x: 29, y: 50).red < px.pixel(x: 16, y: 50).red)
  }
}

/// `CAEmitterLayer` at time zero: no particle is born yet, so it draws as a plain layer (its
/// background), whatever its cells say, and keeps what it was given.
@MainActor
@Suite struct EmitterLayerTests {
  @Test func anEmitterDrawsAsAPlainLayerAtTimeZero() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let emitter = CAEmitterLayer()
    emitter.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
    emitter.backgroundColor = UIColor.blue.cgColor
    let cell = CAEmitterCell()
    cell.birthRate = 500
    cell.color = UIColor.red.cgColor
    emitter.emitterCells = [cell]
    emitter.emitterShape = .rectangle
    view.layer.addSublayer(emitter)
    let pixels = try renderPixels(view)
    #expect(close(pixels.pixel(x: 5, y: 10), rgb(0, 0, 255)))
    #expect(pixels.pixel(x: 15, y: 10).alpha < 0.05, "no particle outside the layer")
    let copy = CAEmitterLayer(layer: emitter)
    #expect(copy.emitterCells?.first === cell && copy.emitterShape == .rectangle)
  }
}

/// A translucent shape layer's round-capped circle is composited whole: its group's ink
/// covers the stroke's full width, where Cairo's stroke extents came 5 of its 10 points
/// short and cut the ring flat on four sides.
@MainActor
@Suite struct TranslucentStrokeInkTests {
  @Test func aTranslucentRingIsNotCutFlat() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.backgroundColor = .white
    let ring = CAShapeLayer()
    ring.path = UIBezierPath(
      arcCenter: CGPoint(x: 100, y: 100), radius: 60, startAngle: -.pi / 2,
      endAngle: .pi / 2 * 3, clockwise: true
    ).cgPath
    ring.lineWidth = 20
    ring.opacity = 0.9
    ring.strokeColor = UIColor.red.cgColor
    ring.fillColor = UIColor.clear.cgColor
    ring.lineCap = .round
    root.layer.addSublayer(ring)
    let px = try renderPixels(root)
    // The ring's outer edge is 70 points from the centre: 2 points inside it, on each side.
    for (x, y) in [(100, 32), (100, 168), (32, 100), (168, 100)] {
      let p = px.pixel(x: x, y: y)
      #expect(p.red > 0.9 && p.green < 0.2, "(\(x), \(y)): \(p)")
    }
  }
}
