import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// A `UIVisualEffectView` with a blur blurs what is behind it within its bounds, then tints
/// it; outside its bounds nothing changes, and a fade mixes the blur with the original.
@MainActor
@Suite struct BackdropBlurTests {
  /// White, with a black bar whose right edge is at x = 100, under an effect view covering
  /// x 50…150.
  func scene(alpha: CGFloat = 1) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .white
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    bar.backgroundColor = .black
    root.addSubview(bar)
    let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    effect.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
    effect.alpha = alpha
    root.addSubview(effect)
    return root
  }

  func luminance(_ c: RGBA) -> Double { (c.red + c.green + c.blue) / 3 }

  @Test func anEdgeBehindTheBlurIsSoftAndOutsideItStaysSharp() throws {
    let px = try renderPixels(scene())
    writeForInspection(try LayerRenderer().rasterize(scene()), "backdrop-blur")
    // Outside the effect view: the bar and the white, untouched.
    #expect(close(px.pixel(x: 20, y: 50), rgb(0, 0, 0)))
    #expect(close(px.pixel(x: 180, y: 50), rgb(255, 255, 255)))
    // Inside, across the bar's edge, the brightness ramps over several points instead of
    // stepping at x = 100.
    let left = luminance(px.pixel(x: 92, y: 50))
    let edge = luminance(px.pixel(x: 100, y: 50))
    let right = luminance(px.pixel(x: 108, y: 50))
    #expect(left < edge && edge < right, "\(left) \(edge) \(right)")
    #expect(right - left > 0.1)
    #expect(edge > 0.3 && edge < 0.9, "\(edge)")
  }

  @Test func aFadedBlurMixesWithTheSharpBackdrop() throws {
    let full = try renderPixels(scene())
    let half = try renderPixels(scene(alpha: 0.5))
    let sharp = luminance(rgb(0, 0, 0))
    let blurred = luminance(full.pixel(x: 97, y: 50))
    let mixed = luminance(half.pixel(x: 97, y: 50))
    #expect(mixed > sharp && mixed < blurred, "\(sharp) \(mixed) \(blurred)")
  }
}
