import Foundation

// Playground literals, as Apple's UIKit overlay declares them: `#colorLiteral(...)` makes a
// `UIColor` and `#imageLiteral(resourceName:)` a `UIImage` in code that imports UIKit.

extension UIColor: _ExpressibleByColorLiteral {}

extension UIImage: _ExpressibleByImageLiteral {}

/// The type `#colorLiteral(red:green:blue:alpha:)` makes.
public typealias _ColorLiteralType = UIColor

/// The type `#imageLiteral(resourceName:)` makes.
public typealias _ImageLiteralType = UIImage
