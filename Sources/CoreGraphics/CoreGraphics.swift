@_exported import EaselUIKit
// The `CoreGraphics` façade: a designable that says `import CoreGraphics` compiles as it is and gets
// Foundation plus Easel's UIKit-compatible layer, as on iOS.
@_exported import Foundation
