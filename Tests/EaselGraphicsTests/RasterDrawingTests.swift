import Foundation
import Testing

@testable import EaselGraphics

@Suite struct RasterDrawingTests {
  @Test func surfaceRejectsBadSizes() {
    #expect(throws: GraphicsError.self) { try RasterSurface(width: 0, height: 10, scale: 1) }
    #expect(throws: GraphicsError.self) { try RasterSurface(width: 10, height: .nan, scale: 1) }
    #expect(throws: GraphicsError.self) { try RasterSurface(width: 10, height: 10, scale: -2) }
    #expect(throws: GraphicsError.self) { try RasterSurface(width: 40000, height: 10, scale: 1) }
  }

  @Test func pixelSizeRoundsUp() throws {
    let s = try RasterSurface(width: 10.2, height: 5, scale: 2)
    #expect(s.pixelWidth == 21 && s.pixelHeight == 10)
  }

  @Test func filledRectHasItsColourInsideAndNothingOutside() throws {
    let s = try RasterSurface(width: 40, height: 30, scale: 2)
    s.canvas.fill(
      GraphicsPath(rect: CGRect(x: 10, y: 5, width: 20, height: 10)),
      color: RGBA(red: 1, green: 0.5, blue: 0, alpha: 1), rule: .nonZero)
    let b = s.bitmap()
    #expect(near(b.pixel(x: 40, y: 20), [255, 128, 0, 255]))  // (20, 10) points
    #expect(near(b.pixel(x: 20, y: 10), [255, 128, 0, 255]))  // the top-left pixel inside
    #expect(b.pixel(x: 19, y: 10).alpha == 0)
    #expect(b.pixel(x: 60, y: 30).alpha == 0)
  }

