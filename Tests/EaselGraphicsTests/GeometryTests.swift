import Foundation
import Testing

@testable import EaselGraphics

@Suite struct GeometryTests {
  @Test func concatenationAppliesSelfFirst() {
    let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(
      CGAffineTransform(translationX: 10, y: 20))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
  }

  @Test func translatedByAppliesBefore() {
    let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 0))
  }

  @Test func inverseUndoes() {
    let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
    let p = CGPoint(x: 12.5, y: -7).applying(t).applying(t.inverted())
    #expect(close(p, CGPoint(x: 12.5, y: -7), 1e-9))
  }

  @Test func singularInverseIsUnchanged() {
    let t = CGAffineTransform(scaleX: 0, y: 1)
    #expect(t.inverted() == t)
  }

  @Test func rectApplyingRotationGivesBoundingBox() {
    let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(
      CGAffineTransform(rotationAngle: .pi / 2))
    #expect(close(r.minX, -20, 1e-9) && close(r.width, 20, 1e-9) && close(r.height, 10, 1e-9))
  }

  @Test func errorsDescribeThemselves() {
    #expect(GraphicsError.decodeFailed("PNG: bad").description == "decoding failed: PNG: bad")
    #expect(GraphicsError.invalidSize("0×1").description.contains("0×1"))
  }
}
