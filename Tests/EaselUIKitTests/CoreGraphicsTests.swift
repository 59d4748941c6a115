import EaselGraphics
import EaselUIKit
import Foundation
import Testing

@Suite struct CoreGraphicsTests {
  @Test func ovalStartsAtTheRightAndGoesDownFirst() {
    let p = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
    guard case .move(let start)? = p.graphicsPath.elements.first,
      case .curve(let to, _, _)? = p.graphicsPath.elements.dropFirst().first
    else {
      Issue.record("unexpected elements")
      return
    }
    #expect(start == CGPoint(x: 10, y: 5))
    #expect(to == CGPoint(x: 5, y: 10))
    #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func uiKitAndCoreGraphicsArcsTurnOppositeWays() {
    // UIKit: clockwise on screen (y down) from 0 to π/2 passes through the bottom-right.
    let ui = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(ui.bounds.maxY > 9 && ui.bounds.minY > -0.001)
    // Core Graphics: clockwise in y-up terms, so the same call goes the long way round.
    let cg = CGMutablePath()
    cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(cg.boundingBox.minY < -9)
  }

  @Test func pathContainsPoints() {
    let p = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    #expect(p.contains(CGPoint(x: 5, y: 5)))
    #expect(!p.contains(CGPoint(x: 0.5, y: 0.5)))
    let ring = CGMutablePath()
    ring.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    ring.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
    #expect(!ring.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
    #expect(ring.contains(CGPoint(x: 5, y: 5), using: .winding))
  }

  /// Locations are read one a colour, from a Swift array or a C array as Core Graphics reads
  /// them (`UnsafePointer<CGFloat>?`); none spreads the colours evenly; no colour, no gradient.
  @Test func gradientsReadALocationForEachColor() {
    let space = CGColorSpaceCreateDeviceRGB()
    #expect(CGGradient(colorsSpace: space, colors: [] as [Any], locations: nil) == nil)
    let placed = CGGradient(
      colorsSpace: space, colors: [CGColor.black, CGColor.white], locations: [0.75, 0.25])
    #expect(placed?.stops.map(\.location) == [0.25, 0.75])
    var cArray: (CGFloat, CGFloat) = (0.1, 0.9)
    let fromPointer = withUnsafePointer(to: &cArray) {
      $0.withMemoryRebound(to: CGFloat.self, capacity: 2) {
        CGGradient(colorsSpace: space, colors: [CGColor.black, CGColor.white], locations: $0)
      }
    }
    #expect(fromPointer?.stops.map(\.location) == [0.1, 0.9])
    let g = CGGradient(colorsSpace: space, colors: [CGColor.black, CGColor.white], locations: nil)
    #expect(g?.stops.map(\.location) == [0, 1])
  }

  @MainActor
  @Test func contextPathsFollowTheTransformAtTheTimeTheyAreAdded() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { r in
      let ctx = r.cgContext
      ctx.translateBy(x: 10, y: 0)
      ctx.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
      ctx.translateBy(x: -10, y: 0)
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fillPath()
    }
    let px = try #require(image.cgImage).bitmap
    #expect(close(px.pixel(x: 12, y: 2), rgb(255, 0, 0)))
    #expect(px.pixel(x: 2, y: 2).alpha == 0)
  }

  @MainActor
  @Test func linearGradientStopsAtItsEndsWithoutOptions() throws {
    let space = CGColorSpaceCreateDeviceRGB()
    let g = try #require(
      CGGradient(colorsSpace: space, colors: [CGColor.black, CGColor.black], locations: nil))
    let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10)).image { r in
      r.cgContext.drawLinearGradient(
        g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: [])
    }
    let px = try #require(image.cgImage).bitmap
    #expect(px.pixel(x: 15, y: 5).alpha > 0.9)
    #expect(px.pixel(x: 5, y: 5).alpha < 0.1)
    #expect(px.pixel(x: 25, y: 5).alpha < 0.1)
  }

  @MainActor
  @Test func imagesReadTheirScaleFromTheFileName() throws {
    let png = try Bitmap(width: 20, height: 10, fill: .white).pngData(compression: .fast)
    let dir = FileManager.default.temporaryDirectory
    let path = dir.appendingPathComponent("easel-uikit-test@2x.png").path
    try png.write(to: URL(fileURLWithPath: path))
    let image = try #require(UIImage(contentsOfFile: path))
    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 10, height: 5))
    #expect(UIImage(data: png)?.size == CGSize(width: 20, height: 10))
    #expect(UIImage(data: Data([1, 2, 3])) == nil)
  }

  @MainActor
  @Test func localizedStringsComeFromTheEnvironment() {
    let env = ResourceEnvironment(localizedString: { key, _ in key == "hello" ? "Bonjour" : nil })
    withResourceEnvironment(env) {
      #expect(EaselLocalizedString("hello", comment: "") == "Bonjour")
      #expect(EaselLocalizedString("other", value: "Other", comment: "") == "Other")
      #expect(EaselLocalizedString("missing", comment: "") == "missing")
    }
  }

  @MainActor
  @Test func oldImageContextAPI() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 2)
    UIColor.blue.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 4, height: 4))
    #expect(image.scale == 2)
    let px = try #require(image.cgImage).bitmap
    #expect(close(px.pixel(x: 1, y: 1), rgb(0, 0, 255)))
    #expect(px.pixel(x: 6, y: 1).alpha == 0)
  }
}

/// `CGPathCreateMutableCopyByTransformingPath` (ARRatingView's stars, each a copy of one
/// path moved along): a transformed mutable copy, never nil.
@Suite struct CGPathTransformedCopyTests {
  @Test func aMutableCopyIsTransformed() throws {
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    var move = CGAffineTransform(translationX: 20, y: 5)
    let copy = try #require(path.mutableCopy(using: &move))
    #expect(copy.boundingBox == CGRect(x: 20, y: 5, width: 10, height: 10))
    copy.addLine(to: CGPoint(x: 40, y: 5))
    #expect(copy.boundingBox.maxX == 40)
  }
}