  @Test func clearReplacesEveryPixel() throws {
    let s = try RasterSurface(width: 10, height: 10, scale: 1)
    s.canvas.clip(to: GraphicsPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)), rule: .nonZero)
    s.clear(to: RGBA(red: 0, green: 1, blue: 0, alpha: 0.5))
    #expect(near(s.bitmap().pixel(x: 9, y: 9), [0, 255, 0, 128]))
    s.clear()
    #expect(s.bitmap().pixel(x: 9, y: 9) == .clear)
  }

  @Test func evenOddLeavesAHole() throws {
    let s = try RasterSurface(width: 30, height: 30, scale: 1)
    var path = GraphicsPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
    path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
    s.canvas.fill(path, color: .black, rule: .evenOdd)
    #expect(s.bitmap().pixel(x: 15, y: 15).alpha == 0)
    #expect(s.bitmap().pixel(x: 5, y: 5).alpha == 1)
  }

  /// The usual inverted clip — `CGRect.infinite` plus a shape, even-odd — keeps everything
  /// but the shape: the infinite rectangle's ±9·10³⁰⁷ corners are brought within Cairo's
  /// fixed-point range instead of wrapping around (a star rating's empty stars drew filled).
  @Test func anInfiniteRectangleInAClipCoversTheCanvas() throws {
    let s = try RasterSurface(width: 30, height: 30, scale: 2)
    var path = GraphicsPath(rect: .infinite)
    path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
    s.canvas.clip(to: path, rule: .evenOdd)
    s.canvas.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30)), color: .black, rule: .nonZero)
    let b = s.bitmap()
    #expect(b.pixel(x: 30, y: 30).alpha == 0)  // inside the shape: clipped away
    #expect(near(b.pixel(x: 4, y: 4), [0, 0, 0, 255]))  // outside it: painted
    #expect(near(b.pixel(x: 56, y: 56), [0, 0, 0, 255]))
  }

  @Test func strokedCircleColoursTheRingOnly() throws {
    let s = try RasterSurface(width: 100, height: 100, scale: 1)
    s.canvas.stroke(
      GraphicsPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80)), color: .white,
      style: StrokeStyle(lineWidth: 6))
    let b = s.bitmap()
    #expect(near(b.pixel(x: 50, y: 11), [255, 255, 255, 255]))  // top of the ring
    #expect(near(b.pixel(x: 89, y: 50), [255, 255, 255, 255]))  // right of the ring
    #expect(b.pixel(x: 50, y: 50).alpha == 0)  // centre
    #expect(b.pixel(x: 2, y: 2).alpha == 0)  // corner
    writeForInspection(s, "circle")
  }

  @Test func transformAndClipApply() throws {
    let s = try RasterSurface(width: 40, height: 40, scale: 1)
    s.canvas.save()
    s.canvas.concatenate(CGAffineTransform(translationX: 20, y: 0))
    s.canvas.clip(to: GraphicsPath(rect: CGRect(x: 0, y: 0, width: 10, height: 40)), rule: .nonZero)
    s.canvas.fill(
      GraphicsPath(rect: CGRect(x: -100, y: 0, width: 200, height: 40)), color: .black,
      rule: .nonZero)
    s.canvas.restore()
    #expect(s.canvas.transform == .identity)
    let b = s.bitmap()
    #expect(b.pixel(x: 25, y: 20).alpha == 1)
    #expect(b.pixel(x: 15, y: 20).alpha == 0)
    #expect(b.pixel(x: 31, y: 20).alpha == 0)
  }

  @Test func linearGradientRunsBetweenItsEnds() throws {
    let s = try RasterSurface(width: 100, height: 10, scale: 1)
    s.canvas.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 100, height: 10)),
      linearGradient: [
        GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white),
      ],
      from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0))
    let b = s.bitmap()
    #expect(b.pixel(x: 0, y: 5).red < 0.02)
    #expect(abs(b.pixel(x: 50, y: 5).red - 0.5) < 0.02)
    #expect(b.pixel(x: 99, y: 5).red > 0.98)
  }

  @Test func dashedStrokeHasGaps() throws {
    let s = try RasterSurface(width: 100, height: 10, scale: 1)
    var line = GraphicsPath()
    line.move(to: CGPoint(x: 0, y: 5))
    line.addLine(to: CGPoint(x: 100, y: 5))
    s.canvas.stroke(line, color: .black, style: StrokeStyle(lineWidth: 4, dashPattern: [10, 10]))
    let b = s.bitmap()
    #expect(b.pixel(x: 5, y: 5).alpha == 1)
    #expect(b.pixel(x: 15, y: 5).alpha == 0)
  }

  @Test func maskedGroupShowsOnlyWhereTheMaskIsOpaque() throws {
    let s = try RasterSurface(width: 40, height: 40, scale: 1)
    let c = s.canvas
    c.beginGroup()
    c.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)),
      color: RGBA(red: 0, green: 0, blue: 1), rule: .nonZero)
    let content = c.endGroup()
    c.beginGroup()
    c.fill(
      GraphicsPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)), color: .black,
      rule: .nonZero)
    let mask = c.endGroup()
    c.paint(content, opacity: 0.5, mask: mask, shadow: nil)
    let b = s.bitmap()
    #expect(near(b.pixel(x: 20, y: 20), [0, 0, 255, 128]))
    #expect(b.pixel(x: 1, y: 1).alpha == 0)
  }

  @Test func shadowIsDarkBeneathTheShapeAndFadesWithDistance() throws {
    let s = try RasterSurface(width: 100, height: 100, scale: 2)
    let c = s.canvas
    c.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)), color: .white, rule: .nonZero
    )
    c.beginGroup()
    c.fill(
      GraphicsPath(rect: CGRect(x: 30, y: 30, width: 30, height: 30)),
      color: RGBA(red: 1, green: 0, blue: 0), rule: .nonZero)
    let g = c.endGroup()
    c.paint(
      g, opacity: 1, mask: nil,
      shadow: Shadow(
        color: RGBA(white: 0, alpha: 1), offset: CGSize(width: 10, height: 10), radius: 6))
    writeForInspection(s, "shadow")
    let b = s.bitmap()
    func lum(_ x: CGFloat, _ y: CGFloat) -> Double { b.pixel(x: Int(x * 2), y: Int(y * 2)).green }
    #expect(near(b.pixel(x: 90, y: 90), [255, 0, 0, 255]))  // the shape on top
    #expect(lum(65, 65) < 0.2)  // under the shadow's middle, outside the shape
    #expect(lum(71, 65) > lum(65, 65))  // fading outwards
    #expect(lum(74, 65) > lum(71, 65))
    #expect(lum(80, 65) > 0.98)  // gone beyond ~3σ
    #expect(lum(20, 20) > 0.99)  // nothing up-left
  }

  /// σ = radius / 2: across a straight edge a Gaussian shadow has its 50 % point on the
  /// edge and about 16 % one σ outside it.
  @Test func shadowBlurHasSigmaOfHalfTheRadius() throws {
    let s = try RasterSurface(width: 200, height: 100, scale: 1)
    let c = s.canvas
    c.beginGroup()
    c.fill(
      GraphicsPath(rect: CGRect(x: -100, y: -100, width: 200, height: 300)), color: .black,
      rule: .nonZero)
    let g = c.endGroup()
    c.concatenate(CGAffineTransform(translationX: 0, y: 0))
    c.paint(
      g, opacity: 1, mask: nil,
      shadow: Shadow(color: .black, offset: CGSize(width: 20, height: 0), radius: 16))
    let b = s.bitmap()
    // The shape ends at x = 100, its shadow's edge at x = 120; σ = 8.
    #expect(abs(b.pixel(x: 120, y: 50).alpha - 0.5) < 0.06)
    #expect(abs(b.pixel(x: 128, y: 50).alpha - 0.159) < 0.05)
    #expect(abs(b.pixel(x: 112, y: 50).alpha - 0.841) < 0.05)
    #expect(b.pixel(x: 146, y: 50).alpha < 0.01)
  }

  @Test func groupSurvivesTransformChangeBeforePainting() throws {
    let s = try RasterSurface(width: 40, height: 40, scale: 1)
    let c = s.canvas
    c.beginGroup()
    c.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), color: .black, rule: .nonZero)
    let g = c.endGroup()
    c.concatenate(CGAffineTransform(translationX: 20, y: 20))
    c.paint(g, opacity: 1, mask: nil, shadow: nil)
    #expect(s.bitmap().pixel(x: 5, y: 5).alpha == 1)
  }

  @Test func imageIsScaledIntoItsRect() throws {
    let red = try Bitmap(width: 2, height: 2, fill: RGBA(red: 1, green: 0, blue: 0))
    let s = try RasterSurface(width: 20, height: 20, scale: 1)
    s.canvas.draw(red, in: CGRect(x: 5, y: 5, width: 10, height: 10), opacity: 1)
    let b = s.bitmap()
    #expect(near(b.pixel(x: 10, y: 10), [255, 0, 0, 255]))
    #expect(near(b.pixel(x: 5, y: 14), [255, 0, 0, 255]))
    #expect(b.pixel(x: 4, y: 10).alpha == 0 && b.pixel(x: 15, y: 10).alpha == 0)
  }

  @Test func rainbowRendersItsRings() throws {
    let s = try RasterSurface(width: 600, height: 343, scale: 1)
    RainbowScene.draw(on: s.canvas)
    writeForInspection(s, "rainbow")
    let b = s.bitmap()
    // The inner ring (radius 40) at its bottom, the background far away.
    #expect(near(b.pixel(x: 300, y: 171 + 40), [0x25, 0xFC, 0xF4, 255], 3))
    #expect(near(b.pixel(x: 5, y: 5), [0x38, 0x33, 0x4C, 255]))
    // The leftmost cap's shadow darkens the background just below it.
    let belowCap = b.pixel(x: 300 - 107, y: 171 + 12)
    #expect(belowCap.green < b.pixel(x: 300 - 107, y: 171 + 30).green)
  }

  @Test func boundedGroupsRenderTheSameRainbow() throws {
    let plain = try RasterSurface(width: 600, height: 343, scale: 1)
    RainbowScene.draw(on: plain.canvas)
    let bounded = try RasterSurface(width: 600, height: 343, scale: 1)
    RainbowScene.draw(on: bounded.canvas, boundedGroups: true)
    #expect(BitmapComparison(actual: bounded.bitmap(), expected: plain.bitmap()).matches)
  }
}

