// EaselUIKit: UIKit-compatible views and layers drawn through EaselGraphics.
//
// EaselGraphics is Easel's own drawing layer (canvases, bitmaps, text layouts): user code that
// says `import UIKit` must not see it. Each file that draws imports it `internal`ly; only
// `CGAffineTransform`, which Foundation on Linux lacks and Core Graphics has, is re-exported.
@_exported public import struct EaselGraphics.CGAffineTransform
