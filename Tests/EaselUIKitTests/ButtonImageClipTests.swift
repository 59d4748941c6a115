import EaselGraphics
import Foundation
import Testing

@testable import EaselUIKit

/// A button's image view clips to its bounds, as UIKit's does: code that gives it a corner
/// radius (`imageView.layer.cornerRadius = width / 2`, no `masksToBounds`) draws a round
/// image, where a plain image view's image keeps its corners. ImageCenterButton's round
/// avatars were drawn square.
@MainActor
struct ButtonImageClipTests {
  private func scene(_ round: (UIView) -> Void, in view: UIView) throws -> UIView {
    let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    canvas.backgroundColor = .white
    view.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    canvas.addSubview(view)
    canvas.layoutIfNeeded()
    view.layoutIfNeeded()
    round(view)
    return canvas
  }

  @Test func aButtonsImageViewIsClippedToItsCornerRadius() throws {
    let button = UIButton(type: .custom)
    button.setImage(try solidImage(width: 40, height: 40, color: rgb(255, 0, 0)), for: .normal)
    #expect(button.imageView?.clipsToBounds == true)
    let canvas = try scene(
      { view in
        let image = (view as! UIButton).imageView!
        image.layer.cornerRadius = image.frame.width / 2
      }, in: button)
    let frame = try #require(button.imageView?.frame)
    #expect(frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    let px = try renderPixels(canvas)
    #expect(close(px.pixel(x: 30, y: 30), rgb(255, 0, 0)))
    #expect(close(px.pixel(x: 12, y: 12), rgb(255, 255, 255)), "the corner is cut")
    #expect(close(px.pixel(x: 47, y: 47), rgb(255, 255, 255)), "the corner is cut")
  }

  @Test func aPlainImageViewsImageKeepsItsCornersWithoutClipping() throws {
    let imageView = UIImageView(image: try solidImage(width: 40, height: 40, color: rgb(255, 0, 0)))
    #expect(imageView.clipsToBounds == false)
    let canvas = try scene({ $0.layer.cornerRadius = 20 }, in: imageView)
    let px = try renderPixels(canvas)
    #expect(close(px.pixel(x: 12, y: 12), rgb(255, 0, 0)), "contents are not clipped")
    imageView.clipsToBounds = true
    let clipped = try renderPixels(canvas)
    #expect(close(clipped.pixel(x: 12, y: 12), rgb(255, 255, 255)))
  }
}
