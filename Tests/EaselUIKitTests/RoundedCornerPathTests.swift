import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds circularly by the
/// radii's width, as UIKit does, whatever their height.
@MainActor
@Suite struct RoundedCornerPathTests {
  final class Pill: UIView {
    override func draw(_ rect: CGRect) {
      UIColor.black.setFill()
      UIBezierPath(
        roundedRect: bounds, byRoundingCorners: .allCorners,
        cornerRadii: CGSize(width: 10, height: 20)
      ).fill()
    }
  }

  @Test func cornersAreCircularByTheWidth() throws {
    let view = Pill(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.backgroundColor = .white
    let px = try renderPixels(view, scale: 2)
    // (2, 5) lies inside a 10-point circle at the corner, outside a 10×20 ellipse.
    #expect(px.pixel(x: 4, y: 10).red < 0.2)
    #expect(px.pixel(x: 1, y: 1).red > 0.8, "the corner itself is cut")
  }
}
