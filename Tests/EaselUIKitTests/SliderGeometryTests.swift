import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// A slider draws its parts where its geometry methods say, so that a subclass overriding
/// `trackRect(forBounds:)`, `thumbRect(forBounds:trackRect:value:)` or the value image
/// rectangles draws as on iOS.
@MainActor
@Suite struct SliderGeometryTests {
  /// A slider whose track is `thickness` points tall, centred on the default track, as
  /// subclasses written to thicken the track do.
  final class ThickSlider: UISlider {
    var thickness: CGFloat = 10
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
      let track = super.trackRect(forBounds: bounds)
      return CGRect(
        x: track.minX, y: track.midY - thickness / 2, width: track.width, height: thickness)
    }
  }

  /// A slider that shows its minimum value image at the right end.
  final class SwappedImageSlider: UISlider {
    override func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
      CGRect(x: bounds.maxX - 20, y: bounds.midY - 10, width: 20, height: 20)
    }
  }

  func canvas(_ slider: UISlider) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 51))
    root.backgroundColor = .white
    root.addSubview(slider)
    return root
  }

  /// A new slider is at 0 of 0...1, UIKit's documented defaults (a storyboard's slider with
  /// no `value` is at 0 too), not half way.
  @Test func aNewSliderIsAtZeroOfZeroToOne() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
  }

  @Test func defaultTrackIsFourPointsTallAndCentred() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 0, y: 13.5, width: 200, height: 4))
  }

  /// The track is as tall as the overridden `trackRect(forBounds:)` makes it: 10 points here,
  /// sampled 4 points above and below its middle (outside a 4-point track) at 2x.
  @Test func overriddenTrackRectSetsTheTrackThickness() throws {
    let slider = ThickSlider(frame: CGRect(x: 10, y: 10, width: 200, height: 31))
    slider.value = 1
    slider.minimumTrackTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    slider.thumbTintColor = .black
    let px = try renderPixels(canvas(slider), scale: 2)
    let midY = 2 * (10 + 15.5)
    for dy in [-8.0, 7.0] {
      let p = px.pixel(x: 2 * 60, y: Int(midY + dy))
      #expect(close(p, rgb(255, 0, 0), tolerance: 0.02), "inside the 10-point track: \(p)")
    }
    for dy in [-12.0, 11.0] {
      let p = px.pixel(x: 2 * 60, y: Int(midY + dy))
      #expect(close(p, .white, tolerance: 0.02), "outside it: \(p)")
    }
  }

  @Test func overriddenValueImageRectPlacesTheImage() throws {
    let slider = SwappedImageSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    slider.minimumValueImage = try solidImage(width: 20, height: 20, color: rgb(0, 0, 255))
    let px = try renderPixels(canvas(slider))
    // Above the track, which runs over the image's rectangle here.
    #expect(close(px.pixel(x: 190, y: 7), rgb(0, 0, 255), tolerance: 0.02))
    #expect(!close(px.pixel(x: 5, y: 7), rgb(0, 0, 255), tolerance: 0.2))
  }
}
