// The `UIKit` façade: a designable that says `import UIKit` compiles as it is and gets
// Foundation plus Easel's UIKit-compatible layer, as on iOS. On Linux `URLSession` and
// `URLRequest` live in FoundationNetworking, which Apple's Foundation includes.

@_exported import CoreGraphics
@_exported import EaselUIKit
@_exported import Foundation
@_exported import QuartzCore

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
