import Foundation

// Playground literals, as Apple's UIKit overlay declares them: `#colorLiteral(...)` makes a
// `UIColor` and `#imageLiteral(resourceName:)` a `UIImage` in code that imports UIKit. Where
// the context wants a `CGColor` (`layer.shadowColor = #colorLiteral(...)`), the literal makes
// one, as Apple's Core Graphics overlay lets it.

extension UIColor: _ExpressibleByColorLiteral {}

extension CGColor: _ExpressibleByColorLiteral {
  /// The colour a `#colorLiteral` written where a `CGColor` is expected stands for.
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

extension UIImage: _ExpressibleByImageLiteral {}

/// The type `#colorLiteral(red:green:blue:alpha:)` makes.
public typealias _ColorLiteralType = UIColor

/// The type `#imageLiteral(resourceName:)` makes.
public typealias _ImageLiteralType = UIImage
