// The `WebKit` façade: on iOS it brings UIKit with it; its views are Easel's placeholders (drawn as
// Interface Builder draws them without live content), declared in EaselUIKit.
@_exported import UIKit
