import UIKit

/// The seed tutorial's circular image view: a grey disc with a ring, and an image masked to
/// a circle inside it. `userImage`, set at run time, wins over the `image` chosen in
/// Interface Builder.
@IBDesignable
class CircularImageView: UIView {
  var backgroundLayer: CAShapeLayer!
  @IBInspectable var backgroundLayerColor: UIColor = UIColor.gray
  @IBInspectable var lineWidth: CGFloat = 1.0

  var imageLayer: CALayer!
  @IBInspectable var image: UIImage?

  var userImage: UIImage?

  override func layoutSubviews() {
    super.layoutSubviews()
    setBackgroundLayer()
    setBackgroundImageLayer()
    setImage()
  }

  func setBackgroundLayer() {
    if backgroundLayer == nil {
      backgroundLayer = CAShapeLayer()
      layer.addSublayer(backgroundLayer)
      let rect = bounds.insetBy(dx: lineWidth / 2.0, dy: lineWidth / 2.0)
      let path = UIBezierPath(ovalIn: rect)
      backgroundLayer.path = path.cgPath
      backgroundLayer.lineWidth = lineWidth
      backgroundLayer.fillColor = backgroundLayerColor.cgColor
    }
    backgroundLayer.frame = layer.bounds
  }

  func setBackgroundImageLayer() {
    if imageLayer == nil {
      let mask = CAShapeLayer()
      let dx = lineWidth + 3.0
      let path = UIBezierPath(ovalIn: self.bounds.insetBy(dx: dx, dy: dx))
      mask.fillColor = UIColor.black.cgColor
      mask.path = path.cgPath
      mask.frame = self.bounds
      layer.addSublayer(mask)
      imageLayer = CAShapeLayer()
      imageLayer.frame = self.bounds
      imageLayer.mask = mask
      imageLayer.contentsGravity = .resizeAspectFill
      layer.addSublayer(imageLayer)
    }
  }

  func setImage() {
    if imageLayer != nil {
      if let userPic = userImage {
        imageLayer.contents = userPic.cgImage
      } else {
        if let pic = image {
          imageLayer.contents = pic.cgImage
        }
      }
    }
  }

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    // Design-time only: a stand-in face until the storyboard picks an image.
    if image == nil {
      image = UIImage(named: "placeholder")
    }
  }
}
