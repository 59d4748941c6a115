import EaselGraphics
import EaselUIKit
import Foundation
import Testing

/// A slider with a thumb image taller than UIKit's 31-point slider grows to it, as UIKit's does
/// (nguyenvantrai2011/TNAnimateSlider's 39-point thumb, whose track it draws as tall as the
/// slider), and its `draw(_:)` is not run again by setting the value it already has.
@MainActor
@Suite struct SliderThumbSizeTests {
  func thumb(height: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 54, height: height)).image { r in
      UIColor.yellow.setFill()
      r.fill(CGRect(x: 0, y: 0, width: 54, height: height))
    }
  }

  @Test func aTallThumbImageMakesTheSliderAsTall() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    #expect(slider.intrinsicContentSize.height == 30)
    slider.setThumbImage(thumb(height: 39), for: .normal)
    // The alignment rectangle's height: the frame's, 39, less the point below it.
    #expect(slider.intrinsicContentSize.height == 38)
    slider.setThumbImage(thumb(height: 20), for: .normal)
    #expect(slider.intrinsicContentSize.height == 30)
  }

  /// A slider that sets its thumb image while it is drawn, as TNAnimateSlider does.
  final class ThumbInDraw: UISlider {
    var image: UIImage?
    override func draw(_ rect: CGRect) {
      super.draw(rect)
      setThumbImage(image, for: .normal)
    }
  }

  /// Laid out by Auto Layout, such a slider is as tall as its thumb by the end of the render:
  /// the render lays out again after a draw invalidates the layout, as iOS's next pass does.
  @Test func aThumbSetWhileDrawingLaysTheSliderOutAgain() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
    let slider = ThumbInDraw(frame: .zero)
    slider.image = thumb(height: 39)
    slider.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(slider)
    NSLayoutConstraint.activate([
      slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      slider.widthAnchor.constraint(equalToConstant: 200),
      slider.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    _ = try renderPixels(root)
    #expect(slider.frame.height == 39)
  }

  /// A slider whose `draw(_:)` sets the value it has, as TNAnimateSlider's does.
  final class Redrawing: UISlider {
    var draws = 0
    override func draw(_ rect: CGRect) {
      super.draw(rect)
      draws += 1
      setValue(value, animated: true)
    }
  }

  @Test func settingTheSameValueWhileDrawingDrawsOnce() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
    let slider = Redrawing(frame: CGRect(x: 10, y: 10, width: 200, height: 31))
    slider.value = 0.5
    root.addSubview(slider)
    _ = try renderPixels(root)
    #expect(slider.draws == 1)
  }
}
