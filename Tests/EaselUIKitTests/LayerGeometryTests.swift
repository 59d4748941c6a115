import EaselUIKit
import Foundation
import Testing

@MainActor
@Suite struct LayerGeometryTests {
  @Test func frameDerivesFromPositionAnchorAndBounds() {
    let l = CALayer()
    l.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
    l.position = CGPoint(x: 50, y: 50)
    #expect(l.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
    l.anchorPoint = .zero
    #expect(l.frame == CGRect(x: 50, y: 50, width: 100, height: 40))
    l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    #expect(l.position == CGPoint(x: 10, y: 10))
    #expect(l.bounds.size == CGSize(width: 20, height: 20))
  }

  /// Core Animation sets a transformed layer's frame so that the transformed bounds' box is
  /// the frame: a quarter turn swaps the bounds' sides, and the box lands where asked.
  @Test(arguments: [
    (CGAffineTransform(rotationAngle: -.pi / 2), CGSize(width: 40, height: 100)),
    (CGAffineTransform(rotationAngle: .pi / 2), CGSize(width: 40, height: 100)),
    (CGAffineTransform(rotationAngle: .pi), CGSize(width: 100, height: 40)),
    (CGAffineTransform(scaleX: 2, y: 4), CGSize(width: 50, height: 10)),
    (CGAffineTransform(scaleX: -1, y: 1), CGSize(width: 100, height: 40)),
  ])
  func frameOfATransformedLayerIsTheTransformedBox(t: CGAffineTransform, bounds: CGSize) {
    let frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    for anchor in [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0, y: 0), CGPoint(x: 0.25, y: 1)] {
      let l = CALayer()
      l.anchorPoint = anchor
      l.setAffineTransform(t)
      l.frame = frame
      #expect(abs(l.bounds.width - bounds.width) < 1e-9)
      #expect(abs(l.bounds.height - bounds.height) < 1e-9)
      let got = l.frame
      #expect(abs(got.minX - 10) < 1e-9 && abs(got.minY - 20) < 1e-9)
      #expect(abs(got.width - 100) < 1e-9 && abs(got.height - 40) < 1e-9)
    }
  }

  /// The rotated progress ring of real code: `transform` set first, `frame` after, as a
  /// square; the ring is centred where the frame is (it was drawn up and to the right).
  @Test func aRotatedSquareLayerGivenAFrameIsCentredOnIt() {
    let l = CAShapeLayer()
    l.transform = CATransform3DMakeRotation(-.pi / 2, 0, 0, 1)
    l.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
    #expect(l.bounds.size == CGSize(width: 80, height: 80))
    #expect(l.position == CGPoint(x: 40, y: 40))
  }

  @Test func aTranslatedLayerGivenAFrameKeepsItsTranslation() {
    let l = CALayer()
    l.setAffineTransform(CGAffineTransform(translationX: 5, y: 7))
    l.frame = CGRect(x: 10, y: 10, width: 20, height: 30)
    #expect(l.frame == CGRect(x: 10, y: 10, width: 20, height: 30))
    #expect(l.position == CGPoint(x: 15, y: 18))
  }

  @Test func aSingularTransformKeepsTheBoundsSize() {
    let l = CALayer()
    l.bounds = CGRect(x: 0, y: 0, width: 6, height: 8)
    l.setAffineTransform(CGAffineTransform(scaleX: 0, y: 1))
    l.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    #expect(l.bounds.size == CGSize(width: 6, height: 8))
  }

  @Test func defaultsMatchCoreAnimation() {
    let l = CALayer()
    #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    #expect(l.shadowOffset == CGSize(width: 0, height: -3))
    #expect(l.shadowRadius == 3)
    #expect(l.shadowOpacity == 0)
    #expect(l.borderColor == CGColor(gray: 0, alpha: 1))
    #expect(l.opacity == 1)
    #expect(l.sublayers == nil)
    let s = CAShapeLayer()
    #expect(s.fillColor == CGColor(gray: 0, alpha: 1))
    #expect(s.strokeColor == nil)
    #expect(s.lineWidth == 1 && s.strokeStart == 0 && s.strokeEnd == 1)
  }

  @Test func transformsCompose() {
    let t = CATransform3DMakeScale(2, 3, 1)
    let a = CATransform3DGetAffineTransform(t)
    #expect(a == CGAffineTransform(scaleX: 2, y: 3))
    let back = CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 4, y: 5))
    #expect(back == CATransform3DMakeTranslation(4, 5, 0))
    let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let ra = CATransform3DGetAffineTransform(r)
    #expect(abs(ra.b - 1) < 1e-12 && abs(ra.c + 1) < 1e-12)
  }

  @Test func sublayerInsertionAndZOrder() {
    let root = CALayer()
    let a = CALayer()
    let b = CALayer()
    let c = CALayer()
    a.name = "a"
    b.name = "b"
    c.name = "c"
    root.addSublayer(a)
    root.addSublayer(b)
    root.insertSublayer(c, below: b)
    #expect(root.sublayers?.compactMap(\.name) == ["a", "c", "b"])
    root.insertSublayer(c, above: b)
    #expect(root.sublayers?.compactMap(\.name) == ["a", "b", "c"])
    c.removeFromSuperlayer()
    #expect(root.sublayers?.compactMap(\.name) == ["a", "b"])
    #expect(c.superlayer == nil)
  }

  @Test func treeDescriptionIsStable() {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    root.position = CGPoint(x: 5, y: 5)
    let shape = CAShapeLayer()
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
    shape.strokeEnd = 0.5
    root.addSublayer(shape)
    #expect(
      root.treeDescription() == """
        CALayer frame=(0 0; 10 10)
          CAShapeLayer frame=(0 0; 0 0) path=(0 0; 4 4) fill=#000000 trim=0...0.5

        """)
  }
}
