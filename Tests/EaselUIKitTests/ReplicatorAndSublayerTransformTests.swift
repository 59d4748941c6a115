import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// `CAReplicatorLayer` draws its sublayers once per instance, each transformed from the one
/// before; `sublayerTransform` moves every sublayer about the anchor point.
@MainActor
@Suite struct ReplicatorAndSublayerTransformTests {
  func white(_ w: CGFloat = 100, _ h: CGFloat = 40) -> UIView {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: w, height: h))
    v.backgroundColor = .white
    return v
  }

  func redSquare(_ rect: CGRect) -> CALayer {
    let l = CALayer()
    l.frame = rect
    l.backgroundColor = UIColor.red.cgColor
    return l
  }

  @Test func replicatorDrawsEachInstanceTranslated() throws {
    let v = white()
    let r = CAReplicatorLayer()
    r.frame = v.bounds
    r.instanceCount = 3
    r.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
    r.addSublayer(redSquare(CGRect(x: 0, y: 10, width: 20, height: 20)))
    v.layer.addSublayer(r)
    let px = try renderPixels(v)
    for x in [10, 40, 70] { #expect(close(px.pixel(x: x, y: 20), rgb(255, 0, 0)), "copy at \(x)") }
    for x in [25, 55, 95] { #expect(close(px.pixel(x: x, y: 20), rgb(255, 255, 255)), "gap \(x)") }
  }

  @Test func replicatorWithOneInstanceIsAPlainLayerAndZeroDrawsNothing() throws {
    let v = white()
    let r = CAReplicatorLayer()
    r.frame = v.bounds
    r.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
    r.addSublayer(redSquare(CGRect(x: 0, y: 10, width: 20, height: 20)))
    v.layer.addSublayer(r)
    let one = try renderPixels(v)
    #expect(close(one.pixel(x: 10, y: 20), rgb(255, 0, 0)))
    #expect(close(one.pixel(x: 40, y: 20), rgb(255, 255, 255)))
    r.instanceCount = 0
    let none = try renderPixels(v)
    #expect(close(none.pixel(x: 10, y: 20), rgb(255, 255, 255)))
  }

  @Test func replicatorRotatesAboutItsCentre() throws {
    let v = white(100, 100)
    let r = CAReplicatorLayer()
    r.frame = v.bounds
    r.instanceCount = 2
    r.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
    // A bar at the top; its half-turn copy about the centre (50, 50) lies at the bottom.
    r.addSublayer(redSquare(CGRect(x: 40, y: 0, width: 20, height: 20)))
    v.layer.addSublayer(r)
    let px = try renderPixels(v)
    #expect(close(px.pixel(x: 50, y: 10), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: 50, y: 90), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: 50, y: 50), rgb(255, 255, 255)))
  }

  @Test func alphaOffsetFadesLaterInstances() throws {
    let v = white()
    let r = CAReplicatorLayer()
    r.frame = v.bounds
    r.instanceCount = 2
    r.instanceAlphaOffset = -0.5
    r.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
    r.addSublayer(redSquare(CGRect(x: 0, y: 10, width: 20, height: 20)))
    v.layer.addSublayer(r)
    let px = try renderPixels(v)
    #expect(close(px.pixel(x: 10, y: 20), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: 40, y: 20), rgb(255, 128, 128), tolerance: 0.03))
  }

  @Test func sublayerTransformMovesSublayersAboutTheAnchor() throws {
    let v = white(100, 100)
    let host = CALayer()
    host.frame = v.bounds
    host.addSublayer(redSquare(CGRect(x: 0, y: 0, width: 20, height: 20)))
    v.layer.addSublayer(host)
    host.sublayerTransform = CATransform3DMakeTranslation(50, 30, 0)
    let moved = try renderPixels(v)
    #expect(close(moved.pixel(x: 60, y: 40), rgb(255, 0, 0)))
    #expect(close(moved.pixel(x: 10, y: 10), rgb(255, 255, 255)))
    // A scale of 2 about the centre (50, 50) sends the square at (0…20) to (-50…-10): gone.
    host.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
    let scaled = try renderPixels(v)
    #expect(close(scaled.pixel(x: 10, y: 10), rgb(255, 255, 255)))
    // ... while a square at the centre grows to twice its size around it.
    host.sublayers?.first?.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
    let centred = try renderPixels(v)
    #expect(close(centred.pixel(x: 33, y: 50), rgb(255, 0, 0)))
    #expect(close(centred.pixel(x: 27, y: 50), rgb(255, 255, 255)))
  }

  @Test func sublayerTransformDoesNotMoveTheLayerItself() throws {
    let v = white(100, 100)
    let host = redSquare(CGRect(x: 0, y: 0, width: 20, height: 20))
    host.sublayerTransform = CATransform3DMakeTranslation(50, 0, 0)
    v.layer.addSublayer(host)
    let px = try renderPixels(v)
    #expect(close(px.pixel(x: 10, y: 10), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: 60, y: 10), rgb(255, 255, 255)))
  }
}
