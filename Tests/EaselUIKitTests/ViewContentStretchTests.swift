import Foundation
import Testing

@testable import EaselUIKit

/// UIView's `contentStretch`, deprecated in iOS 6 and still declared by the SDK: the part of the
/// view's content (its layer's contents) that stretches, which is the layer's `contentsCenter`.
@MainActor
struct ViewContentStretchTests {
  @Test func theStretchIsTheLayersContentsCenter() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(view.__objc_contentStretch == CGRect(x: 0, y: 0, width: 1, height: 1))
    view.__objc_contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
    #expect(view.layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
  }

  @Test func anImageViewStretchesAnImageThatIsNotResizableSo() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
    let view = UIImageView(image: image)
    view.__objc_contentStretch = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
    #expect(view.layer.contentsCenter == CGRect(x: 0.5, y: 0.5, width: 0, height: 0))
    view.image = image.resizableImage(
      withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    #expect(view.layer.contentsCenter != CGRect(x: 0.5, y: 0.5, width: 0, height: 0))
    view.image = image
    #expect(view.layer.contentsCenter == CGRect(x: 0.5, y: 0.5, width: 0, height: 0))
  }
}
