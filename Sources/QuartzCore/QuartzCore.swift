@_exported import EaselUIKit
// The `QuartzCore` façade: a designable that says `import QuartzCore` compiles as it is and gets
// Foundation plus Easel's UIKit-compatible layer, as on iOS.
@_exported import Foundation
