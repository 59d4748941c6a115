import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// A clip to geometry that is not a number (a rounded rectangle of NaN bounds, as a view
/// drawn before its layout gives it a size gets from 0/0) encloses nothing, as Core Graphics
/// gives CGRectNull for the intersection of such a rect: the draw goes on and shows nothing
/// there, where Linux Foundation's `CGRect.intersection(_:)` trapped.
@MainActor
@Suite struct NonFiniteClipTests {
  @Test func aClipToANaNPathEnclosesNothing() throws {
    let image = try drawnPixels { ctx in
      let bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 20)
      UIBezierPath(
        roundedRect: bounds, byRoundingCorners: .allCorners,
        cornerRadii: CGSize(width: 8, height: 8)
      ).addClip()
      #expect(ctx.boundingBoxOfClipPath == .zero)
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    #expect(image.pixel(x: 10, y: 10).alpha < 0.05, "\(image.pixel(x: 10, y: 10))")
  }

  @Test func aClipToANaNRectEnclosesNothing() throws {
    let image = try drawnPixels { ctx in
      ctx.clip(to: CGRect(x: CGFloat.nan, y: 0, width: 20, height: 20))
      ctx.setFillColor(UIColor.red.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    #expect(image.pixel(x: 10, y: 10).alpha < 0.05, "\(image.pixel(x: 10, y: 10))")
  }

  @Test func theIntersectionOfANaNRectIsNull() {
    let nan = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.intersectionOrNull(nan).isNull)
    #expect(nan.intersectionOrNull(rect).isNull)
    #expect(rect.intersectionOrNull(rect) == rect)
  }
}
