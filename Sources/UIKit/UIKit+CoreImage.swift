import CoreImage
import EaselUIKit
import Foundation

// What UIKit adds to Core Image and Core Image to UIKit (`UIColor.h`, `UIImage.h`): colours
// and images converted both ways.

/// The key under which an image made from a `CIImage` keeps it.
private let ciImageKey = ExtensionKey()

extension UIColor {
  /// The colour of a Core Image colour.
  public convenience init(ciColor: CIColor) {
    self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
  }

  /// The colour as a Core Image colour, in sRGB.
  public var ciColor: CIColor { CIColor(cgColor: cgColor) }
}

extension CIColor {
  /// The Core Image colour of a UIKit colour, in sRGB.
  public convenience init(color: UIColor) { self.init(cgColor: color.cgColor) }
}

extension UIImage {
  /// An image of `ciImage`'s pixels over its extent.
  public convenience init(ciImage: CIImage) {
    self.init(ciImage: ciImage, scale: 1, orientation: .up)
  }

  /// An image of `ciImage`'s pixels over its extent, at `scale`.
  ///
  /// Differs from UIKit: the pixels are rendered when the image is made, so `cgImage` is
  /// set too (nil on iOS); an image of infinite or empty extent has no pixels.
  public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
    if let pixels = CIContext().createCGImage(ciImage, from: ciImage.extent) {
      self.init(cgImage: pixels, scale: scale, orientation: orientation)
    } else {
      self.init()
    }
    setExtensionValue(self, ciImageKey, ciImage)
  }

  /// The Core Image image this one was made from, if any.
  public var ciImage: CIImage? { extensionValue(self, ciImageKey) }
}

extension CIImage {
  /// An image of `image`'s pixels; nil for an image without pixels.
  public convenience init?(image: UIImage) {
    guard let pixels = image.cgImage else { return nil }
    self.init(cgImage: pixels)
  }

  /// An image of `image`'s pixels; the options are not read.
  public convenience init?(image: UIImage, options: [CIImageOption: Any]? = nil) {
    self.init(image: image)
  }
}