@Suite struct CanvasStateTests {
  @Test func unbalancedRestoreAndEndGroupAreHarmless() throws {
    let s = try RasterSurface(width: 10, height: 10, scale: 1)
    let c = s.canvas
    c.restore()
    _ = c.endGroup()
    c.beginGroup()
    c.save()
    c.concatenate(CGAffineTransform(scaleX: 2, y: 2))
    let g = c.endGroup()  // the unrestored save is undone
    c.paint(g, opacity: 1, mask: nil, shadow: nil)
    c.restore()
    #expect(c.transform == .identity)
    c.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), color: .black, rule: .nonZero)
    #expect(s.bitmap().pixel(x: 5, y: 5).alpha == 1)
  }

  @Test func boundedGroupCutsOffOutsideDrawingAndRestoresTheClip() throws {
    let s = try RasterSurface(width: 40, height: 40, scale: 1)
    let c = s.canvas
    c.beginGroup(bounds: CGRect(x: 0, y: 0, width: 20, height: 20))
    c.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)), color: .black, rule: .nonZero)
    c.paint(c.endGroup(), opacity: 1, mask: nil, shadow: nil)
    let b = s.bitmap()
    #expect(b.pixel(x: 10, y: 10).alpha == 1)
    #expect(b.pixel(x: 30, y: 30).alpha == 0)
    c.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)), color: .black, rule: .nonZero)
    #expect(s.bitmap().pixel(x: 30, y: 30).alpha == 1)
  }

  @Test func degenerateDrawsAreSkipped() throws {
    let s = try RasterSurface(width: 10, height: 10, scale: 1)
    let c = s.canvas
    c.fill(GraphicsPath(), color: .black, rule: .nonZero)
    c.stroke(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)), color: .black,
      style: StrokeStyle(lineWidth: 0))
    c.stroke(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)), color: .black,
      style: StrokeStyle(lineWidth: .nan))
    // A singular transform draws nothing until the state it was set in is restored, as in
    // Core Graphics (38f6438); the canvas draws again after that.
    c.save()
    c.concatenate(CGAffineTransform(scaleX: 0, y: 0))
    c.draw(try Bitmap(width: 1, height: 1, fill: .black), in: .zero, opacity: 1)
    c.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), color: .black, rule: .nonZero)
    c.restore()
    c.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), linearGradient: [],
      from: .zero, to: .zero)
    c.paint(c.endGroup(), opacity: 1, mask: nil, shadow: nil)
    #expect(s.bitmap().pixel(x: 2, y: 2).alpha == 0)
    c.fill(
      GraphicsPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), color: .black, rule: .nonZero)
    #expect(s.bitmap().pixel(x: 2, y: 2).alpha == 1)
  }
}
