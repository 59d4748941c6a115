@_exported import EaselUIKit
// The `UIKit` façade: a designable that says `import UIKit` compiles as it is and gets
// Foundation plus Easel's UIKit-compatible layer, as on iOS.
@_exported import Foundation
