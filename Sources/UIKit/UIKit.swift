// The `UIKit` façade: a designable that says `import UIKit` compiles as it is and gets
// Foundation plus Easel's UIKit-compatible layer, as on iOS, with what iOS's UIKit brings
// along: Core Image (`UIColor.h` and `UIImage.h` import it; it brings ImageIO) and Security
// (Foundation's `NSURLCredential.h` imports it, so `SecRandomCopyBytes` needs no import).
// On Linux `URLSession` and `URLRequest` live in FoundationNetworking, which Apple's
// Foundation includes.

@_exported import CoreGraphics
@_exported import CoreImage
@_exported import EaselUIKit
@_exported import Foundation
@_exported import QuartzCore
@_exported import Security

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
